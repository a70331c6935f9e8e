import type {IntegrationsConfig} from '../../config/types'
import type {CustomerDataAdapter, CustomerDataEvent} from '../../analytics/customer-data'
import {loadScript} from '../script-loader'

/** The customer-data platform's web SDK as it puts itself on window. */
interface CustomerDataSdk {
    EventType: Record<'Navigation' | 'Transaction' | 'UserPreference' | 'Other', number>
    init(apiKey: string, config: {isDevelopmentMode: boolean; logLevel: 'verbose' | 'none'}): void
    logEvent(name: string, type: number, attributes?: Record<string, unknown>): void
    Identity: {login(request: {userIdentities: {email: string}}): void; logout(request: object): void}
}

declare global {
    interface Window {
        mParticle?: CustomerDataSdk
    }
}

const EVENT_TYPES: Record<NonNullable<CustomerDataEvent['type']>, keyof CustomerDataSdk['EventType']> = {
    navigation: 'Navigation',
    transaction: 'Transaction',
    user_preference: 'UserPreference',
    other: 'Other'
}

/**
 * The customer-data platform's browser adapter: loads the SDK from configuration (the sandbox's stand-in,
 * or the vendor's in production) and maps the storefront's events onto it. `verbose` is the `mplog` runtime
 * flag: the SDK then logs every event to the console.
 */
export const createCustomerDataAdapter = async (
    config: IntegrationsConfig['customerData'],
    verbose: boolean
): Promise<CustomerDataAdapter> => {
    await loadScript(config.scriptUrl)
    const sdk = window.mParticle
    if (!sdk) throw new Error('The customer-data SDK did not start')
    sdk.init(config.apiKey, {isDevelopmentMode: false, logLevel: verbose ? 'verbose' : 'none'})
    return {
        logEvent: ({name, type = 'other', attributes}) =>
            sdk.logEvent(name, sdk.EventType[EVENT_TYPES[type]], attributes),
        identify: (email) => (email ? sdk.Identity.login({userIdentities: {email}}) : sdk.Identity.logout({}))
    }
}
