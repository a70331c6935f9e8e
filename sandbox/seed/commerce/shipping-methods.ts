import {SITE_MONEY, type SiteCode} from '../content/sites'

/**
 * Shipping methods per site. Costs and free-delivery thresholds come from the same table the CMS copy uses
 * (basket threshold banner, delivery options), so what the banner promises is what the basket charges.
 *
 * | site    | domestic countries          | methods                                              | international |
 * |---------|-----------------------------|------------------------------------------------------|---------------|
 * | vela-gb | GB (+IM, JE, GG standard)   | standard (free over 75), express (free over 150),    | 15 countries  |
 * |         |                             | next day (not remote postcodes), click & collect     |               |
 * | vela-us | US                          | standard (free over 100), express (free over 200),   | CA, MX        |
 * |         |                             | overnight                                            |               |
 * | vela-eu | 15 euro-zone/EU countries   | standard (free over 90), express (no free tier),     | CH, NO, GB    |
 * |         |                             | priority, click & collect (IE, FR, NL, DE)           |               |
 * | vela-au | AU                          | standard (free over 150), express (free over 250),   | NZ            |
 * |         |                             | priority, click & collect                            |               |
 */
export type ShippingKind = 'standard' | 'express' | 'next-day' | 'click-and-collect' | 'international'

export interface ShippingMethodDefinition {
    id: string
    siteId: string
    kind: ShippingKind
    name: string
    description: string
    /** Cost in the site currency (major units). */
    price: number
    /** Free when the product subtotal (after item discounts) reaches this, in the site currency. */
    freeOver?: number
    countries: string[]
    estimatedArrivalTime: string
    /** Postcodes the method cannot reach (remote areas), tested against the upper-cased postcode. */
    excludedPostcodes?: RegExp
    storePickup?: boolean
    /** Only for orders placed through the cross-border checkout (any country the provider serves). */
    crossBorderOnly?: boolean
}

const cost = (text: string) => Number(text.replace(/[^0-9.]/g, ''))

/** Scottish Highlands and Islands, Northern Ireland and the Crown dependencies: no next-day or express. */
export const GB_REMOTE_POSTCODES =
    /^(HS|ZE|KW|IV|BT|IM|JE|GG|PA(2[0-9]|3[0-9]|4[0-9]|6[0-9]|7[0-8])|PH(1[7-9]|[2-4][0-9]))/

export const EU_COUNTRIES = [
    'IE',
    'FR',
    'DE',
    'IT',
    'ES',
    'NL',
    'BE',
    'AT',
    'PT',
    'FI',
    'LU',
    'GR',
    'DK',
    'SE',
    'PL'
]
const GB_INTERNATIONAL = [
    'IE',
    'FR',
    'DE',
    'NL',
    'BE',
    'ES',
    'IT',
    'US',
    'CA',
    'AU',
    'NZ',
    'CH',
    'NO',
    'SE',
    'DK'
]

const site = (code: SiteCode) => ({siteId: `vela-${code}`, money: SITE_MONEY[code]})

const domestic = (
    code: SiteCode,
    countries: string[],
    names: [string, string, string],
    arrival: [string, string, string],
    options: {expressFree: boolean}
): ShippingMethodDefinition[] => {
    const {siteId, money} = site(code)
    return [
        {
            id: `${code}-standard`,
            siteId,
            kind: 'standard',
            name: names[0],
            description: `Free over ${money.symbol}${money.freeDeliveryThreshold}`,
            price: cost(money.standardCost),
            freeOver: money.freeDeliveryThreshold,
            countries,
            estimatedArrivalTime: arrival[0]
        },
        {
            id: `${code}-express`,
            siteId,
            kind: 'express',
            name: names[1],
            description: options.expressFree ? `Free over ${money.symbol}${money.expressThreshold}` : '',
            price: cost(money.expressCost),
            ...(options.expressFree ? {freeOver: money.expressThreshold} : {}),
            countries: countries.slice(0, code === 'eu' ? countries.length : 1),
            estimatedArrivalTime: arrival[1],
            ...(code === 'gb' ? {excludedPostcodes: GB_REMOTE_POSTCODES} : {})
        },
        {
            id: `${code}-next-day`,
            siteId,
            kind: 'next-day',
            name: names[2],
            description: '',
            price: cost(money.nextDayCost),
            countries: countries.slice(0, code === 'eu' ? 4 : 1),
            estimatedArrivalTime: arrival[2],
            ...(code === 'gb' ? {excludedPostcodes: GB_REMOTE_POSTCODES} : {})
        }
    ]
}

const clickAndCollect = (code: SiteCode, countries: string[]): ShippingMethodDefinition => ({
    id: `${code}-click-collect`,
    siteId: site(code).siteId,
    kind: 'click-and-collect',
    name: 'Click & Collect',
    description: 'Free collection from a VELA shop',
    price: 0,
    countries,
    estimatedArrivalTime: 'Ready in 2 working days',
    storePickup: true
})

const international = (code: SiteCode, price: number, freeOver: number, countries: string[]) => ({
    id: `${code}-international`,
    siteId: site(code).siteId,
    kind: 'international' as const,
    name: 'International delivery',
    description: `Free over ${site(code).money.symbol}${freeOver}`,
    price,
    freeOver,
    countries,
    estimatedArrivalTime: '5-10 working days'
})

/** The cross-border provider's delivery, charged in the site currency and converted on its checkout page. */
const crossBorder = (code: SiteCode, price: number): ShippingMethodDefinition => ({
    id: `${code}-cross-border`,
    siteId: site(code).siteId,
    kind: 'international',
    name: 'International delivery (duties included)',
    description: 'Delivered by our international partner',
    price,
    countries: [],
    estimatedArrivalTime: '5-10 working days',
    crossBorderOnly: true
})

export const SHIPPING_METHODS: ShippingMethodDefinition[] = [
    crossBorder('gb', 14.95),
    crossBorder('us', 19.95),
    crossBorder('eu', 17.95),
    crossBorder('au', 24.95),
    ...domestic(
        'gb',
        ['GB', 'IM', 'JE', 'GG'],
        ['Standard delivery', 'Express delivery', 'Next day delivery'],
        ['3-5 working days', '1-2 working days', 'Next working day (order by 9pm)'],
        {expressFree: true}
    ),
    clickAndCollect('gb', ['GB']),
    international('gb', 14.95, 150, GB_INTERNATIONAL),
    ...domestic(
        'us',
        ['US'],
        ['Standard shipping', 'Express shipping', 'Overnight shipping'],
        ['5-7 business days', '2-3 business days', 'Next business day (order by 2pm ET)'],
        {expressFree: true}
    ),
    international('us', 19.95, 200, ['CA', 'MX']),
    ...domestic(
        'eu',
        EU_COUNTRIES,
        ['Standard delivery', 'Express delivery', 'Priority delivery'],
        ['4-7 working days', '2-3 working days', '1-2 working days'],
        {expressFree: false}
    ),
    clickAndCollect('eu', ['IE', 'FR', 'NL', 'DE']),
    international('eu', 19.95, 180, ['CH', 'NO', 'GB']),
    ...domestic(
        'au',
        ['AU'],
        ['Standard delivery', 'Express delivery', 'Priority delivery'],
        ['5-8 business days', '2-4 business days', '1-3 business days'],
        {expressFree: true}
    ),
    clickAndCollect('au', ['AU']),
    international('au', 24.95, 250, ['NZ'])
]
