import {consentStore} from '../engagement/consent/consent-store'
import {isFeatureAllowed} from '../rules/engagement/consent'

/**
 * The customer-data platform's browser events (spec 001 §7.3), through an adapter: the platform's web SDK
 * (the vendor's in production, the sandbox's stand-in locally, both by configuration) is connected with
 * `connectCustomerData` once the shopper allows group C0003 (integrations/use-third-party-services.ts).
 * Until then events wait in a short queue; without that consent nothing is ever sent. Server-side
 * marketing events (sign-up opt-ins) go through the store controllers instead (marketing-events.ts).
 */
export interface CustomerDataEvent {
    name: string
    type?: 'navigation' | 'transaction' | 'user_preference' | 'other'
    attributes?: Record<string, string | number | boolean>
}

export interface CustomerDataAdapter {
    logEvent(event: CustomerDataEvent): void
    identify(email: string | undefined): void
}

type Call = (adapter: CustomerDataAdapter) => void
const MAX_PENDING = 50
let adapter: CustomerDataAdapter | undefined
const pending: Call[] = []

/** Customer-data platform consent (group C0003), read when the call would leave the page. */
const allowed = () => isFeatureAllowed('customerData', consentStore.get().groups)

const run = (call: Call) => {
    if (typeof window === 'undefined') return
    if (!adapter) {
        if (pending.length < MAX_PENDING) pending.push(call)
        return
    }
    if (allowed()) call(adapter)
}

export const connectCustomerData = (next: CustomerDataAdapter | undefined) => {
    adapter = next
    if (next) pending.splice(0).forEach(run)
}

/** Logs a custom event with the customer-data platform (consent permitting). */
export const logCustomerDataEvent = (event: CustomerDataEvent) => run((target) => target.logEvent(event))

/** Tells the platform who the shopper is after sign-in or sign-up (undefined after sign-out). */
export const identifyCustomer = (email: string | undefined) => run((target) => target.identify(email))
