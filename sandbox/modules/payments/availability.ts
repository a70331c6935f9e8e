import type {SandboxContext, SandboxSite} from '../../core/context'
import type {CalculatedBasket} from '../baskets/calculate'
import {toMajor} from '../baskets/money'
import {sitePreference} from '../shell-controllers'
import {
    AFTERPAY_METHOD,
    APPLE_PAY_METHOD,
    CARD_BRANDS,
    CARD_METHOD,
    GIFT_CERTIFICATE_METHOD,
    KLARNA_METHOD,
    PAYPAL_METHOD
} from './methods'

/**
 * Which payment methods a basket offers (GET baskets/{id}/payment_methods), per site, currency and the
 * country the order goes to (the shipping address, else the site's country). The storefront shows exactly
 * this list, so every market rule lives here:
 *
 * - Card and PayPal: every site.
 * - Klarna: the provider's markets below, in the market's own currency.
 * - Afterpay: where the site enables it (`enableAfterpay`) and the country is in `apSupportedCountriesCodes`
 *   (the pay-later site preferences of spec 001 §3.3), in the country's currency, within the order limits.
 * - Klarna and Afterpay are never offered for digital gift cards (pay-later providers exclude them).
 * - Apple Pay: on the sites whose merchant account has it enabled.
 * - Gift certificate: unless the basket buys digital gift cards; it carries the countries whose shoppers may
 *   use it and the cross-border countries, for the storefront's country-cookie rule (spec 000 §5).
 */
const KLARNA_MARKETS: Record<string, readonly string[]> = {
    GBP: ['GB'],
    USD: ['US'],
    EUR: ['IE', 'FR', 'DE', 'AT', 'NL', 'BE', 'FI', 'IT', 'ES']
}

const LOCAL_CURRENCY: Record<string, string> = {GB: 'GBP', US: 'USD', AU: 'AUD', NZ: 'NZD', CA: 'CAD'}

/** Afterpay's order limits per currency, in major units (inclusive). */
const AFTERPAY_LIMITS: Record<string, [number, number]> = {
    GBP: [1, 1000],
    USD: [1, 2000],
    AUD: [1, 2000],
    NZD: [1, 2000]
}

/** Sites (by country) whose merchant account takes Apple Pay. The EU account has no Apple Pay certificate. */
const APPLE_PAY_SITE_COUNTRIES = ['GB', 'US', 'AU']

export interface MethodScope {
    site: SandboxSite
    currency: string
    /** Where the order goes: the shipping address's country, else the site's. */
    country: string
    /** Major units. */
    orderTotal: number
    digitalGiftCards: boolean
}

const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

export const klarnaAvailable = (scope: MethodScope) =>
    !scope.digitalGiftCards && (KLARNA_MARKETS[scope.currency] ?? []).includes(scope.country)

export const afterpayAvailable = (ctx: SandboxContext, scope: MethodScope) => {
    if (scope.digitalGiftCards) return false
    if (sitePreference(ctx, scope.site.id, 'enableAfterpay') !== true) return false
    if (!list(sitePreference(ctx, scope.site.id, 'apSupportedCountriesCodes')).includes(scope.country))
        return false
    if (LOCAL_CURRENCY[scope.country] !== scope.currency) return false
    const [min, max] = AFTERPAY_LIMITS[scope.currency] ?? [Infinity, 0]
    return scope.orderTotal >= min && scope.orderTotal <= max
}

export const applePayAvailable = (scope: MethodScope) => APPLE_PAY_SITE_COUNTRIES.includes(scope.site.country)

export const paymentMethodsFor = (ctx: SandboxContext, scope: MethodScope) => [
    {id: CARD_METHOD, name: 'Credit Card', cards: CARD_BRANDS},
    ...(scope.digitalGiftCards
        ? []
        : [
              {
                  id: GIFT_CERTIFICATE_METHOD,
                  name: 'Gift Certificate',
                  c_allowedCountries: list(sitePreference(ctx, scope.site.id, 'giftCardAllowedCountries')),
                  c_internationalCheckoutCountries: list(
                      sitePreference(ctx, scope.site.id, 'internationalCheckoutCountries')
                  )
              }
          ]),
    {id: PAYPAL_METHOD, name: 'PayPal', c_adyenPaymentMethod: 'paypal'},
    ...(klarnaAvailable(scope) ? [{id: KLARNA_METHOD, name: 'Klarna', c_adyenPaymentMethod: 'klarna'}] : []),
    ...(afterpayAvailable(ctx, scope)
        ? [{id: AFTERPAY_METHOD, name: 'Afterpay', c_adyenPaymentMethod: 'afterpaytouch'}]
        : []),
    ...(applePayAvailable(scope) ? [{id: APPLE_PAY_METHOD, name: 'Apple Pay'}] : [])
]

/** The scope of a priced basket (or of an order's basket). */
export const scopeOf = (calculated: CalculatedBasket): MethodScope => {
    const shipment = calculated.state.shipments.find((candidate) => candidate.shippingAddress?.countryCode)
    return {
        site: calculated.site,
        currency: calculated.currency,
        country: (shipment?.shippingAddress?.countryCode ?? calculated.site.country).toUpperCase(),
        orderTotal: toMajor(calculated.orderTotal, calculated.currency),
        digitalGiftCards: calculated.state.giftCertificateItems.length > 0
    }
}

export const applicablePaymentMethods = (ctx: SandboxContext, calculated: CalculatedBasket) =>
    paymentMethodsFor(ctx, scopeOf(calculated))

/** Whether a basket may be paid with this method now (an id the list above contains). */
export const isMethodApplicable = (ctx: SandboxContext, calculated: CalculatedBasket, methodId: string) =>
    applicablePaymentMethods(ctx, calculated).some((method) => method.id === methodId)
