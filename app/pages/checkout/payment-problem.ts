import type {MessageDescriptor} from 'react-intl'
import {checkoutMessages, paymentStepMessages as messages} from './messages'

/** Why the payment step opens with an alert (a refusal here, or one reported by the page the shopper returned from). */
export type PaymentProblemKind =
    | 'refused'
    | 'challenge-failed'
    | 'redirect-refused'
    | 'redirect-cancelled'
    | 'apple-pay-failed'
    | 'methods-failed'
    | 'error'

export interface PaymentProblem {
    kind: PaymentProblemKind
    /** The method the problem is about (named in the message). */
    methodId?: string
}

export const PROBLEM_TEXT: Record<PaymentProblemKind, MessageDescriptor> = {
    refused: messages.refused,
    'challenge-failed': messages.challengeFailed,
    'redirect-refused': messages.redirectRefused,
    'redirect-cancelled': messages.redirectCancelled,
    'apple-pay-failed': messages.applePayFailed,
    'methods-failed': messages.methodsFailed,
    error: checkoutMessages.generic
}

/** "applePayFailed" in the address (spec 001 §2.2) reports a failed Apple Pay payment. */
export const APPLE_PAY_FAILED_PARAM = 'applePayFailed'

export const applePayFailedIn = (search: string) => new URLSearchParams(search).has(APPLE_PAY_FAILED_PARAM)
