/**
 * The four regional sites as the content keys see them. Keys are `{prefix}{name}`: GB has no prefix, like
 * its URLs; shared items list every site's key so each site reads them with one request.
 */
export type SiteCode = 'gb' | 'us' | 'eu' | 'au'

export const SITE_CODES: SiteCode[] = ['gb', 'us', 'eu', 'au']

export const keyPrefix = (site: SiteCode) => (site === 'gb' ? '' : `${site}/`)

export const siteKey = (site: SiteCode, name: string) => keyPrefix(site) + name

/** The same item under every site's key, GB's first (it becomes the item's primary `deliveryKey`). */
export const allSiteKeys = (name: string) => SITE_CODES.map((site) => siteKey(site, name))

export interface SiteMoney {
    symbol: string
    freeDeliveryThreshold: number
    expressThreshold: number
    standardCost: string
    expressCost: string
    nextDayCost: string
}

/** Display amounts used in copy; the platform's shipping methods carry the real prices. */
export const SITE_MONEY: Record<SiteCode, SiteMoney> = {
    gb: {
        symbol: '£',
        freeDeliveryThreshold: 75,
        expressThreshold: 150,
        standardCost: '£4.95',
        expressCost: '£6.95',
        nextDayCost: '£8.95'
    },
    us: {
        symbol: '$',
        freeDeliveryThreshold: 100,
        expressThreshold: 200,
        standardCost: '$7.95',
        expressCost: '$14.95',
        nextDayCost: '$24.95'
    },
    eu: {
        symbol: '€',
        freeDeliveryThreshold: 90,
        expressThreshold: 180,
        standardCost: '€6.95',
        expressCost: '€12.95',
        nextDayCost: '€16.95'
    },
    au: {
        symbol: 'AUD ',
        freeDeliveryThreshold: 150,
        expressThreshold: 250,
        standardCost: 'AUD 9.95',
        expressCost: 'AUD 14.95',
        nextDayCost: 'AUD 19.95'
    }
}
