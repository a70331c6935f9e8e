/**
 * Payment methods a basket offers. Cards and gift certificates work in the sandbox; the wallet and pay-later
 * methods are listed (the storefront decides per region whether to show them) but refused when used, since
 * their providers have no local stand-in.
 */
export const CARD_METHOD = 'CREDIT_CARD'
export const GIFT_CERTIFICATE_METHOD = 'SB_GIFT_CERTIFICATE'

/** Accepted spellings of the two working methods. */
export const CARD_METHOD_ALIASES = [CARD_METHOD, 'scheme', 'AdyenComponent', 'CREDIT_CARD_ADYEN']
export const GIFT_CERTIFICATE_ALIASES = [GIFT_CERTIFICATE_METHOD, 'GIFT_CERTIFICATE']

export const UNAVAILABLE_METHODS: Record<string, string> = {
    PayPal: 'PayPal',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS: 'Klarna',
    AFTERPAY_PBI: 'Afterpay',
    AFTERPAY: 'Afterpay',
    DW_APPLE_PAY: 'Apple Pay'
}

const CARDS = [
    {cardType: 'Visa', name: 'Visa', numberLength: [13, 16, 19], securityCodeLength: 3},
    {cardType: 'Mastercard', name: 'Mastercard', numberLength: [16], securityCodeLength: 3},
    {cardType: 'American Express', name: 'American Express', numberLength: [15], securityCodeLength: 4},
    {cardType: 'Discover', name: 'Discover', numberLength: [16, 19], securityCodeLength: 3}
].map((card) => ({...card, checksumVerificationEnabled: true}))

export const applicablePaymentMethods = (siteId: string, digitalGiftCardBasket: boolean) => [
    {id: CARD_METHOD, name: 'Credit Card', cards: CARDS, c_sandboxSupported: true},
    ...(digitalGiftCardBasket
        ? []
        : [{id: GIFT_CERTIFICATE_METHOD, name: 'Gift Card', c_sandboxSupported: true}]),
    {id: 'PayPal', name: 'PayPal', c_sandboxSupported: false},
    {id: 'DW_APPLE_PAY', name: 'Apple Pay', c_sandboxSupported: false},
    ...(siteId === 'vela-gb' || siteId === 'vela-eu'
        ? [{id: 'KLARNA_PAYMENTS', name: 'Klarna', c_sandboxSupported: false}]
        : []),
    ...(siteId !== 'vela-eu' ? [{id: 'AFTERPAY_PBI', name: 'Afterpay', c_sandboxSupported: false}] : [])
]
