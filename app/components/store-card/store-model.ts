/**
 * Shops as the Shopper Stores API returns them (spec 001 §1 "find shops"): the standard fields plus the
 * platform's custom attributes for structured opening hours and click and collect.
 */
export interface StoreHoursDay {
    /** English weekday name in lower case, as the platform stores it ('monday'). */
    day: string
    open: string | null
    close: string | null
    closed: boolean
}

export interface StoreInfo {
    id: string
    name?: string
    address1?: string
    address2?: string
    city?: string
    postalCode?: string
    stateCode?: string
    countryCode?: string
    phone?: string
    email?: string
    latitude?: number
    longitude?: number
    distance?: number
    distanceUnit?: string
    /** The platform's HTML opening hours, used when the structured form is missing. */
    storeHours?: string
    c_storeHoursJson?: StoreHoursDay[]
    c_isClickAndCollect?: boolean
    c_clickAndCollectEnabled?: boolean
}

export const WEEKDAYS = [
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday'
] as const

/** Monday to Sunday, whatever order the platform sent; days it left out are omitted. */
export const openingHours = (store: StoreInfo): StoreHoursDay[] => {
    const rows = Array.isArray(store.c_storeHoursJson) ? store.c_storeHoursJson : []
    return WEEKDAYS.flatMap((day) => rows.find((row) => row?.day?.toLowerCase() === day) ?? [])
}

export const isClickAndCollect = (store: StoreInfo): boolean =>
    store.c_isClickAndCollect === true || store.c_clickAndCollectEnabled === true

/** Street, town and postcode lines of the shop's address, in display order. */
export const addressLines = (store: StoreInfo): string[] =>
    [
        store.address1,
        store.address2,
        [store.city, store.stateCode].filter(Boolean).join(', '),
        store.postalCode
    ].filter((line): line is string => Boolean(line && line.trim()))

/** A map search for the address: works with any maps service the shopper has, no embedded map needed. */
export const mapsSearchUrl = (store: StoreInfo): string => {
    const query = [store.name, ...addressLines(store), store.countryCode].filter(Boolean).join(', ')
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
}

/** The shop's own page. */
export const storeDetailsPath = (store: Pick<StoreInfo, 'id'>) =>
    `/shop-details/${encodeURIComponent(store.id)}`

/** A weekday's name in the page's language (2024-01-01 was a Monday). */
export const weekdayName = (day: string, locale: string): string => {
    const index = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])
    if (index < 0) return day
    return new Intl.DateTimeFormat(locale, {weekday: 'long', timeZone: 'UTC'}).format(
        Date.UTC(2024, 0, 1 + index)
    )
}
