import {SHIPPING_METHODS} from './shipping-methods'

const SITE_CURRENCIES: Record<string, string> = {
    'vela-gb': 'GBP',
    'vela-us': 'USD',
    'vela-eu': 'EUR',
    'vela-au': 'AUD'
}

/**
 * Basket promotions the sandbox runs. Product promotions the catalogue advertises (LEGGINGS-20,
 * ACCESSORIES-15, SOCKS-3FOR2) are honoured here too, so a price shown on a product page is the price the basket charges.
 *
 * | id               | site(s) | trigger                              | effect                                      |
 * |------------------|---------|--------------------------------------|---------------------------------------------|
 * | LEGGINGS-20      | vela-us | catalogue promotion products (the    | 20% off each leggings line                  |
 * |                  |         | leggings category)                   |                                             |
 * | ACCESSORIES-15   | all     | catalogue promotion products          | 15% off                                     |
 * | SOCKS-3FOR2      | all     | 3 socks units                        | cheapest of every 3 free                    |
 * | FREE-SOCKS-GB    | vela-gb | subtotal >= £150                     | bonus pair of socks                         |
 * | FREE-{METHOD}    | each    | subtotal >= the method's threshold   | that method free (standard: the CMS banner's |
 * |                  |         | (gb-standard 75, gb-express 150...)  | standard threshold; express: its express one) |
 * | WELCOME10        | all     | coupon WELCOME10                     | 10% off the order, once per registered shopper |
 * | FREESHIP         | all     | coupon FREESHIP                      | free standard delivery                      |
 * | SPRING15         | all     | coupon SPRING15, subtotal >= 100 GBP | 15% off the order                           |
 * | INSIDER20        | all     | coupon INSIDER20, insiders only      | 20% off the order                           |
 * | SUMMER5          | all     | coupon SUMMER5 (ended)               | none: no_active_promotion                   |
 * | RETIRED          | all     | coupon RETIRED (disabled)            | none: coupon_disabled                       |
 */
export type PromotionRule =
    | {kind: 'category-percent'; categoryId: string; percent: number}
    | {kind: 'catalog-percent'; catalogPromotionId: string}
    | {kind: 'multibuy'; catalogPromotionId: string; buy: number}
    | {kind: 'bonus-product'; family: string; minSubtotal: Record<string, number>}
    | {kind: 'order-percent'; percent: number; minSubtotal?: Record<string, number>}
    | {kind: 'free-shipping'; methodIds: string[]; minSubtotal?: Record<string, number>}

export interface PromotionDefinition {
    id: string
    name: string
    calloutMsg: string
    /** Site ids; undefined: every site. */
    sites?: string[]
    couponCode?: string
    customerGroups?: string[]
    /** ISO dates; a promotion outside its window is not active. */
    startDate?: string
    endDate?: string
    /** Registered shoppers may redeem it this many times (orders that were not failed or cancelled). */
    perCustomerLimit?: number
    rule: PromotionRule
}

export interface CouponDefinition {
    code: string
    enabled: boolean
}

const byCurrency = (gbp: number) => ({
    GBP: gbp,
    USD: Math.round(gbp * 1.3),
    EUR: Math.round(gbp * 1.17),
    AUD: gbp * 2
})

/** One "free over" promotion per shipping method with a threshold (the thresholds the CMS banner shows). */
const freeOverPromotions = (): PromotionDefinition[] =>
    SHIPPING_METHODS.filter((method) => method.freeOver !== undefined).map((method) => ({
        id: `FREE-${method.id.toUpperCase()}`,
        name: `Free ${method.name.toLowerCase()}`,
        calloutMsg: `${method.name}: ${method.description}`,
        sites: [method.siteId],
        rule: {
            kind: 'free-shipping',
            methodIds: [method.id],
            minSubtotal: {[SITE_CURRENCIES[method.siteId]]: method.freeOver as number}
        }
    }))

export const PROMOTIONS: PromotionDefinition[] = [
    {
        id: 'LEGGINGS-20',
        name: 'Leggings week',
        calloutMsg: '20% off all leggings',
        sites: ['vela-us'],
        rule: {kind: 'catalog-percent', catalogPromotionId: 'LEGGINGS-20'}
    },
    {
        id: 'ACCESSORIES-15',
        name: 'Accessories offer',
        calloutMsg: '15% off selected accessories',
        rule: {kind: 'catalog-percent', catalogPromotionId: 'ACCESSORIES-15'}
    },
    {
        id: 'SOCKS-3FOR2',
        name: 'Socks multibuy',
        calloutMsg: '3 for 2 on socks',
        rule: {kind: 'multibuy', catalogPromotionId: 'SOCKS-3FOR2', buy: 3}
    },
    {
        id: 'FREE-SOCKS-GB',
        name: 'Free socks',
        calloutMsg: 'Free pair of socks when you spend £150',
        sites: ['vela-gb'],
        rule: {kind: 'bonus-product', family: 'socks', minSubtotal: {GBP: 150}}
    },
    ...freeOverPromotions(),
    {
        id: 'WELCOME10',
        name: 'Welcome offer',
        calloutMsg: '10% off your order',
        couponCode: 'WELCOME10',
        perCustomerLimit: 1,
        rule: {kind: 'order-percent', percent: 10}
    },
    {
        id: 'FREESHIP',
        name: 'Free delivery code',
        calloutMsg: 'Free standard delivery',
        couponCode: 'FREESHIP',
        rule: {
            kind: 'free-shipping',
            methodIds: SHIPPING_METHODS.filter((method) => method.kind === 'standard').map(
                (method) => method.id
            )
        }
    },
    {
        id: 'SPRING15',
        name: 'Spring offer',
        calloutMsg: '15% off when you spend 100',
        couponCode: 'SPRING15',
        rule: {kind: 'order-percent', percent: 15, minSubtotal: byCurrency(100)}
    },
    {
        id: 'INSIDER20',
        name: 'Insiders offer',
        calloutMsg: 'Insiders: 20% off your order',
        couponCode: 'INSIDER20',
        customerGroups: ['MKT_SBINSIDERS'],
        rule: {kind: 'order-percent', percent: 20}
    },
    {
        id: 'SUMMER5',
        name: 'Summer offer (ended)',
        calloutMsg: '5% off your order',
        couponCode: 'SUMMER5',
        startDate: '2023-06-01',
        endDate: '2023-08-31',
        rule: {kind: 'order-percent', percent: 5}
    }
]

export const COUPONS: CouponDefinition[] = [
    {code: 'WELCOME10', enabled: true},
    {code: 'FREESHIP', enabled: true},
    {code: 'SPRING15', enabled: true},
    {code: 'INSIDER20', enabled: true},
    {code: 'SUMMER5', enabled: true},
    {code: 'RETIRED', enabled: false}
]
