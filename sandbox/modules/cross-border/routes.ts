import type {Request, Response, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {ApiError} from '../../core/errors'
import {pageSecurityHeaders} from '../payments/html'
import {allowedReturnUrl} from '../payments/return-url'
import {
    draftState,
    messageOf,
    openSession,
    placeCrossBorderOrder,
    quote,
    type CheckoutSession
} from './checkout'
import {checkoutPage} from './page'

export const CROSS_BORDER_CHECKOUT_PATH = '/cross-border/checkout'
const SITE_PREFIX = /^(\/[a-z]{2})?$/

const paramsOf = (req: Request): Record<string, unknown> =>
    (req.method === 'POST' ? req.body ?? {} : req.query) as Record<string, unknown>

/** Where the shopper lands after paying: the storefront's cross-border confirmation page, with the site prefix. */
const confirmationUrl = (params: Record<string, unknown>, orderNo: string) => {
    const base = allowedReturnUrl(params.returnUrl, 'returnUrl')
    const prefix =
        typeof params.sitePrefix === 'string' && SITE_PREFIX.test(params.sitePrefix) ? params.sitePrefix : ''
    return `${base.origin}${base.pathname.replace(
        /\/+$/,
        ''
    )}${prefix}/checkout-globale/confirmation/${encodeURIComponent(orderNo)}`
}

export const crossBorderRoutes = (router: Router, ctx: SandboxContext) => {
    const render = (
        res: Response,
        session: CheckoutSession,
        params: Record<string, unknown>,
        status = 200,
        error?: string,
        values?: Record<string, string>
    ) => {
        const summary = quote(ctx, session, draftState(session))
        const returnUrl = allowedReturnUrl(params.returnUrl, 'returnUrl')
        res.set(pageSecurityHeaders([returnUrl.origin]))
            .status(status)
            .type('html')
            .send(
                checkoutPage({
                    action: CROSS_BORDER_CHECKOUT_PATH,
                    hidden: {
                        merchantToken: String(params.merchantToken),
                        basketUUID: String(params.basketUUID),
                        glCountry: session.country,
                        glCurrency: session.currency,
                        returnUrl: returnUrl.toString(),
                        sitePrefix: typeof params.sitePrefix === 'string' ? params.sitePrefix : ''
                    },
                    currency: session.currency,
                    country: session.country,
                    ...summary,
                    ...(values ? {values} : {}),
                    ...(error ? {error} : {})
                })
            )
    }

    router.get(CROSS_BORDER_CHECKOUT_PATH, (req, res) => {
        const params = paramsOf(req)
        render(res, openSession(ctx, params), params)
    })

    router.post(CROSS_BORDER_CHECKOUT_PATH, (req, res) => {
        const params = paramsOf(req)
        const session = openSession(ctx, params)
        allowedReturnUrl(params.returnUrl, 'returnUrl')
        const values = Object.fromEntries(
            ['email', 'firstName', 'lastName', 'address1', 'city', 'postalCode', 'phone'].map((key) => [
                key,
                typeof params[key] === 'string' ? String(params[key]).slice(0, 200) : ''
            ])
        )
        try {
            const result = placeCrossBorderOrder(ctx, session, params)
            if ('orderNo' in result && result.orderNo) {
                res.set(pageSecurityHeaders()).redirect(303, confirmationUrl(params, result.orderNo))
                return
            }
            render(
                res,
                openSession(ctx, params),
                params,
                402,
                `The payment was declined (${String(result.refused)}). Try another card.`,
                values
            )
        } catch (error) {
            if (!(error instanceof ApiError)) throw error
            render(res, session, params, 400, messageOf(error), values)
        }
    })
}
