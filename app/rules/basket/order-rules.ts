import {isConfirmationOr3dsPath} from '../../region/page-type'

/** "Order type web, or app - iOS (flag SBApp_iOS) on iOS webview" (spec 000 §9). */
export const ORDER_TYPE_WEB = 'web'
export const ORDER_TYPE_IOS_APP = 'app - iOS'
export const IOS_APP_ORDER_FLAG = 'SBApp_iOS'

export interface OrderTypeFields {
    c_orderType: string
    c_orderFlags?: string
}

export const orderTypeFields = (isIosWebView: boolean): OrderTypeFields =>
    isIosWebView
        ? {c_orderType: ORDER_TYPE_IOS_APP, c_orderFlags: IOS_APP_ORDER_FLAG}
        : {c_orderType: ORDER_TYPE_WEB}

/** "A stored pending order id is failed when the basket loads away from confirmation or 3DS pages." */
export const shouldFailStoredOrder = (storedOrderId: string | null | undefined, path: string): boolean =>
    !!storedOrderId && !isConfirmationOr3dsPath(path)

/** "If c_authorized equals 1 the order is complete without a further payment step." */
export const isOrderAuthorized = (order: {c_authorized?: number | string | null}): boolean =>
    Number(order.c_authorized) === 1

/** "If c_payment_success is false, the basket is reloaded and nothing returned." */
export const paymentFailed = (order: {c_payment_success?: boolean | null}): boolean =>
    order.c_payment_success === false

/** "c_shippingAddressValidationMethod (default NONE)" (spec 000 §7). */
export const DEFAULT_ADDRESS_VALIDATION_METHOD = 'NONE'

export interface BasketLoadInput {
    customerId?: string
    previousCustomerId?: string
    loginInProgress: boolean
    paymentCancelled: boolean
    /**
     * A shared-bag link (mergeBasketUUID) is being merged: the merge creates the shopper's basket when they
     * have none, so a basket created beside it would be a second one (refused by the basket quota).
     */
    sharedBasketMerging?: boolean
    path: string
    basketCustomerId?: string
    basketEmail?: string
    customerEmail?: string
}

export type BasketLoadAction = 'none' | 'fetch-or-create' | 'recreate' | 'update-customer-email'

/**
 * "The basket is fetched or created when the customer id changes, unless a login is in progress, payment
 * was cancelled or the page is a confirmation page. A basket of another customer is recreated. A differing
 * customer email updates the basket's customer info" (spec 000 §4).
 */
export const basketLoadAction = (input: BasketLoadInput): BasketLoadAction => {
    if (!input.customerId) return 'none'
    if (input.basketCustomerId && input.basketCustomerId !== input.customerId) return 'recreate'
    const changed = input.customerId !== input.previousCustomerId
    if (changed) {
        const blocked =
            input.loginInProgress ||
            input.paymentCancelled ||
            Boolean(input.sharedBasketMerging) ||
            /confirmation/i.test(input.path)
        return blocked ? 'none' : 'fetch-or-create'
    }
    const email = input.customerEmail?.trim()
    if (email && email.toLowerCase() !== (input.basketEmail ?? '').trim().toLowerCase())
        return 'update-customer-email'
    return 'none'
}
