/** "shown only when locale is en-AU, en-GB, en-US or default" (spec 000 §9, spec 001 §4.5). */
export const PAY_LATER_LOCALES = ['en-AU', 'en-GB', 'en-US', 'default']

export interface PayLaterInput {
    locale: string
    /** Site preference enableAfterpay. */
    afterpayEnabled: boolean
    country: string
    /** Site preference apSupportedCountriesCodes. */
    supportedCountries: readonly string[]
    /** The per-context preference (apDisplayPdpInfo, apDisplayCheckoutInfo, apPromoMessagingEnable). */
    contextPreferenceOn: boolean
}

export const isPayLaterShown = (input: PayLaterInput): boolean =>
    PAY_LATER_LOCALES.includes(input.locale) &&
    input.afterpayEnabled &&
    input.supportedCountries.some((code) => code.toUpperCase() === input.country.toUpperCase()) &&
    input.contextPreferenceOn

/** "amount sent in minor units (x100)", rounded so 19.99 gives 1999 and not 1998.9999. */
export const toMinorUnits = (amount: number): number =>
    Number.isFinite(amount) ? Math.round(amount * 100) : 0
