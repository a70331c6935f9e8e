import {PLACES, type Place} from '../../seed/commerce/places'

const EARTH_RADIUS_KM = 6371.0088
export const KM_PER_MILE = 1.609344

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in kilometres. */
export const distanceKm = (
    a: {latitude: number; longitude: number},
    b: {latitude: number; longitude: number}
) => {
    const dLat = radians(b.latitude - a.latitude)
    const dLon = radians(b.longitude - a.longitude)
    const h =
        Math.sin(dLat / 2) ** 2 +
        Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
    return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** GB outward code: the postcode without its last three characters (inward code), or as typed when short. */
const outward = (country: string, postcode: string) =>
    country === 'GB' && postcode.length > 4 ? postcode.slice(0, -3) : postcode

/**
 * Coordinates for what a shopper typed in the "postcode or town" box: the longest known postcode prefix in the
 * country, else a town whose name starts with the text (at least 3 letters).
 */
export const geocode = (query: string, country?: string): Place | undefined => {
    const text = compact(query)
    if (!text) return undefined
    const places = country ? PLACES.filter((place) => place.country === country) : PLACES
    let best: {place: Place; length: number} | undefined
    for (const place of places) {
        const key = outward(place.country, text)
        for (const prefix of place.prefixes) {
            // GB districts: W1 covers W1A/W1B... (letter suffixes) but not W12 (another district).
            const matches =
                place.country === 'GB'
                    ? key.startsWith(prefix) && !/^\d/.test(key.slice(prefix.length))
                    : text.startsWith(prefix)
            if (matches && (!best || prefix.length > best.length)) best = {place, length: prefix.length}
        }
    }
    if (best) return best.place
    const name = query.trim().toLowerCase()
    if (name.length < 3) return undefined
    return places.find((place) => place.town.toLowerCase().startsWith(name))
}
