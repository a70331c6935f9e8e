import {useCallback} from 'react'
import {useRecaptcha} from '../session'

/**
 * The captcha for the gift card balance check (spec 000 §5: "Gift card balance checks send a captcha token
 * header"). One adapter over the storefront's reCAPTCHA: with the test site key (or none configured) it
 * yields the sandbox's documented test token, with a real key a fresh reCAPTCHA v3 token per check.
 */
const BALANCE_CAPTCHA_HEADER = 'x-recaptcha-token'
const BALANCE_CAPTCHA_ACTION = 'giftCardBalance'

export const useBalanceCaptcha = () => {
    const getToken = useRecaptcha()
    return useCallback(
        async () => ({[BALANCE_CAPTCHA_HEADER]: await getToken(BALANCE_CAPTCHA_ACTION)}),
        [getToken]
    )
}
