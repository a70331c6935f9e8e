import {useCallback} from 'react'
import {useRecaptcha} from '../../../commerce/session/recaptcha'

/** The header storefront controllers read the token from (sandbox and platform alike). */
const SIGN_UP_RECAPTCHA_HEADER = 'x-recaptcha-token'

/**
 * "A recaptcha token is requested per submit" (spec 001 §7.3): the storefront's reCAPTCHA adapter yields it
 * (the documented test token without a real site key), and this puts it in the controller's header.
 */
export const useSignUpRecaptcha = () => {
    const getToken = useRecaptcha()
    return useCallback(
        async (): Promise<Record<string, string>> => ({[SIGN_UP_RECAPTCHA_HEADER]: await getToken('signUp')}),
        [getToken]
    )
}
