import {SEED_STORES, type SeedStore} from '../../seed/commerce/stores'

/** The shops, as Shopper Stores `Store` documents. */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

export const findStore = (id: string) => SEED_STORES.find((store) => store.id === id)

export const allStores = () => SEED_STORES

const hoursOf = (store: SeedStore) =>
    DAYS.map((day, index) => {
        const slot = index < 5 ? store.hours[0] : index === 5 ? store.hours[1] : store.hours[2]
        return {day: day.toLowerCase(), open: slot?.[0] ?? null, close: slot?.[1] ?? null, closed: !slot}
    })

const escapeHtml = (text: string) =>
    text.replace(
        /[&<>"']/g,
        (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'}[char] as string)
    )

/** The platform's storeHours attribute is HTML; the structured form is c_storeHoursJson. */
const hoursHtml = (store: SeedStore) => {
    const [weekdays, saturday, sunday] = store.hours
    const line = (label: string, slot: [string, string] | undefined) =>
        `${label}: ${slot ? `${slot[0]} - ${slot[1]}` : 'Closed'}`
    return `<p>${[line('Monday - Friday', weekdays), line('Saturday', saturday), line('Sunday', sunday)]
        .map(escapeHtml)
        .join('<br/>')}</p>`
}

export const storeDocument = (store: SeedStore) => ({
    id: store.id,
    name: store.name,
    address1: store.address1,
    ...(store.address2 ? {address2: store.address2} : {}),
    city: store.city,
    postalCode: store.postalCode,
    ...(store.stateCode ? {stateCode: store.stateCode} : {}),
    countryCode: store.countryCode,
    phone: store.phone,
    email: `${store.id}@stores.vela.example`,
    latitude: store.latitude,
    longitude: store.longitude,
    storeHours: hoursHtml(store),
    storeLocatorEnabled: true,
    posEnabled: true,
    inventoryId: `inventory_${store.id}`,
    c_storeHoursJson: hoursOf(store),
    c_clickAndCollectEnabled: store.clickAndCollect,
    c_isClickAndCollect: store.clickAndCollect,
    c_storeType: store.type,
    c_customerServiceEmail: 'help@vela.example'
})

/** The shipping address of a click-and-collect shipment: the shop's address. */
export const storeAddress = (store: SeedStore) => ({
    address1: store.address1,
    ...(store.address2 ? {address2: store.address2} : {}),
    city: store.city,
    postalCode: store.postalCode,
    ...(store.stateCode ? {stateCode: store.stateCode} : {}),
    countryCode: store.countryCode,
    companyName: store.name
})
