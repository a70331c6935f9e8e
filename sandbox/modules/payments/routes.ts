import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {notFound} from '../../core/errors'
import {challengePage, finishedPage, pageLocale, wrongCodeMessage} from './challenge-page'
import {HOSTED_PATH, hostedPaymentPage, RESULT_CODES, type HostedDecision} from './hosted-payment'
import {pageSecurityHeaders} from './html'
import {withParams} from './return-url'
import {CHALLENGE_PATH, findAttempt, MAX_CHALLENGE_TRIES, settleChallenge, updateAttempt} from './simulator'

const REFERENCE = /^SBX[0-9A-F]{16}$/

/**
 * The hosted 3-D Secure challenge: GET shows it, POST completes or cancels it and sends the browser back to
 * the storefront's return URL with `redirectResult` (plus `orderNo`), which the storefront hands to
 * updatePaymentInstrumentForOrder. The hosted payment page of redirect methods works the same way and
 * returns `payload`, `resultCode` and `type=complete` (hosted-payment.ts).
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

    const DECISIONS: HostedDecision[] = ['approve', 'cancel', 'decline']
    const ended = (
        res: import('express').Response,
        headers: Record<string, string>,
        returnUrl: string | undefined,
        locale: string
    ) =>
        res
            .set(headers)
            .status(410)
            .type('html')
            .send(finishedPage('This payment has ended. Return to the shop to try again.', locale, returnUrl))

    router.get(`${HOSTED_PATH}/:reference`, (req, res) => {
        const attempt = attemptOf(req.params.reference)
        const headers = pageSecurityHeaders(attempt.returnUrl ? [origin(attempt.returnUrl)] : [])
        if (attempt.status !== 'challenge' || (attempt.expiresAt ?? 0) < ctx.clock.now()) {
            ended(res, headers, attempt.returnUrl, pageLocale(req.query.locale))
            return
        }
        res.set(headers)
            .type('html')
            .send(hostedPaymentPage(attempt, `${HOSTED_PATH}/${attempt.reference}`))
    })

    router.post(`${HOSTED_PATH}/:reference`, (req, res) => {
        const attempt = attemptOf(req.params.reference)
        const returnUrl = attempt.returnUrl
        const headers = pageSecurityHeaders(returnUrl ? [origin(returnUrl)] : [])
        const value = (req.body as Record<string, unknown> | undefined)?.decision
        const decision = DECISIONS.find((candidate) => candidate === value)
        if (attempt.status !== 'challenge' || !returnUrl) {
            ended(res, headers, returnUrl, pageLocale(req.query.locale))
            return
        }
        // An expired page counts as cancelled: the shopper never decided.
        const chosen: HostedDecision =
            (attempt.expiresAt ?? 0) < ctx.clock.now() ? 'cancel' : decision ?? 'cancel'
        const status = chosen === 'approve' ? 'authenticated' : chosen === 'cancel' ? 'cancelled' : 'refused'
        const payload = settleChallenge(ctx, attempt.reference, status)
        res.set(headers).redirect(
            303,
            withParams(new URL(returnUrl), {
                payload,
                resultCode: RESULT_CODES[chosen],
                type: 'complete',
                orderNo: attempt.orderNo
            })
        )
    })
}
