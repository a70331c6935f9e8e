import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {notFound} from '../../core/errors'
import {challengePage, finishedPage, pageLocale, wrongCodeMessage} from './challenge-page'
import {pageSecurityHeaders} from './html'
import {withParams} from './return-url'
import {CHALLENGE_PATH, findAttempt, MAX_CHALLENGE_TRIES, settleChallenge, updateAttempt} from './simulator'

const REFERENCE = /^SBX[0-9A-F]{16}$/

/**
 * The hosted 3-D Secure challenge: GET shows it, POST completes or cancels it and sends the browser back to
 * the storefront's return URL with `redirectResult` (plus `orderNo`), which the storefront hands to
 * updatePaymentInstrumentForOrder.
 */
export const paymentRoutes = (router: Router, ctx: SandboxContext) => {
    const attemptOf = (reference: string) => {
        const attempt = REFERENCE.test(reference) ? findAttempt(ctx, reference) : undefined
        if (!attempt)
            throw notFound(
                'No payment challenge matches this address.',
                'challenge-not-found',
                'Challenge Not Found'
            )
        return attempt
    }
    const origin = (url: string) => new URL(url).origin

    /** The form posts back to the same address, so the page keeps the shopper's locale. */
    const actionOf = (reference: string, locale: string) =>
        `${CHALLENGE_PATH}/${reference}?locale=${encodeURIComponent(locale)}`

    router.get(`${CHALLENGE_PATH}/:reference`, (req, res) => {
        const attempt = attemptOf(req.params.reference)
        const locale = pageLocale(req.query.locale)
        const headers = pageSecurityHeaders(attempt.returnUrl ? [origin(attempt.returnUrl)] : [])
        if (attempt.status !== 'challenge' || (attempt.expiresAt ?? 0) < ctx.clock.now()) {
            res.set(headers)
                .status(410)
                .type('html')
                .send(
                    finishedPage(
                        'This verification has ended. Return to the shop to try again.',
                        locale,
                        attempt.returnUrl
                    )
                )
            return
        }
        res.set(headers)
            .type('html')
            .send(challengePage(attempt, actionOf(attempt.reference, locale), locale))
    })

    router.post(`${CHALLENGE_PATH}/:reference`, (req, res) => {
        const attempt = attemptOf(req.params.reference)
        const locale = pageLocale(req.query.locale)
        const returnUrl = attempt.returnUrl
        const headers = pageSecurityHeaders(returnUrl ? [origin(returnUrl)] : [])
        const body = (req.body ?? {}) as Record<string, unknown>
        const back = (token: string) =>
            returnUrl
                ? res
                      .set(headers)
                      .redirect(
                          303,
                          withParams(new URL(returnUrl), {redirectResult: token, orderNo: attempt.orderNo})
                      )
                : res.set(headers).type('html').send(finishedPage('Verification finished.', locale))
        if (attempt.status !== 'challenge') {
            res.set(headers)
                .status(410)
                .type('html')
                .send(finishedPage('This verification has already ended.', locale, returnUrl))
            return
        }
        if ((attempt.expiresAt ?? 0) < ctx.clock.now() || body.action === 'cancel') {
            back(settleChallenge(ctx, attempt.reference, 'cancelled'))
            return
        }
        const code = typeof body.code === 'string' ? body.code.trim() : ''
        if (code && code === attempt.challengeCode) {
            back(settleChallenge(ctx, attempt.reference, 'authenticated'))
            return
        }
        const tries = attempt.challengeTries + 1
        if (tries >= MAX_CHALLENGE_TRIES) {
            back(settleChallenge(ctx, attempt.reference, 'challenge_failed'))
            return
        }
        updateAttempt(ctx, attempt.reference, {challenge_tries: tries})
        res.set(headers)
            .status(400)
            .type('html')
            .send(
                challengePage(
                    {...attempt, challengeTries: tries},
                    actionOf(attempt.reference, locale),
                    locale,
                    wrongCodeMessage(locale, MAX_CHALLENGE_TRIES - tries)
                )
            )
    })
}
