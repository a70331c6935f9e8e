/**
 * VELA shops: click-and-collect stores in GB, Ireland, the EU and Australia, plus US showrooms (no
 * collection). Ids are URL slugs (the storefront's /shop-details/{store}). Hours are local times.
 */
export interface SeedStore {
    id: string
    name: string
    address1: string
    address2?: string
    city: string
    postalCode: string
    stateCode?: string
    countryCode: string
    phone: string
    latitude: number
    longitude: number
    /** [weekdays, saturday, sunday] opening hours; undefined: closed. */
    hours: [[string, string], [string, string], [string, string] | undefined]
    clickAndCollect: boolean
    type: 'store' | 'showroom'
}

export const CITY: [string, string] = ['10:00', '20:00']
export const SAT: [string, string] = ['09:00', '19:00']
export const SUN: [string, string] = ['11:00', '17:00']

export const shop = (
    id: string,
    name: string,
    address1: string,
    city: string,
    postalCode: string,
    countryCode: string,
    phone: string,
    [latitude, longitude]: [number, number],
    extra: Partial<SeedStore> = {}
): SeedStore => ({
    id,
    name,
    address1,
    city,
    postalCode,
    countryCode,
    phone,
    latitude,
    longitude,
    hours: [CITY, SAT, SUN],
    clickAndCollect: true,
    type: 'store',
    ...extra
})
