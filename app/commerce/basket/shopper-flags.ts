import {loginGate} from '../session/session-memory'

/**
 * Flags from other areas that pause the basket's load rules (spec 000 §4: not "while a login is in progress"
 * or after "payment was cancelled"). The login flag is the session layer's own gate; the payment flag is set
 * by the checkout's payment return page when a payment is cancelled, honoured by the basket loader for as
 * long as the shopper stays on that page, and cleared by the first load on any other page.
 */
export const isLoginInProgress = (): boolean => loginGate.busy

const PAYMENT_CANCELLED_KEY = 'basket.paymentCancelled'

const storage = (): Storage | undefined => {
    try {
        return typeof window === 'undefined' ? undefined : window.sessionStorage
    } catch {
        return undefined
    }
}

/** For the checkout: the shopper cancelled a payment, so the next basket load must not run its rules. */
export const markPaymentCancelled = () => storage()?.setItem(PAYMENT_CANCELLED_KEY, '1')

export const wasPaymentCancelled = (): boolean => storage()?.getItem(PAYMENT_CANCELLED_KEY) === '1'

export const clearPaymentCancelled = () => storage()?.removeItem(PAYMENT_CANCELLED_KEY)
