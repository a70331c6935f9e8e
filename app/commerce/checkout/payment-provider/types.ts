/**
 * The payment-provider seam (spec 000 §7 "card data with c_adyen* fields"): whatever takes the card, the
 * storefront ends up with the provider's state data (encrypted card fields) plus what it may show or keep
 * (brand, last digits, holder, expiry). Two implementations, chosen by `app.payment.provider`:
 * `sandbox` (the storefront's own card fields, values marked with the provider's documented test prefix) and
 * `adyen` (the provider's hosted secure fields from its web library, loaded on the payment step only).
 */
export interface CardDetails {
    brand?: string
    lastDigits?: string
    holder?: string
    expiryMonth?: number
    expiryYear?: number
}

/** The provider's state data for a card: `paymentMethod` with encrypted fields, and the browser's details. */
export interface CardStateData {
    paymentMethod: Record<string, unknown> & {type: string}
    browserInfo?: Record<string, unknown>
}

/** A new card, protected for the provider. The full number never leaves the provider's fields or memory. */
export interface ProtectedCard {
    kind: 'new'
    stateData: CardStateData
    details: CardDetails
    /** Registered shoppers may keep the card (`c_storePaymentMethod`). */
    save: boolean
}

/** Hosted card fields mounted in the page; `collect` shows their errors and answers undefined if incomplete. */
export interface HostedCardFields {
    collect: () => ProtectedCard | undefined
    unmount: () => void
}

export interface HostedCardOptions {
    clientKey: string
    environment: string
    locale: string
    countryCode: string
    /** Minor units. */
    amount: {value: number; currency: string}
    allowSave: boolean
    /** Called when the fields' validity changes (to enable the submit button, announce errors...). */
    onChange?: (valid: boolean) => void
}

/** The card as typed into the storefront's own fields (sandbox provider only). */
export interface TypedCard {
    number: string
    holder: string
    /** "MM/YY" as typed. */
    expiry: string
    securityCode: string
    save?: boolean
}

export interface PaymentProvider {
    id: 'sandbox' | 'adyen'
    /** The storefront's own card fields, protected for the provider. */
    protectTypedCard?: (card: TypedCard) => ProtectedCard
    /** The provider's hosted card fields, mounted into `container`. */
    mountCardFields?: (container: HTMLElement, options: HostedCardOptions) => Promise<HostedCardFields>
}
