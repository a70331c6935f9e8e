import {
    APPLE_PAY_VERSION,
    type ApplePayError,
    type ApplePayPayment,
    type ApplePayPaymentRequest,
    type ApplePaySessionConstructor,
    type ApplePaySheetUpdate
} from './apple-pay-js'

/** The platform's Apple Pay controllers (spec 000 §7), bound to the shopper's basket. */
export interface ApplePayCalls {
    prepareBasket: () => Promise<unknown>
    validateMerchant: (validationURL: string) => Promise<unknown>
    shippingContactSelected: (shippingContact: unknown) => Promise<ApplePaySheetUpdate>
    shippingMethodSelected: (shippingMethod: unknown) => Promise<ApplePaySheetUpdate>
    paymentMethodSelected: (paymentMethod: unknown) => Promise<ApplePaySheetUpdate>
    paymentAuthorized: (
        payment: ApplePayPayment
    ) => Promise<{status: number; orderNo?: string; errors?: ApplePayError[]}>
    cancel: () => Promise<unknown>
}

export type ApplePayOutcome =
    | {kind: 'confirmed'; orderNo: string}
    | {kind: 'failed'; errors: ApplePayError[]}
    | {kind: 'cancelled'}

/** Contact problems the shopper can correct in the sheet (it stays open for another try). */
const correctable = (errors: ApplePayError[] | undefined) =>
    (errors ?? []).length > 0 &&
    (errors ?? []).every((error) => /ContactInvalid$|addressUnserviceable/.test(error.code))

/**
 * One Apple Pay sheet, from the click to its outcome. The session is created synchronously (Safari only
 * allows it inside the click); every pick in the sheet is priced by the platform; the platform places and
 * pays the order on authorisation. Resolves once: confirmed (order number), failed (declined or a platform
 * error) or cancelled (the shopper closed the sheet; the basket is untouched).
 */
export const runApplePay = (
    Session: ApplePaySessionConstructor,
    request: ApplePayPaymentRequest,
    calls: ApplePayCalls
): Promise<ApplePayOutcome> =>
    new Promise((resolve) => {
        const session = new Session(APPLE_PAY_VERSION, request)
        const prepared = calls.prepareBasket()
        let settled = false
        const finish = (outcome: ApplePayOutcome) => {
            if (settled) return
            settled = true
            resolve(outcome)
        }
        const broken = () => {
            try {
                session.abort()
            } catch {
                // Already closed.
            }
            void calls.cancel().catch(() => undefined)
            finish({kind: 'failed', errors: []})
        }
        session.onvalidatemerchant = (event) => {
            prepared
                .then(() => calls.validateMerchant(event.validationURL))
                .then((merchantSession) => session.completeMerchantValidation(merchantSession), broken)
        }
        session.onshippingcontactselected = (event) => {
            calls
                .shippingContactSelected(event.shippingContact)
                .then((update) => session.completeShippingContactSelection(update), broken)
        }
        session.onshippingmethodselected = (event) => {
            calls
                .shippingMethodSelected(event.shippingMethod)
                .then((update) => session.completeShippingMethodSelection(update), broken)
        }
        session.onpaymentmethodselected = (event) => {
            calls
                .paymentMethodSelected(event.paymentMethod)
                .then((update) => session.completePaymentMethodSelection(update), broken)
        }
        session.onpaymentauthorized = (event) => {
            calls.paymentAuthorized(event.payment).then(
                (result) => {
                    if (result.status === Session.STATUS_SUCCESS && result.orderNo) {
                        session.completePayment({status: Session.STATUS_SUCCESS})
                        finish({kind: 'confirmed', orderNo: result.orderNo})
                        return
                    }
                    session.completePayment({status: Session.STATUS_FAILURE, errors: result.errors})
                    if (!correctable(result.errors)) finish({kind: 'failed', errors: result.errors ?? []})
                },
                () => {
                    session.completePayment({status: Session.STATUS_FAILURE})
                    finish({kind: 'failed', errors: []})
                }
            )
        }
        session.oncancel = () => {
            void calls.cancel().catch(() => undefined)
            finish({kind: 'cancelled'})
        }
        session.begin()
    })
