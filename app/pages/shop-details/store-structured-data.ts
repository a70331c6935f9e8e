import {openingHours, type StoreInfo} from '../../components/store-card'

const DAY_CODES: Record<string, string> = {
    monday: 'Mo',
    tuesday: 'Tu',
    wednesday: 'We',
    thursday: 'Th',
    friday: 'Fr',
    saturday: 'Sa',
    sunday: 'Su'
}

/** Schema.org ClothingStore for the shop page, so search engines can show its address and hours. */
export const storeStructuredData = (store: StoreInfo, url: string) => ({
    '@context': 'https://schema.org',
    '@type': 'ClothingStore',
    name: store.name ?? store.id,
    url,
    ...(store.phone ? {telephone: store.phone} : {}),
    ...(store.email ? {email: store.email} : {}),
    address: {
        '@type': 'PostalAddress',
        streetAddress: [store.address1, store.address2].filter(Boolean).join(', '),
        addressLocality: store.city,
        ...(store.stateCode ? {addressRegion: store.stateCode} : {}),
        postalCode: store.postalCode,
        addressCountry: store.countryCode
    },
    ...(typeof store.latitude === 'number' && typeof store.longitude === 'number'
        ? {geo: {'@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude}}
        : {}),
    openingHours: openingHours(store)
        .filter((row) => !row.closed && row.open && row.close)
        .map((row) => `${DAY_CODES[row.day]} ${row.open ?? ''}-${row.close ?? ''}`)
})
