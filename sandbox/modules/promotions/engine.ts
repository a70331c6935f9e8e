import type {SandboxContext} from '../../core/context'
import {PROMOTIONS, type PromotionDefinition} from '../../seed/commerce/promotions'
import {convertMinor, roundHalfAway, shareOf, toMinor} from '../baskets/money'
import {catalogOf} from '../catalog/catalog-cache'
import {isActive, promotionForCoupon, qualifiesCustomer, runsOnSite} from './definitions'
import {bonusProductFor} from './bonus'
import {multibuyDiscounts} from './multibuy'
import {redemptionCount} from './redemptions'

/**
 * The promotion engine: given priced basket lines, decides item discounts (the best single product
 * promotion per line), a bonus product, order discounts (the best order promotion) and free shipping, plus the
 * status of every coupon in the basket. Amounts are minor units; discounts are negative.
 */
export interface PromotionLine {
    itemId: string
    productId: string
    masterId: string
    quantity: number
    unitPrice: number
    price: number
    categoryIds: Set<string>
    promotionIds: string[]
}

export interface PromotionInput {
    ctx: SandboxContext
    siteId: string
    currency: string
    customerGroups: Set<string>
    customerId: string
    registered: boolean
    coupons: {couponItemId: string; code: string}[]
    lines: PromotionLine[]
}

export interface Discount {
    promotionId: string
    calloutMsg: string
    amount: number
    couponCode?: string
    percentage?: number
}

export interface PromotionOutcome {
    itemDiscounts: Map<string, Discount>
    bonus?: {promotionId: string; calloutMsg: string; productId: string}
    orderDiscount?: Discount
    /** Shipping method id -> the promotion that makes it free. */
    freeShipping: Map<string, Discount>
    couponStatus: Map<string, string>
}

/** A threshold in the basket currency (thresholds are authored per currency; others are converted). */
const thresholdIn = (thresholds: Record<string, number>, currency: string) => {
    if (thresholds[currency] !== undefined) return toMinor(thresholds[currency], currency)
    const [from, amount] = Object.entries(thresholds)[0]
    return convertMinor(toMinor(amount, from), from, currency)
}

/** Per-unit percentage discount, rounded per unit like the product page's promotional price. */
const percentOff = (line: PromotionLine, share: number) =>
    -line.quantity * (line.unitPrice - roundHalfAway(line.unitPrice * (1 - share)))

const lineCandidates = (input: PromotionInput, promotions: PromotionDefinition[]) => {
    const catalog = catalogOf(input.ctx)
    const best = new Map<string, Discount>()
    const offer = (itemId: string, discount: Discount) => {
        const current = best.get(itemId)
        if (discount.amount < 0 && (!current || discount.amount < current.amount)) best.set(itemId, discount)
    }
    for (const promotion of promotions) {
        const {rule} = promotion
        const base = {promotionId: promotion.id, calloutMsg: promotion.calloutMsg}
        if (rule.kind === 'category-percent') {
            for (const line of input.lines) {
                if (!line.categoryIds.has(rule.categoryId)) continue
                offer(line.itemId, {
                    ...base,
                    amount: percentOff(line, rule.percent / 100),
                    percentage: rule.percent
                })
            }
        } else if (rule.kind === 'catalog-percent') {
            const share = catalog.promotions.get(rule.catalogPromotionId)?.discount ?? 0
            for (const line of input.lines) {
                if (!share || !line.promotionIds.includes(rule.catalogPromotionId)) continue
                offer(line.itemId, {...base, amount: percentOff(line, share), percentage: share * 100})
            }
        } else if (rule.kind === 'multibuy') {
            const eligible = input.lines.filter((line) => line.promotionIds.includes(rule.catalogPromotionId))
            for (const [itemId, amount] of multibuyDiscounts(eligible, rule.buy))
                offer(itemId, {...base, amount})
        }
    }
    return best
}

export const applyPromotions = (input: PromotionInput): PromotionOutcome => {
    const now = input.ctx.clock.now()
    const automatic = PROMOTIONS.filter(
        (promotion) =>
            !promotion.couponCode &&
            runsOnSite(promotion, input.siteId) &&
            isActive(promotion, now) &&
            qualifiesCustomer(promotion, input.customerGroups)
    )
    const couponStatus = new Map<string, string>()
    const couponPromotions: {couponItemId: string; code: string; promotion: PromotionDefinition}[] = []
    for (const coupon of input.coupons) {
        const promotion = promotionForCoupon(coupon.code)
        if (!promotion) couponStatus.set(coupon.couponItemId, 'coupon_code_unknown')
        else if (!isActive(promotion, now)) couponStatus.set(coupon.couponItemId, 'no_active_promotion')
        else if (
            promotion.perCustomerLimit !== undefined &&
            input.registered &&
            redemptionCount(input.ctx, input.customerId, coupon.code) >= promotion.perCustomerLimit
        )
            couponStatus.set(coupon.couponItemId, 'customer_redemption_limit_exceeded')
        else if (!runsOnSite(promotion, input.siteId) || !qualifiesCustomer(promotion, input.customerGroups))
            couponStatus.set(coupon.couponItemId, 'no_applicable_promotion')
        else couponPromotions.push({...coupon, promotion})
    }
    const itemDiscounts = lineCandidates(input, automatic)
    const subtotal = input.lines.reduce(
        (sum, line) => sum + line.price + (itemDiscounts.get(line.itemId)?.amount ?? 0),
        0
    )
    const hasProducts = input.lines.length > 0
    const reaches = (thresholds?: Record<string, number>) =>
        hasProducts && (!thresholds || subtotal >= thresholdIn(thresholds, input.currency))

    let orderDiscount: Discount | undefined
    let orderCouponItemId: string | undefined
    const freeShipping = new Map<string, Discount>()
    const sources = [
        ...automatic.map((promotion) => ({promotion, coupon: undefined})),
        ...couponPromotions.map((entry) => ({promotion: entry.promotion, coupon: entry}))
    ]
    for (const {promotion, coupon} of sources) {
        const {rule} = promotion
        const base = {
            promotionId: promotion.id,
            calloutMsg: promotion.calloutMsg,
            ...(coupon ? {couponCode: coupon.code.toUpperCase()} : {})
        }
        let applied = false
        if (rule.kind === 'order-percent' && reaches(rule.minSubtotal)) {
            const amount = -shareOf(subtotal, rule.percent / 100)
            applied = true
            if (!orderDiscount || amount < orderDiscount.amount) {
                if (orderCouponItemId) couponStatus.set(orderCouponItemId, 'no_applicable_promotion')
                orderDiscount = {...base, amount, percentage: rule.percent}
                orderCouponItemId = coupon?.couponItemId
            } else applied = false
        } else if (rule.kind === 'free-shipping' && reaches(rule.minSubtotal)) {
            applied = true
            for (const id of rule.methodIds)
                if (!freeShipping.has(id)) freeShipping.set(id, {...base, amount: 0})
        }
        if (coupon) couponStatus.set(coupon.couponItemId, applied ? 'applied' : 'no_applicable_promotion')
    }

    const bonusRule = automatic.find((promotion) => promotion.rule.kind === 'bonus-product')
    let bonus: PromotionOutcome['bonus']
    if (bonusRule && bonusRule.rule.kind === 'bonus-product' && reaches(bonusRule.rule.minSubtotal)) {
        const productId = bonusProductFor(input.ctx, bonusRule.rule.family)
        if (productId) bonus = {promotionId: bonusRule.id, calloutMsg: bonusRule.calloutMsg, productId}
    }
    return {
        itemDiscounts,
        ...(bonus ? {bonus} : {}),
        ...(orderDiscount ? {orderDiscount} : {}),
        freeShipping,
        couponStatus
    }
}
