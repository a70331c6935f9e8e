import {smsPrefix} from '../rules/validators/phone'

/**
 * Marketing events for the customer-data service (spec 001 §7.3), sent through the store controller
 * POST PWA_mParticle-LogOptEvent {requestBody}: "event name, user_identities.email, ip, user_attributes
 * (email_address, FirstName, LastName, date_of_birth YYYY-MM-DD, subscribe flags, last subscribe source and
 * date, mobile as +1 or +44 plus the number), custom_attributes (country_code_iso, date, status, channel,
 * source, data_source; NPS: nps_score, nps_improvements, nps_detail, nps_workout_frequency). The response
 * needs success, else its error message is thrown."
 */
export interface MarketingEventInput {
    eventName: string
    email?: string
    ip?: string
    firstName?: string
    lastName?: string
    /** A date, or a YYYY-MM-DD day. */
    dateOfBirth?: Date | string
    subscriptions?: {email?: boolean; sms?: boolean; brochure?: boolean}
    /** Where and when the shopper last subscribed (the sign-up campaign, the checkout...). */
    subscribeSource?: string
    subscribeDate?: Date
    /** The number as the shopper typed it, without a country code (the form shows the prefix). */
    mobile?: string
    /** The shopper's locale: en-US numbers get +1, every other +44 (spec 001 §9 "SMS prefix"). */
    locale: string
    country: string
    date: Date
    status?: string
    channel?: 'WEB' | 'APP'
    source: string
    dataSource?: string
    nps?: {score?: number | string; improvements?: string; detail?: string; workoutFrequency?: string}
    /** Further answers kept with the event (survey questions by name). */
    extra?: Record<string, string | undefined>
}

export const DATA_SOURCE = 'storefront'

/** "SMS prefix +44 for non-US, +1 for en-US." */
export const mobilePrefix = smsPrefix

/**
 * "mobile as +1 or +44 plus the number": the digits typed, with a UK number's leading trunk 0 dropped
 * (07700 900123 -> +447700900123); undefined when no digits were given.
 */
export const mobileNumber = (typed: string | undefined, locale: string): string | undefined => {
    const digits = (typed ?? '').replace(/\D/g, '')
    if (!digits) return undefined
    const prefix = mobilePrefix(locale)
    return `${prefix}${prefix === '+44' ? digits.replace(/^0/, '') : digits}`
}

const pad = (value: number) => String(value).padStart(2, '0')

/** date_of_birth as YYYY-MM-DD (a Date is read in UTC, a day string is checked and kept). */
export const isoDay = (value: Date | string | undefined): string | undefined => {
    if (value === undefined) return undefined
    if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined
    if (Number.isNaN(value.getTime())) return undefined
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`
}

const defined = <T extends Record<string, unknown>>(record: T) =>
    Object.fromEntries(
        Object.entries(record).filter(([, value]) => value !== undefined && value !== '')
    ) as Partial<T>

export const marketingEvent = (input: MarketingEventInput) => {
    const nps = input.nps
    return {
        event_name: input.eventName,
        ...(input.email && {user_identities: {email: input.email}}),
        ...(input.ip && {ip: input.ip}),
        user_attributes: defined({
            email_address: input.email,
            FirstName: input.firstName,
            LastName: input.lastName,
            date_of_birth: isoDay(input.dateOfBirth),
            subscribe_email: input.subscriptions?.email,
            subscribe_sms: input.subscriptions?.sms,
            subscribe_brochure: input.subscriptions?.brochure,
            last_subscribe_source: input.subscribeSource,
            last_subscribe_date: input.subscribeDate && isoDay(input.subscribeDate),
            mobile: mobileNumber(input.mobile, input.locale)
        }),
        custom_attributes: defined({
            country_code_iso: input.country.toUpperCase(),
            date: input.date.toISOString(),
            status: input.status,
            channel: input.channel ?? 'WEB',
            source: input.source,
            data_source: input.dataSource ?? DATA_SOURCE,
            nps_score: nps?.score === undefined ? undefined : String(nps.score),
            nps_improvements: nps?.improvements,
            nps_detail: nps?.detail,
            nps_workout_frequency: nps?.workoutFrequency,
            ...input.extra
        })
    }
}

export type MarketingEvent = ReturnType<typeof marketingEvent>

export interface MarketingAnswer {
    success?: boolean
    error?: string
    message?: string
}

/** Sends an event; "the response needs success, else its error message is thrown". */
export const sendMarketingEvent = async (
    post: (body: {requestBody: MarketingEvent}) => Promise<MarketingAnswer>,
    event: MarketingEvent
): Promise<void> => {
    const answer = await post({requestBody: event})
    if (answer.success !== true) throw new Error(answer.message || answer.error || 'Request failed')
}
