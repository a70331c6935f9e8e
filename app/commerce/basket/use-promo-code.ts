import {useCallback, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {trackPromoCodeApplied} from '../../analytics/basket-tracking'
import {promoCodeResult, type PromoCodeResult} from '../../rules/basket'
import {problemOf, toBasketError} from './basket-error'
import {BasketRequestError, useRequestStatus} from './request-status'
import {useCurrentBasket} from './use-current-basket'
import {useEnsureBasket} from './use-ensure-basket'
import {asBasket} from './types'

/**
 * English wording for the platform's coupon status codes, used when the platform answers 200 but the coupon
 * does not apply (it then names a status code, not a message). The UI translates the known codes itself.
 */
export const COUPON_STATUS_MESSAGES: Record<string, string> = {
    no_applicable_promotion: "This code doesn't apply to the items in your bag.",
    coupon_code_unknown: "Sorry, we don't recognise this code.",
    coupon_disabled: 'This code is no longer valid.',
    coupon_code_already_in_basket: 'This code is already applied.',
    no_active_promotion: 'This code has expired.',
    customer_redemption_limit_exceeded: 'You have already used this code.',
    redemption_limit_exceeded: 'This code has reached its limit.'
}

export type PromoOutcome = PromoCodeResult & {statusCode?: string}

/**
 * Promo codes (spec 000 §5, §7, §8): POST baskets/{id}/coupons, then the code counts only when the returned
 * coupon matches it case-insensitively with status applied; otherwise the server's status message becomes
 * the promo error. Removing is DELETE .../coupons/{couponItemId}.
 */
export const usePromoCode = () => {
    const {basket} = useCurrentBasket()
    const ensureBasket = useEnsureBasket()
    const addCoupon = useShopperBasketsV2Mutation('addCouponToBasket')
    const removeCoupon = useShopperBasketsV2Mutation('removeCouponFromBasket')
    const applying = useRequestStatus()
    const removing = useRequestStatus()
    const live = useRef({basket, addCoupon, removeCoupon})
    live.current = {basket, addCoupon, removeCoupon}
    const {run: runApply, reset: resetApply} = applying
    const {run: runRemove} = removing

    const apply = useCallback(
        async (code: string): Promise<PromoOutcome> => {
            try {
                return await runApply(async (): Promise<PromoOutcome> => {
                    const target = await ensureBasket()
                    let updated
                    try {
                        updated = asBasket(
                            await live.current.addCoupon.mutateAsync({
                                parameters: {basketId: target.basketId as string},
                                body: {code: code.trim()}
                            })
                        )
                    } catch (error) {
                        const [body, shaped] = await Promise.all([problemOf(error), toBasketError(error)])
                        throw new BasketRequestError(shaped.message, body?.statusCode)
                    }
                    const entered = code.trim().toLowerCase()
                    const statusCode = (updated.couponItems ?? []).find(
                        (item) => (item.code ?? '').toLowerCase() === entered
                    )?.statusCode
                    const result = promoCodeResult(
                        code,
                        updated.couponItems,
                        statusCode ? COUPON_STATUS_MESSAGES[statusCode] : undefined
                    )
                    if (!result.applied) throw new BasketRequestError(result.message, statusCode)
                    trackPromoCodeApplied(
                        code,
                        /\/checkout/.test(window.location.pathname) ? 'checkout' : 'basket'
                    )
                    return result
                })
            } catch (error) {
                const failure = error as BasketRequestError
                return {applied: false, message: failure.message, statusCode: failure.statusCode}
            }
        },
        [runApply, ensureBasket]
    )

    const remove = useCallback(
        (couponItemId: string) =>
            runRemove(async () => {
                const basketId = live.current.basket?.basketId as string
                return asBasket(
                    await live.current.removeCoupon.mutateAsync({parameters: {basketId, couponItemId}})
                )
            }),
        [runRemove]
    )

    return {
        apply,
        remove,
        applyStatus: applying.status,
        /** Spec 000 §8: "server status message stored as promo error". */
        promoError: applying.error,
        removeStatus: removing.status,
        reset: resetApply
    }
}
