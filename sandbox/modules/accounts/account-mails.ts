import type {SandboxContext} from '../../core/context'
import type {CustomerRecord} from '../customers/store'
import {RESET_TOKEN_TTL_MINUTES} from '../customers/reset-tokens'
import {sendMail} from '../mail-outbox/outbox-store'
import {storefrontUrl} from './storefront-links'

/** Mails about the account itself. Shopper-provided text (names) is escaped by the outbox renderer. */
const BRAND = 'VELA'

const greeting = (customer: CustomerRecord) => `Hi ${customer.firstName || 'there'},`

export const sendPasswordResetMail = (
    ctx: SandboxContext,
    customer: CustomerRecord,
    link: string,
    siteId: string
) =>
    sendMail(ctx, {
        to: customer.email,
        subject: `Reset your ${BRAND} password`,
        kind: 'password-reset',
        siteId,
        content: {
            heading: 'Reset your password',
            paragraphs: [
                greeting(customer),
                `We received a request to reset the password of your ${BRAND} account. Use the link below to choose a new one.`
            ],
            action: {label: 'Reset password', url: link},
            footnote: `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for a new password, you can ignore this email.`
        }
    })

export const sendPasswordChangedMail = (ctx: SandboxContext, customer: CustomerRecord, siteId?: string) =>
    sendMail(ctx, {
        to: customer.email,
        subject: `Your ${BRAND} password has been changed`,
        kind: 'password-changed',
        ...(siteId ? {siteId} : {}),
        content: {
            heading: 'Your password has been changed',
            paragraphs: [
                greeting(customer),
                `The password of your ${BRAND} account was just changed, and every device signed in with the old one has been signed out.`,
                'If this was not you, reset your password straight away.'
            ]
        }
    })

export const sendWelcomeMail = (ctx: SandboxContext, customer: CustomerRecord, siteId: string) =>
    sendMail(ctx, {
        to: customer.email,
        subject: `Welcome to ${BRAND}`,
        kind: 'registration',
        siteId,
        content: {
            heading: `Welcome to ${BRAND}`,
            paragraphs: [
                greeting(customer),
                `Your ${BRAND} account is ready. Sign in with ${customer.login}.`
            ],
            action: {label: 'Go to my account', url: storefrontUrl(siteId, '/account')}
        }
    })
