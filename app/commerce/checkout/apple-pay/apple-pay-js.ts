/**
 * The parts of Apple Pay JS the storefront uses (Safari's `window.ApplePaySession`, version 3). TypeScript's
 * DOM library does not describe it, so the shapes are declared here.
 */
export interface ApplePayLineItem {
    label: string
    amount: string
    type?: 'final' | 'pending'
}

export interface ApplePayShippingMethod {
    label: string
    detail?: string
    amount: string
    identifier: string
}

export interface ApplePayError {
    code: string
    contactField?: string
    message?: string
}

export interface ApplePayPaymentRequest {
    countryCode: string
    currencyCode: string
    merchantCapabilities: string[]
    supportedNetworks: string[]
    total: ApplePayLineItem
    lineItems?: ApplePayLineItem[]
    shippingMethods?: ApplePayShippingMethod[]
    shippingType?: string
    requiredBillingContactFields?: string[]
    requiredShippingContactFields?: string[]
}

/** What the platform answers to a pick in the sheet. */
export interface ApplePaySheetUpdate {
    newTotal: ApplePayLineItem
    newLineItems?: ApplePayLineItem[]
    newShippingMethods?: ApplePayShippingMethod[]
    errors?: ApplePayError[]
}

export interface ApplePayPayment {
    token: {paymentData: unknown; paymentMethod: unknown; transactionIdentifier: string}
    billingContact?: unknown
    shippingContact?: unknown
}

export interface ApplePaySessionLike {
    begin(): void
    abort(): void
    completeMerchantValidation(merchantSession: unknown): void
    completeShippingContactSelection(update: ApplePaySheetUpdate): void
    completeShippingMethodSelection(update: ApplePaySheetUpdate): void
    completePaymentMethodSelection(update: ApplePaySheetUpdate): void
    completePayment(result: {status: number; errors?: ApplePayError[]}): void
    onvalidatemerchant: ((event: {validationURL: string}) => void) | null
    onshippingcontactselected: ((event: {shippingContact: unknown}) => void) | null
    onshippingmethodselected: ((event: {shippingMethod: ApplePayShippingMethod}) => void) | null
    onpaymentmethodselected: ((event: {paymentMethod: unknown}) => void) | null
    onpaymentauthorized: ((event: {payment: ApplePayPayment}) => void) | null
    oncancel: ((event: unknown) => void) | null
}

export interface ApplePaySessionConstructor {
    new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike
    canMakePayments(): boolean
    supportsVersion?(version: number): boolean
    readonly STATUS_SUCCESS: number
    readonly STATUS_FAILURE: number
}

export const APPLE_PAY_VERSION = 3

/** The browser's ApplePaySession, when this device can pay with Apple Pay. */
export const applePaySession = (): ApplePaySessionConstructor | undefined => {
    if (typeof window === 'undefined') return undefined
    const session = (window as unknown as {ApplePaySession?: ApplePaySessionConstructor}).ApplePaySession
    try {
        if (!session || (session.supportsVersion && !session.supportsVersion(APPLE_PAY_VERSION)))
            return undefined
        return session.canMakePayments() ? session : undefined
    } catch {
        // Safari throws outside a secure context: no Apple Pay there.
        return undefined
    }
}
