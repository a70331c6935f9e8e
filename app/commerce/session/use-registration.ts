import {useCallback} from 'react'
import {useAccessToken, useCommerceApi, useShopperCustomersMutation} from '@salesforce/commerce-sdk-react'
import {trackSignUp} from '../../analytics/ecommerce'
import {ACCOUNT_MESSAGES, registrationErrorMessage} from '../../rules/account'
import {useControllerScope} from '../controllers/use-controller'
import type {LoginResult} from './login-sequence'
import {problemDetail} from './problem-detail'
import {RECAPTCHA_HEADER, useRecaptcha} from './recaptcha'
import {updateMarketingProfile} from './shopper-controllers'
import {useSession} from './use-session'

export interface Registration {
    firstName: string
    lastName: string
    email: string
    password: string
    /** Email marketing (c_subscribeMail). */
    marketingOptIn: boolean
    /** Printed brochure by post (c_subscribeBrochure). */
    brochureOptIn: boolean
}

/** Why an account was not created: the fixed sorry message for a login in use, else the server's detail. */
export class RegistrationError extends Error {
    readonly accountInUse: boolean
    constructor(message: string) {
        super(message)
        this.name = 'RegistrationError'
        this.accountInUse = message === ACCOUNT_MESSAGES.accountInUse
    }
}

/** Where the opt-in was given, recorded with it (c_optInFrom). */
export const OPT_IN_SOURCE = 'registration'

/**
 * Registration (spec 001 §4.1): create the account (with the reCAPTCHA token header), send a registration
 * event, log in, optionally record the brochure opt-in, update the marketing profile.
 */
export const useRegistration = () => {
    const {login} = useSession()
    const customers = useCommerceApi('shopperCustomers')
    const {getTokenWhenReady} = useAccessToken()
    const updateCustomer = useShopperCustomersMutation('updateCustomer')
    const recaptcha = useRecaptcha()
    const scope = useControllerScope()

    return useCallback(
        async (registration: Registration): Promise<LoginResult> => {
            const email = registration.email.trim()
            const [recaptchaToken, guestToken] = await Promise.all([
                recaptcha('register'),
                getTokenWhenReady()
            ])
            try {
                await customers.registerCustomer({
                    headers: {authorization: `Bearer ${guestToken}`, [RECAPTCHA_HEADER]: recaptchaToken},
                    body: {
                        customer: {
                            login: email,
                            email,
                            firstName: registration.firstName.trim(),
                            lastName: registration.lastName.trim(),
                            c_subscribeMail: registration.marketingOptIn,
                            c_optInFrom: OPT_IN_SOURCE
                        },
                        password: registration.password
                    }
                })
            } catch (error) {
                throw new RegistrationError(registrationErrorMessage(await problemDetail(error)))
            }
            trackSignUp({method: 'account', marketingOptIn: registration.marketingOptIn})
            const result = await login({email, password: registration.password, rememberMe: true})
            if (registration.brochureOptIn && result.customerId) {
                await updateCustomer
                    .mutateAsync({
                        parameters: {customerId: result.customerId},
                        body: {c_subscribeBrochure: true}
                    })
                    .catch((error: unknown) => console.error('Brochure opt-in was not recorded', error))
            }
            await updateMarketingProfile(scope, {
                email,
                accessToken: await getTokenWhenReady(),
                optIn: registration.marketingOptIn
            })
            return result
        },
        [customers, getTokenWhenReady, login, recaptcha, scope, updateCustomer]
    )
}
