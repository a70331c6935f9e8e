/**
 * Platform text outside the catalogue: shipping method names, descriptions and delivery times are localisable
 * on the platform, so the basket, checkout and order APIs serve them in the request's locale.
 */
import {phrase} from './phrasebook'

interface ShippingText {
    name: string
    description: string
    estimatedArrivalTime: string
}

export const localisedShippingMethod = <T extends ShippingText>(
    method: T,
    locale: string | undefined
): T => ({
    ...method,
    name: phrase('commerce', locale, method.name),
    description: method.description && phrase('commerce', locale, method.description),
    estimatedArrivalTime: phrase('commerce', locale, method.estimatedArrivalTime)
})

/** Commerce text in the request's locale; `{name}` placeholders are filled after translation. */
export const commerceText = (
    locale: string | undefined,
    english: string,
    values: Record<string, string> = {}
) => phrase('commerce', locale, english).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
