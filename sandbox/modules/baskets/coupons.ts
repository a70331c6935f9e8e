import type {SandboxContext} from '../../core/context'
import {ApiError, notFound} from '../../core/errors'
import {findCoupon, isActive, promotionForCoupon} from '../promotions/definitions'
import {redemptionCount} from '../promotions/redemptions'
import {newLineId} from './ids'
import {requireBody, stringField} from './input'
import type {BasketRecord, BasketState} from './model'

/**
 * Coupons. A code that cannot be used at all is refused with 400 and the platform's coupon status code
 * (`coupon_code_unknown`, `coupon_disabled`, `coupon_code_already_in_basket`, `no_active_promotion`,
 * `customer_redemption_limit_exceeded`); a valid code whose promotion does not apply to this basket is
 * added with `no_applicable_promotion` and turns `applied` when the basket qualifies.
 */
const MAX_COUPONS = 5

const refused = (code: string, statusCode: string, detail: string) =>
    new ApiError(400, 'invalid-coupon-item', 'Invalid Coupon Item', detail, {statusCode, code})

export const addCoupon = (ctx: SandboxContext, state: BasketState, record: BasketRecord, value: unknown) => {
    const body = requireBody(value, 'CouponItem')
    const code = (stringField(body, 'code', 50, {required: true}) as string).toUpperCase()
    const coupon = findCoupon(code)
    const promotion = promotionForCoupon(code)
    if (!coupon) throw refused(code, 'coupon_code_unknown', `The coupon code '${code}' is not valid.`)
    if (!coupon.enabled)
        throw refused(code, 'coupon_disabled', `The coupon code '${code}' is no longer valid.`)
    if (state.couponItems.some((item) => item.code.toUpperCase() === code)) {
        throw refused(
            code,
            'coupon_code_already_in_basket',
            `The coupon code '${code}' is already in the basket.`
        )
    }
    if (!promotion || !isActive(promotion, ctx.clock.now())) {
        throw refused(code, 'no_active_promotion', `The coupon code '${code}' has no active promotion.`)
    }
    if (
        promotion?.perCustomerLimit !== undefined &&
        record.registered &&
        redemptionCount(ctx, record.customerId, code) >= promotion.perCustomerLimit
    ) {
        throw refused(
            code,
            'customer_redemption_limit_exceeded',
            `You have already used the coupon code '${code}'.`
        )
    }
    if (state.couponItems.length >= MAX_COUPONS) {
        throw refused(
            code,
            'redemption_limit_exceeded',
            `At most ${MAX_COUPONS} coupons can be used at once.`
        )
    }
    state.couponItems.push({couponItemId: newLineId(), code})
}

export const removeCoupon = (state: BasketState, couponItemId: string) => {
    const index = state.couponItems.findIndex((item) => item.couponItemId === couponItemId)
    if (index < 0) {
        throw notFound(
            `No coupon item with ID '${couponItemId.slice(0, 60)}' is in the basket.`,
            'coupon-item-not-found',
            'Coupon Item Not Found'
        )
    }
    state.couponItems.splice(index, 1)
}
