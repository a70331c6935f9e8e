import type {Request} from 'express'
import {ApiError} from '../../core/errors'
import {recaptchaFailure, RECAPTCHA_TEST_TOKEN} from '../accounts/recaptcha'

/**
 * The captcha gate of the gift card balance check, using the sandbox's shared reCAPTCHA stand-in: the token
 * goes in `x-recaptcha-token` (or `c_x-recaptcha-token`); only the documented test token passes.
 */
export const CAPTCHA_TEST_TOKEN = RECAPTCHA_TEST_TOKEN

export const requireCaptcha = (req: Request) => {
    const failure = recaptchaFailure(req)
    if (failure) throw new ApiError(403, 'recaptcha-failed', 'Recaptcha Failed', failure)
}
