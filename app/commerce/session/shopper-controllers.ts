import {ACCOUNT_MESSAGES, contextRefreshFailure, type SetContextParams} from '../../rules/account'
import {callController, type ControllerScope} from '../controllers/controller-client'

/** The storefront-controller calls of the login sequence (spec 001 §7.3). */

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** "sync marketing status": best effort, a marketing outage never blocks a sign-in. */
export const syncMarketingStatus = async (scope: ControllerScope, email: string) => {
    try {
        await callController(scope, 'PWA-SyncBraze', {method: 'POST', form: {email}})
    } catch (error) {
        console.error('Marketing status sync failed', errorMessage(error))
    }
}

export interface MarketingProfileUpdate {
    email: string
    accessToken: string
    optIn?: boolean
    insidersOptIn?: boolean
    /** Customer-data platform id, when known. */
    mpid?: string
}

interface ProfileResponse {
    success?: boolean
    error?: string
    customerGroups?: string[]
}

/** POST PWA-UpdateProfileApi: records opt-ins and answers with the customer's groups (undefined on failure). */
export const updateMarketingProfile = async (
    scope: ControllerScope,
    {email, accessToken, optIn, insidersOptIn, mpid}: MarketingProfileUpdate
): Promise<string[] | undefined> => {
    const form: Record<string, string> = {email, skipServiceUpdate: 'false'}
    if (optIn !== undefined) form.optIn = String(optIn)
    if (insidersOptIn !== undefined) form.insidersOptIn = String(insidersOptIn)
    if (mpid) form.mpid = mpid
    try {
        const response = await callController<ProfileResponse>(scope, 'PWA-UpdateProfileApi', {
            method: 'POST',
            form,
            accessToken
        })
        if (response.success === false) console.error('Marketing profile update refused', response.error)
        return response.customerGroups
    } catch (error) {
        console.error('Marketing profile update failed', errorMessage(error))
        return undefined
    }
}

/** GET PWA-GetCustomerGroups (query src): "A guest gets the customer group fetched". */
export const fetchCustomerGroups = async (
    scope: ControllerScope,
    accessToken: string,
    params: {src?: string} = {}
): Promise<string[] | undefined> => {
    try {
        const response = await callController<{sfGroups?: string[]}>(scope, 'PWA-GetCustomerGroups', {
            params,
            accessToken
        })
        return response.sfGroups
    } catch (error) {
        console.error('Customer groups could not be read', errorMessage(error))
        return undefined
    }
}

/** Wait between the two PWA-SetContext attempts (spec 001 §7.3). */
export const CONTEXT_RETRY_MS = 1000

const contextFailure = (error: unknown) => {
    const message = errorMessage(error)
    if (contextRefreshFailure(message) === 'rethrow') throw error
    console.error(ACCOUNT_MESSAGES.contextUpdateFailed, message)
}

/**
 * PWA-SetContext with the page's context (spec 001 §7.3: all eleven parameters), whose response is read for a
 * token and tried once more after 1 s when it has none. A failure mentioning Recaptcha is rethrown; any other
 * is logged as 'Error while updating context' (spec 001 §8).
 */
export const setContext = async (
    scope: ControllerScope,
    params: SetContextParams,
    accessToken: string,
    wait: (ms: number) => Promise<void>
): Promise<string | undefined> => {
    const call = () => callController<{token?: string}>(scope, 'PWA-SetContext', {params, accessToken})
    try {
        const first = await call()
        if (first.token) return first.token
        await wait(CONTEXT_RETRY_MS)
        return (await call()).token
    } catch (error) {
        contextFailure(error)
        return undefined
    }
}

/**
 * PWA-UpdateContext (glCountry, glCurrency, uuid): after a sign-in the platform re-reads the shopper's
 * context and answers with their customer groups (undefined on failure).
 */
export const updateContext = async (
    scope: ControllerScope,
    params: {glCountry?: string; glCurrency?: string; uuid?: string},
    accessToken: string
): Promise<string[] | undefined> => {
    try {
        const response = await callController<{customerGroups?: string[]}>(scope, 'PWA-UpdateContext', {
            params,
            accessToken
        })
        return response.customerGroups
    } catch (error) {
        contextFailure(error)
        return undefined
    }
}
