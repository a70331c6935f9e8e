import type {Request, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {badRequest} from '../../core/errors'
import {recaptchaFailure} from '../accounts/recaptcha'
import {storefrontUrl} from '../accounts/storefront-links'
import {sendMail} from '../mail-outbox/outbox-store'
import {controllerPath, resolveController} from '../shell-controllers'
import {optionalCountry, optionalField, optionalFlag, requiredEmail} from './form'
import {findMarketingProfile, logMarketingEvent, saveMarketingProfile} from './marketing-store'

const MAX_EVENT_JSON = 16 * 1024

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

/** The event of a LogOptEvent call: the JSON body, or its `requestBody` member when wrapped. */
const optEventOf = (req: Request) => {
    const body: unknown = req.body
    const event = isObject(body) && isObject(body.requestBody) ? body.requestBody : body
    if (!isObject(event) || Object.keys(event).length === 0)
        throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
    if (JSON.stringify(event).length > MAX_EVENT_JSON) throw badRequest('The event is too large.')
    const identities = isObject(event.user_identities) ? event.user_identities : {}
    const email = typeof identities.email === 'string' ? identities.email.slice(0, 256) : undefined
    const name = event.event_name ?? event.eventName
    return {event, email, eventName: typeof name === 'string' ? name.slice(0, 128) : undefined}
}

export const mailingControllerRoutes = (router: Router, ctx: SandboxContext) => {
    // Newsletter and campaign sign-ups (reCAPTCHA-checked). A failed check is not an HTTP error: the answer is
    // success false with an error naming Recaptcha, which the sign-up form shows as a verification problem.
    router.post(controllerPath('PWA-MailingLists'), (req, res) => {
        const {site, locale} = resolveController(ctx, req)
        res.set('Cache-Control', 'private, no-store')
        const recaptcha = recaptchaFailure(req)
        if (recaptcha) {
            res.json({success: false, error: recaptcha, result: {emailSubscribed: false}})
            return
        }
        const email = requiredEmail(req)
        const country = optionalCountry(req) ?? site.country
        const source = optionalField(req, 'mailingListSource', 64)
        const optIn = optionalFlag(req, 'optInValue') ?? true
        const wasSubscribed = findMarketingProfile(ctx, email)?.subscribed ?? false
        saveMarketingProfile(ctx, email, {subscribed: optIn, country, ...(source ? {source} : {})})
        if (optIn && !wasSubscribed) {
            sendMail(ctx, {
                to: email,
                subject: 'You are on the VELA list',
                kind: 'mailing-list',
                siteId: site.id,
                content: {
                    heading: 'Thanks for signing up',
                    paragraphs: ['You will be the first to hear about new collections, events and offers.'],
                    action: {label: 'Shop new in', url: storefrontUrl(site.id, '/', locale)}
                }
            })
        }
        res.json({success: true, error: '', result: {emailSubscribed: optIn}})
    })

    // Opt events for the customer-data platform (a stand-in): validated, logged, acknowledged.
    router.post(controllerPath('PWA_mParticle-LogOptEvent'), (req, res) => {
        resolveController(ctx, req)
        const {event, email, eventName} = optEventOf(req)
        logMarketingEvent(ctx, {...(email ? {email} : {}), ...(eventName ? {eventName} : {}), payload: event})
        res.set('Cache-Control', 'private, no-store').json({success: true})
    })
}
