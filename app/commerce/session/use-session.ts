import {useCallback, useRef} from 'react'
import {useQueryClient} from '@tanstack/react-query'
import {AuthHelpers, useAuthHelper, useCustomerId, useCustomerType} from '@salesforce/commerce-sdk-react'
import {identifyCustomer} from '../../analytics/customer-data'
import {pushDataLayerEvent} from '../../analytics/data-layer'
import {deleteInsiderCookie} from './insider-cookie'
import {runLoginSequence, type LoginCredentials, type LoginResult} from './login-sequence'
import {CHECKOUT_STEP_AFTER_LOGOUT} from '../../rules/checkout/checkout-step'
import {emitSessionEvent} from './session-events'
import {clearShopperCaches} from './session-caches'
import {loginGate, sessionMemory} from './session-memory'
import {stopSessionClock} from './session-timing'
import {isWrongCredentials} from './token-errors'
import {useLoginSteps} from './use-login-steps'

const loginKey = (credentials?: LoginCredentials) =>
    credentials ? `credentials:${credentials.email.trim().toLowerCase()}` : 'session'

/**
 * The shopper's session (spec 001 §4.1) for any component: who is signed in, and login / logout. The commerce
 * SDK owns the tokens; this layer adds the storefront's sequence around them. Browser-only: the server never
 * renders shopper data, so `customerType` is null there and during hydration.
 */
export const useSession = () => {
    const queryClient = useQueryClient()
    const steps = useLoginSteps()
    const {customerType, isRegistered, isGuest} = useCustomerType()
    const customerId = useCustomerId()
    const logoutHelper = useAuthHelper(AuthHelpers.Logout)
    const logoutRef = useRef(logoutHelper)
    logoutRef.current = logoutHelper

    /**
     * Signs in with credentials when given; otherwise restores the session (the SDK refreshes when it holds a
     * refresh token, else starts a guest session). A login already running is reused.
     */
    const login = useCallback(
        async (credentials?: LoginCredentials): Promise<LoginResult> => {
            try {
                const result = await loginGate.run(loginKey(credentials), () =>
                    runLoginSequence(steps, credentials)
                )
                // The customer-data platform ties the shopper's events to who signed in (consent permitting).
                if (credentials) identifyCustomer(credentials.email)
                return result
            } catch (error) {
                if (credentials)
                    pushDataLayerEvent({
                        event: 'loginFailure',
                        login: {reason: isWrongCredentials(error) ? 'credentials' : 'error'}
                    })
                throw error
            }
        },
        [steps]
    )

    /**
     * Revokes the refresh token and clears stored auth (the SDK then starts a guest session), forgets the
     * shopper's data, sends the checkout back to step 1, deletes the insider cookie, then runs the guest
     * sequence (customer groups, context).
     */
    const logout = useCallback(async () => {
        await logoutRef.current.mutateAsync()
        clearShopperCaches(queryClient)
        emitSessionEvent('checkout-reset', {checkoutStep: CHECKOUT_STEP_AFTER_LOGOUT})
        deleteInsiderCookie()
        stopSessionClock()
        sessionMemory.forget()
        emitSessionEvent('logout')
        pushDataLayerEvent({event: 'logout'})
        identifyCustomer(undefined)
        try {
            await login()
        } catch (error) {
            console.error('Guest session after logout failed', error instanceof Error ? error.message : error)
        }
    }, [queryClient, login])

    return {
        customerType,
        customerId,
        isRegistered,
        isGuest,
        /** Null until the SDK has a session (always on the server). */
        isReady: customerType !== null,
        login,
        logout
    }
}
