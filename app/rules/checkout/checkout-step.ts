/** The shopper-facing checkout steps (spec 000 §2): 1 email or login; 2 shipping; 3 payment and billing. */
export type CheckoutStep = 1 | 2 | 3

export interface ShippingAddressFields {
    firstName?: string | null
    lastName?: string | null
    address1?: string | null
    city?: string | null
    postalCode?: string | null
    phone?: string | null
}

/** "A shipping address is complete only if firstName, lastName, address1, city, postalCode and phone are
 * non-blank" (spec 000 §4). */
export const REQUIRED_ADDRESS_FIELDS = [
    'firstName',
    'lastName',
    'address1',
    'city',
    'postalCode',
    'phone'
] as const

export const isAddressComplete = (address: ShippingAddressFields | null | undefined): boolean =>
    !!address && REQUIRED_ADDRESS_FIELDS.every((field) => !!address[field]?.trim())

export interface CheckoutState {
    /** The email the shopper gave (or their account email). */
    email?: string | null
    shippingAddress?: ShippingAddressFields | null
    shippingMethodId?: string | null
    isRegistered: boolean
    /** The basket's customerInfo.email. */
    basketEmail?: string | null
    /** False for a bag of digital gift cards only: nothing is posted, so no address or method is asked for. */
    needsDelivery?: boolean
}

/**
 * "step 1 if no email, no complete shipping address or no shipping method. Step 2 if those exist but the
 * customer is neither registered nor has a basket email. Otherwise step 3" (spec 000 §4).
 */
export const deriveCheckoutStep = (state: CheckoutState): CheckoutStep => {
    const delivered =
        state.needsDelivery === false ||
        (isAddressComplete(state.shippingAddress) && Boolean(state.shippingMethodId?.trim()))
    if (!state.email?.trim() || !delivered) return 1
    if (!state.isRegistered && !state.basketEmail?.trim()) return 2
    return 3
}

export interface AfterItemRemoval {
    step?: CheckoutStep
    clearShippingAddress: boolean
}

/** "Removing the last product item clears the shipping address and returns to step 1." */
export const afterItemRemoval = (remainingProductItems: number): AfterItemRemoval =>
    remainingProductItems <= 0 ? {step: 1, clearShippingAddress: true} : {clearShippingAddress: false}

/** "Checkout steps are 0 promocode, 1 shipping, 2 emailConfirmation, 3 payment (4 steps)" (spec 001 §4.1). */
export const CHECKOUT_PROGRESS_STEPS = {promocode: 0, shipping: 1, emailConfirmation: 2, payment: 3} as const
export type CheckoutProgressStep = keyof typeof CHECKOUT_PROGRESS_STEPS

/** The progress step a number stands for; out-of-range numbers mean the first step. */
export const checkoutProgressStepName = (index: number): CheckoutProgressStep =>
    (Object.keys(CHECKOUT_PROGRESS_STEPS) as CheckoutProgressStep[]).find(
        (name) => CHECKOUT_PROGRESS_STEPS[name] === index
    ) ?? 'promocode'

/** "Logout ... resets checkout step to 1" (spec 001 §4.1). */
export const CHECKOUT_STEP_AFTER_LOGOUT: CheckoutStep = 1
