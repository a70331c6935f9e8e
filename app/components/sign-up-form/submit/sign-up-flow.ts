import {marketingEvent} from '../../../analytics/marketing-events'
import type {NamedField, SignUpField} from '../../../content/model'
import {birthdayToIso, canSendInsidersDob} from '../../../rules/validators'
import type {FieldValue} from '../field-rules'

/** The submit flows campaign names choose (spec 001 §4.7); any other name is the default email opt-in. */
export type SignUpFlow = 'mailing-list' | 'campaign' | 'dob-check' | 'nps' | 'insiders'

const FLOWS: Record<string, SignUpFlow> = {
    strava: 'campaign',
    EarlyAccess: 'campaign',
    RPHM: 'campaign',
    RPHMpopup: 'campaign',
    dobCheck: 'dob-check',
    NPS: 'nps',
    insiders: 'insiders',
    insiderspopup: 'insiders'
}

export const flowFor = (campaignName: string | undefined): SignUpFlow =>
    (campaignName && FLOWS[campaignName]) || 'mailing-list'

/** "SMS opt-in follows 2 seconds after the email opt-in; insiders follow-ups wait 2 to 2.5 seconds." */
export const FOLLOW_UP_DELAYS = {smsOptInMs: 2000, insidersMinMs: 2000, insidersMaxMs: 2500}

export interface Answer {
    field: SignUpField
    value: FieldValue
}

/** The answers in field order; hidden timestamps take the moment of submitting. */
export const collectAnswers = (
    fields: SignUpField[],
    values: Record<string, FieldValue>,
    keyOf: (index: number) => string,
    now: Date
): Answer[] =>
    fields.map((field, index) => ({
        field,
        value: field.kind === 'hidden-timestamp' ? now.toISOString() : values[keyOf(index)]
    }))

const asText = (value: FieldValue): string =>
    Array.isArray(value)
        ? value.join(', ')
        : typeof value === 'boolean'
        ? String(value)
        : (value ?? '').trim()

/** The value of a named field (Email, Country, Birthday...), or of the first field of a kind for Email. */
export const namedValue = (answers: Answer[], name: NamedField): string => {
    const answer =
        answers.find(({field}) => field.namedField === name) ??
        (name === 'Email' ? answers.find(({field}) => field.kind === 'email') : undefined) ??
        (name === 'Birthday' ? answers.find(({field}) => field.kind === 'birthday') : undefined) ??
        (name === 'Phone' ? answers.find(({field}) => field.kind === 'tel') : undefined)
    return answer ? asText(answer.value) : ''
}

/**
 * The opt-in a campaign sign-up sends: an optional consent box (the form's "email me news" tick) when the form
 * has one; forms without one are themselves the request to hear from the brand.
 */
export const marketingOptIn = (answers: Answer[]): boolean => {
    const consent = answers.find(({field}) => field.kind === 'checkbox' && field.required !== true)
    return consent ? consent.value === true : true
}

export interface SignUpContext {
    campaignName: string
    /** The visitor's country when the form does not ask (the site's country). */
    siteCountry: string
    locale: string
    now: Date
}

export const countryOf = (answers: Answer[], context: SignUpContext) =>
    (namedValue(answers, 'Country') || context.siteCountry).toUpperCase()

/** POST PWA-MailingLists form (spec 001 §7.3): email, country, mailingListSource (+ optInValue for campaigns). */
export const mailingListForm = (answers: Answer[], context: SignUpContext, flow: SignUpFlow) => ({
    email: namedValue(answers, 'Email'),
    country: countryOf(answers, context),
    mailingListSource: context.campaignName,
    ...(flow === 'campaign' ? {optInValue: String(marketingOptIn(answers))} : {})
})

/** POST PWA-InsidersDOB form: email, dob (YYYY-MM-DD), country; undefined without both email and a valid date. */
export const insidersDobForm = (answers: Answer[], context: SignUpContext) => {
    const email = namedValue(answers, 'Email')
    const dob = birthdayToIso(namedValue(answers, 'Birthday'), context.locale, context.now)
    return dob && canSendInsidersDob(email, dob)
        ? {email, dob, country: countryOf(answers, context)}
        : undefined
}

const firstOfKind = (answers: Answer[], kind: SignUpField['kind']) => {
    const found = answers.filter(({field}) => field.kind === kind).map(({value}) => asText(value))
    return found.length ? found.join('\n') : undefined
}

/** The survey answers as the customer-data event's NPS attributes (spec 001 §7.3), plus every answer by name. */
export const npsEvent = (answers: Answer[], context: SignUpContext) => {
    const frequency = answers.find(({field}) => /frequen|workout|activit/i.test(field.name))
    return marketingEvent({
        eventName: context.campaignName,
        email: namedValue(answers, 'Email') || undefined,
        locale: context.locale,
        country: countryOf(answers, context),
        date: context.now,
        source: context.campaignName,
        nps: {
            score: firstOfKind(answers, 'survey-score'),
            improvements: firstOfKind(answers, 'checkbox-group'),
            detail: firstOfKind(answers, 'textarea'),
            workoutFrequency: frequency ? asText(frequency.value) : undefined
        },
        extra: Object.fromEntries(answers.map(({field, value}) => [`answer_${field.name}`, asText(value)]))
    })
}

/**
 * The SMS opt-in event, sent after the email opt-in when a number was given: the number as typed, which the
 * event turns into "+1 or +44 plus the number".
 */
export const smsOptInEvent = (email: string, phone: string, context: SignUpContext) =>
    marketingEvent({
        eventName: 'sms_opt_in',
        email,
        mobile: phone,
        locale: context.locale,
        country: context.siteCountry,
        date: context.now,
        status: 'opted_in',
        source: context.campaignName,
        subscriptions: {sms: true},
        subscribeSource: context.campaignName,
        subscribeDate: context.now
    })

/** "a response error containing 'Recaptcha'" (spec 001 §8). */
export const isRecaptchaError = (error: unknown): boolean =>
    /recaptcha/i.test(error instanceof Error ? error.message : String(error))
