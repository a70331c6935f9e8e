/** "Coupon: only status applied counts" (spec 000 §4). */
export const APPLIED_COUPON_STATUS = 'applied'

export interface CouponItem {
    couponItemId?: string
    code?: string
    statusCode?: string
}

export type PromoCodeResult = {applied: true; coupon: CouponItem} | {applied: false; message: string}

/** The message when the server gives none: spec 001 §8's generic message. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Try again!'

/**
 * "A promo code applies only if the returned coupon matches the code case-insensitively and has status
 * applied; otherwise the status message is shown" (spec 000 §5).
 */
export const promoCodeResult = (
    enteredCode: string,
    couponItems: readonly CouponItem[] | undefined,
    statusMessage?: string
): PromoCodeResult => {
    const code = enteredCode.trim().toLowerCase()
    const coupon = (couponItems ?? []).find(
        (item) =>
            !!code &&
            (item.code ?? '').trim().toLowerCase() === code &&
            item.statusCode === APPLIED_COUPON_STATUS
    )
    if (coupon) return {applied: true, coupon}
    return {applied: false, message: statusMessage?.trim() || GENERIC_ERROR_MESSAGE}
}

/** The coupons that count towards the basket. */
export const appliedCoupons = (couponItems: readonly CouponItem[] | undefined): CouponItem[] =>
    (couponItems ?? []).filter((item) => item.statusCode === APPLIED_COUPON_STATUS)
