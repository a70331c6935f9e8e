import type {SandboxSite} from '../../../core/context'
import {SHIPPING_METHODS, type ShippingMethodDefinition} from '../../../seed/commerce/shipping-methods'
import {convertMinor, toMinor} from '../money'

/**
 * Shipping methods for a destination: the site's methods that serve the country (the site's own country
 * before an address is known), minus those excluded for the postcode (remote areas). Prices are converted
 * when the basket is in another currency than the site's.
 */
export const methodsOfSite = (siteId: string) => SHIPPING_METHODS.filter((method) => method.siteId === siteId)

export const applicableMethods = (
    site: SandboxSite,
    destination: {countryCode?: string; postalCode?: string; crossBorder?: boolean}
): ShippingMethodDefinition[] => {
    if (destination.crossBorder) return methodsOfSite(site.id).filter((method) => method.crossBorderOnly)
    const country = (destination.countryCode || site.country).toUpperCase()
    const postcode = destination.postalCode?.replace(/\s+/g, '').toUpperCase()
    return methodsOfSite(site.id).filter(
        (method) =>
            !method.crossBorderOnly &&
            method.countries.includes(country) &&
            !(postcode && country === 'GB' && method.excludedPostcodes?.test(postcode))
    )
}

/** Where a shipment goes, as method selection sees it (cross-border shipments are flagged c_crossBorder). */
export const destinationOf = (shipment: {
    shippingAddress?: {countryCode?: string; postalCode?: string}
    custom: Record<string, unknown>
}) => ({
    countryCode: shipment.shippingAddress?.countryCode,
    postalCode: shipment.shippingAddress?.postalCode,
    crossBorder: shipment.custom.c_crossBorder === true
})

export const defaultMethodOf = (methods: ShippingMethodDefinition[]) =>
    methods.find((method) => method.kind === 'standard') ?? methods.find((method) => !method.storePickup)

export const methodPrice = (method: ShippingMethodDefinition, site: SandboxSite, currency: string) =>
    convertMinor(toMinor(method.price, site.currency), site.currency, currency)
