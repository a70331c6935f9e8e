import {useCallback, useState} from 'react'
import {useIntl} from 'react-intl'
import {trackSignUp} from '../../../analytics/ecommerce'
import {
    sendMarketingEvent,
    type MarketingAnswer,
    type MarketingEvent
} from '../../../analytics/marketing-events'
import {callController} from '../../../commerce/controllers/controller-client'
import {useControllerScope} from '../../../commerce/controllers/use-controller'
import {useSite} from '../../../site/site-context'
import {useSignUpRecaptcha} from './recaptcha-header'
import {
    flowFor,
    FOLLOW_UP_DELAYS,
    insidersDobForm,
    isRecaptchaError,
    mailingListForm,
    namedValue,
    npsEvent,
    smsOptInEvent,
    type Answer,
    type SignUpContext
} from './sign-up-flow'

export type DobResult = 'loading' | 'exists' | 'added'

export type SubmitState =
    | {status: 'idle'; recaptchaFailed?: boolean}
    | {status: 'submitting'}
    | {status: 'success'; dob?: DobResult}

interface ControllerAnswer {
    success?: boolean
    error?: string
    result?: {dobExists?: boolean; dobAdded?: boolean}
}

/** "success false throws server error" (spec 001 §8); a missing error text is the generic failure. */
const ensureSuccess = (answer: ControllerAnswer) => {
    if (answer.success === false) throw new Error(answer.error || 'Request failed')
    return answer
}

const later = (ms: number, task: () => Promise<unknown>) =>
    setTimeout(() => {
        task().catch((error: unknown) => console.error('[sign-up] follow-up failed', error))
    }, ms)

/**
 * Sends a sign-up by its campaign's flow (spec 001 §4.7, §7.3): the mailing list (with a reCAPTCHA token),
 * the insiders date-of-birth check, or the survey's customer-data event; then the follow-ups (SMS opt-in 2 s
 * later, insiders date of birth 2–2.5 s later). A Recaptcha failure is shown to the shopper; other failures
 * are only logged (spec 001 §8).
 */
export const useSignUpSubmit = (campaignName: string) => {
    const intl = useIntl()
    const {site} = useSite()
    const scope = useControllerScope()
    const recaptcha = useSignUpRecaptcha()
    const [state, setState] = useState<SubmitState>({status: 'idle'})

    const submit = useCallback(
        async (answers: Answer[], phoneShown: boolean) => {
            const context: SignUpContext = {
                campaignName,
                siteCountry: site.country,
                locale: intl.locale,
                now: new Date()
            }
            const flow = flowFor(campaignName)
            const post = async (endpoint: string, request: Parameters<typeof callController>[2]) =>
                ensureSuccess(
                    await callController<ControllerAnswer>(scope, endpoint, {method: 'POST', ...request})
                )
            const logOptEvent = (event: MarketingEvent) =>
                sendMarketingEvent(
                    (body) =>
                        callController<MarketingAnswer>(scope, 'PWA_mParticle-LogOptEvent', {
                            method: 'POST',
                            body
                        }),
                    event
                )
            setState({status: 'submitting'})
            try {
                if (flow === 'nps') {
                    await logOptEvent(npsEvent(answers, context))
                    setState({status: 'success'})
                    return
                }
                if (flow === 'dob-check') {
                    const form = insidersDobForm(answers, context)
                    setState({status: 'success', dob: 'loading'})
                    const answer = form ? await post('PWA-InsidersDOB', {form}) : undefined
                    setState({status: 'success', dob: answer?.result?.dobExists ? 'exists' : 'added'})
                    return
                }
                const headers = await recaptcha()
                const form = mailingListForm(answers, context, flow)
                await post('PWA-MailingLists', {form, headers})
                setState({status: 'success'})
                trackSignUp({method: campaignName, marketingOptIn: form.optInValue !== 'false'})
                const email = namedValue(answers, 'Email')
                const phone = namedValue(answers, 'Phone')
                if (phoneShown && /\d/.test(phone)) {
                    later(FOLLOW_UP_DELAYS.smsOptInMs, () =>
                        logOptEvent(smsOptInEvent(email, phone, context))
                    )
                }
                const dob = flow === 'insiders' ? insidersDobForm(answers, context) : undefined
                if (dob) {
                    const {insidersMinMs, insidersMaxMs} = FOLLOW_UP_DELAYS
                    const wait = insidersMinMs + Math.random() * (insidersMaxMs - insidersMinMs)
                    later(wait, () => post('PWA-InsidersDOB', {form: dob}))
                }
            } catch (error) {
                if (isRecaptchaError(error)) {
                    setState({status: 'idle', recaptchaFailed: true})
                    return
                }
                console.error('[sign-up] submit failed', error)
                setState({status: 'idle'})
            }
        },
        [campaignName, intl.locale, recaptcha, scope, site.country]
    )
    return {state, submit}
}
