import type {SandboxModule} from '../../core/module'
import {accountControllersModule} from '../account-controllers'
import {mailOutboxModule} from '../mail-outbox'

/**
 * Account flows shared by SLAS, Shopper Customers and the account controllers: password reset (tokens and
 * mails), account mails, the reCAPTCHA stand-in and storefront links. It has no routes of its own.
 *
 * Register after `customersModule`/`slasModule` in `sandbox/modules/index.ts`:
 *
 *   ...ACCOUNT_MODULES   // mail outbox (+ GET /__sandbox/outbox) and the account controllers
 */
export const ACCOUNT_MODULES: SandboxModule[] = [mailOutboxModule, accountControllersModule]

export {requestPasswordReset, completePasswordReset} from './password-reset'
export {RECAPTCHA_TEST_TOKEN, RECAPTCHA_HEADERS, recaptchaFailure} from './recaptcha'
export {sendWelcomeMail, sendPasswordResetMail, sendPasswordChangedMail} from './account-mails'
export {storefrontUrl, sitePathPrefix} from './storefront-links'
