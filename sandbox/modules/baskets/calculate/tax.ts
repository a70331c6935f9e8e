import {
    GROSS_TAX_RATES,
    NET_TAXATION_SITES,
    US_DEFAULT_STATE_RATE,
    US_STATE_TAX_RATES
} from '../../../seed/commerce/tax-rates'

export type Taxation = 'gross' | 'net'

export const taxationOf = (siteId: string): Taxation =>
    NET_TAXATION_SITES.includes(siteId) ? 'net' : 'gross'

/**
 * Tax rate for goods shipped to `address` from a site. Gross sites charge the destination's VAT/GST (zero for
 * exports outside the table) and fall back to the site's own country before an address is known. The US site
 * charges the state's sales tax; the rate is unknown (undefined: "TBD") until the address names a US state.
 */
export const taxRateFor = (
    siteId: string,
    siteCountry: string,
    address: {countryCode?: string; stateCode?: string} | undefined
): number | undefined => {
    const country = address?.countryCode || siteCountry
    if (taxationOf(siteId) === 'gross') return GROSS_TAX_RATES[country] ?? 0
    if (country !== 'US') return 0
    const state = address?.stateCode?.toUpperCase()
    if (!state || address?.countryCode !== 'US') return undefined
    return US_STATE_TAX_RATES[state] ?? US_DEFAULT_STATE_RATE
}
