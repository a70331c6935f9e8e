/**
 * The payment methods the sandbox platform takes, by the ids the storefront sends (`paymentMethodId`), and the
 * payment provider's type for each (`c_adyenPaymentMethod`). Cards and gift certificates are paid on the spot;
 * PayPal, Klarna and Afterpay send the shopper to the provider's hosted page (hosted-payment.ts); Apple Pay is
 * paid through the Apple Pay controllers only.
 */
export const CARD_METHOD = 'CREDIT_CARD'
export const GIFT_CERTIFICATE_METHOD = 'SB_GIFT_CERTIFICATE'
export const PAYPAL_METHOD = 'PayPal'
export const KLARNA_METHOD = 'KLARNA_PAYMENTS'
export const AFTERPAY_METHOD = 'AFTERPAY_PBI'
export const APPLE_PAY_METHOD = 'DW_APPLE_PAY'

/** Accepted spellings of the card and gift certificate methods. */
export const CARD_METHOD_ALIASES = [CARD_METHOD, 'scheme', 'AdyenComponent', 'CREDIT_CARD_ADYEN']
export const GIFT_CERTIFICATE_ALIASES = [GIFT_CERTIFICATE_METHOD, 'GIFT_CERTIFICATE']

export interface RedirectMethod {
    id: string
    name: string
    /** The provider's payment method type (`c_adyenPaymentMethod`). */
    providerType: string
}

/** Methods paid on the provider's hosted page (the shopper approves, cancels or is refused there). */
export const REDIRECT_METHODS: Record<string, RedirectMethod> = {
    [PAYPAL_METHOD]: {id: PAYPAL_METHOD, name: 'PayPal', providerType: 'paypal'},
    [KLARNA_METHOD]: {id: KLARNA_METHOD, name: 'Klarna', providerType: 'klarna'},
    [AFTERPAY_METHOD]: {id: AFTERPAY_METHOD, name: 'Afterpay', providerType: 'afterpaytouch'}
}

const REDIRECT_ALIASES: Record<string, string> = {
    PAYPAL: PAYPAL_METHOD,
    paypal: PAYPAL_METHOD,
    KLARNA: KLARNA_METHOD,
    klarna: KLARNA_METHOD,
    AFTERPAY: AFTERPAY_METHOD,
    afterpaytouch: AFTERPAY_METHOD
}

/** The redirect method an id (or one of its spellings) names. */
export const redirectMethodOf = (id: string | undefined): RedirectMethod | undefined =>
    id ? REDIRECT_METHODS[id] ?? REDIRECT_METHODS[REDIRECT_ALIASES[id] ?? ''] : undefined

export const isApplePayMethod = (id: string | undefined) => id === APPLE_PAY_METHOD || id === 'applepay'

/** Everything that is not a gift certificate pays "the rest": one such instrument per basket and order. */
export const isGiftCertificateMethod = (id: string | undefined) =>
    !!id && GIFT_CERTIFICATE_ALIASES.includes(id)

export const CARD_BRANDS = [
    {cardType: 'Visa', name: 'Visa', numberLength: [13, 16, 19], securityCodeLength: 3},
    {cardType: 'Mastercard', name: 'Mastercard', numberLength: [16], securityCodeLength: 3},
    {cardType: 'American Express', name: 'American Express', numberLength: [15], securityCodeLength: 4},
    {cardType: 'Discover', name: 'Discover', numberLength: [16, 19], securityCodeLength: 3}
].map((card) => ({...card, checksumVerificationEnabled: true}))
