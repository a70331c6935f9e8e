/** Account error wording (spec 001 §8). */
export const ACCOUNT_MESSAGES = {
    accountInUse: "Sorry, there was a problem and we couldn't create this account.",
    contextUpdateFailed: 'Error while updating context',
    noResponse: 'No response from server',
    emptyResponse: 'Empty response',
    backInStockFailed: "Sorry, we've had a problem adding you to the list. Please try again.",
    backInStockReminder: "We'll send a reminder to the address when this item is back in stock.",
    locationNotFound: 'Sorry, we could not find your location. Please search by postcode / town manually.',
    noLocationResults: 'Sorry, we could not find results for your search',
    generic: 'Something went wrong. Try again!'
} as const

/** "Registration: message matching 'login is already in use'" is shown as the fixed sorry message; other
 * errors show the server's detail. */
export const registrationErrorMessage = (detail: string | undefined): string => {
    if (!detail?.trim()) return ACCOUNT_MESSAGES.generic
    return /login is already in use/i.test(detail) ? ACCOUNT_MESSAGES.accountInUse : detail
}

/** "Login context refresh: message containing 'Recaptcha'" is rethrown; anything else is only logged. */
export const contextRefreshFailure = (message: string): 'rethrow' | 'log' =>
    message.includes('Recaptcha') ? 'rethrow' : 'log'

export type CustomerOrderClass = 'no orders' | 'single order' | 'multiple orders'

/** "Customer order class: no orders, single order, multiple orders" (spec 001 §3.1). */
export const customerOrderClass = (orderCount: number | undefined): CustomerOrderClass =>
    !orderCount || orderCount <= 0 ? 'no orders' : orderCount === 1 ? 'single order' : 'multiple orders'

/** "Insider status derives from membership of the customer group MKT_SBINSIDERS" (spec 001 §4.1). */
export const INSIDERS_GROUP = 'MKT_SBINSIDERS'
export const INSIDER_COOKIE_HOURS = 1
export const isInsider = (customerGroups: readonly string[] | undefined): boolean =>
    (customerGroups ?? []).includes(INSIDERS_GROUP)
