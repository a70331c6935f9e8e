import {COUPONS, PROMOTIONS, type PromotionDefinition} from '../../seed/commerce/promotions'

export const findCoupon = (code: string) =>
    COUPONS.find((coupon) => coupon.code.toUpperCase() === code.trim().toUpperCase())

export const promotionForCoupon = (code: string) =>
    PROMOTIONS.find((promotion) => promotion.couponCode?.toUpperCase() === code.trim().toUpperCase())

const day = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10)

/** Within its date window (inclusive, by calendar day). */
export const isActive = (promotion: PromotionDefinition, now: number) => {
    const today = day(now)
    if (promotion.startDate && today < promotion.startDate) return false
    if (promotion.endDate && today > promotion.endDate) return false
    return true
}

/** On every site without a list; else on the sites listed (basket promotions and catalogue ones alike). */
export const runsOnSite = (promotion: {sites?: readonly string[]}, siteId: string) =>
    !promotion.sites || promotion.sites.includes(siteId)

export const qualifiesCustomer = (promotion: PromotionDefinition, groups: Set<string>) =>
    !promotion.customerGroups || promotion.customerGroups.some((group) => groups.has(group))
