/**
 * Price books and regional price points. Prices are authored in GBP and converted per currency with a
 * fixed rate, then rounded to the region's price ending: whole pounds and dollars in GB and the US
 * (£45.00, $58.00), .95 endings in the euro zone and Australia (€52.95, A$89.95).
 */

export const CURRENCIES = ['GBP', 'USD', 'EUR', 'AUD'] as const
export type Currency = (typeof CURRENCIES)[number]

export const INSIDERS_CUSTOMER_GROUP = 'MKT_SBINSIDERS'
/** Insiders price: this share off the list price on selected lines. */
export const INSIDERS_DISCOUNT = 0.2

interface RegionRule {
    rate: number
    /** 0 for whole units, 0.95 for prices ending in .95. */
    ending: 0 | 0.95
}

const RULES: Record<Currency, RegionRule> = {
    GBP: {rate: 1, ending: 0},
    USD: {rate: 1.3, ending: 0},
    EUR: {rate: 1.17, ending: 0.95},
    AUD: {rate: 2, ending: 0.95}
}

export const isCurrency = (value: string): value is Currency =>
    (CURRENCIES as readonly string[]).includes(value)

const cents = (value: number) => Math.round(value * 100) / 100

/** A raw amount in `currency` moved to that region's nearest price point (never below one unit). */
export const pricePoint = (amount: number, currency: Currency): number => {
    const {ending} = RULES[currency]
    const whole = Math.max(1, Math.round(amount))
    return ending === 0 ? whole : cents(whole - 1 + ending)
}

/** List price in `currency` for a GBP list price. */
export const convertListPrice = (gbp: number, currency: Currency) =>
    pricePoint(gbp * RULES[currency].rate, currency)

/** A discounted price from a list price in the same currency; always strictly below the list price. */
export const discountedPrice = (list: number, discount: number, currency: Currency) => {
    const point = pricePoint(list * (1 - discount), currency)
    return point < list ? point : cents(list - 1)
}

export type PriceBookKind = 'list' | 'sale' | 'insiders'

export interface PriceBookDefinition {
    id: string
    currency: Currency
    kind: PriceBookKind
    name: string
    /** Books that only apply to shoppers in this customer group. */
    customerGroup?: string
    parentId?: string
}

/** Price book ids: currency plus list/sale suffix (spec 000 §9), plus a members-only insiders book. */
export const priceBookId = (currency: string, kind: PriceBookKind) => `${currency.toLowerCase()}-${kind}`

export const PRICE_BOOKS: PriceBookDefinition[] = CURRENCIES.flatMap((currency) => [
    {id: priceBookId(currency, 'list'), currency, kind: 'list' as const, name: `${currency} List Prices`},
    {
        id: priceBookId(currency, 'sale'),
        currency,
        kind: 'sale' as const,
        name: `${currency} Sale Prices`,
        parentId: priceBookId(currency, 'list')
    },
    {
        id: priceBookId(currency, 'insiders'),
        currency,
        kind: 'insiders' as const,
        name: `${currency} Insiders Prices`,
        customerGroup: INSIDERS_CUSTOMER_GROUP,
        parentId: priceBookId(currency, 'list')
    }
])

/** Discount percent shown with a markdown: whole percent, rounded down so it never overstates the saving. */
export const discountPercent = (standard: number, sale: number) =>
    standard > 0 && sale < standard ? Math.floor(((standard - sale) / standard) * 100) : 0
