import type * as SentryModule from '@sentry/react'
import {createBeforeSend, EXPLICIT_MECHANISM} from './event-filter'

/** "Error-reporting trace sample rate 0.1; max breadcrumbs 60" (spec 001 §9). */
export const ERROR_REPORTING_SETTINGS = {tracesSampleRate: 0.1, maxBreadcrumbs: 60} as const

export interface ErrorReportingConfig {
    /** config.app.sentry.dsn: reporting is off when empty. */
    dsn: string
    environment: string
}

type Sentry = Pick<typeof SentryModule, 'init' | 'captureException' | 'browserTracingIntegration'>
export type SentryLoader = () => Promise<Sentry>

// A separate chunk fetched only when a DSN is configured: nothing of the SDK is in the first load.
const loadSentry: SentryLoader = () => import(/* webpackChunkName: "error-reporting" */ '@sentry/react')

export const sentryOptions = (config: ErrorReportingConfig, sentry: Sentry, origin: string) => ({
    dsn: config.dsn,
    environment: config.environment,
    ...ERROR_REPORTING_SETTINGS,
    integrations: [sentry.browserTracingIntegration()],
    beforeSend: createBeforeSend(origin)
})

const MAX_PENDING = 10
let sdk: Sentry | undefined
let starting: Promise<boolean> | undefined
let pending: [unknown, ReportContext | undefined][] = []

/**
 * Starts error reporting in the browser when a DSN is configured; resolves whether it is on. Safe to call
 * more than once.
 */
export const startErrorReporting = (config: ErrorReportingConfig, loader: SentryLoader = loadSentry) => {
    if (typeof window === 'undefined' || !config.dsn) return Promise.resolve(false)
    starting ??= loader().then(
        (loaded) => {
            loaded.init(sentryOptions(config, loaded, window.location.origin))
            sdk = loaded
            pending.splice(0).forEach(([error, context]) => capture(error, context))
            return true
        },
        (error: unknown) => {
            console.error('[error-reporting] could not start', error)
            pending = []
            return false
        }
    )
    return starting
}

export interface ReportContext {
    tags?: Record<string, string>
    extra?: Record<string, unknown>
    /** React's component stack for render errors. */
    componentStack?: string
}

const capture = (error: unknown, context?: ReportContext) =>
    sdk?.captureException(error, {
        mechanism: {handled: false, type: EXPLICIT_MECHANISM},
        captureContext: {
            tags: context?.tags,
            extra: context?.extra,
            ...(context?.componentStack && {contexts: {react: {componentStack: context.componentStack}}})
        }
    })

/**
 * Reports an error on purpose (e.g. "unsupported form schemas are reported to error tracking", spec 001 §8).
 * Before the SDK has loaded a few reports wait; with reporting off they are dropped.
 */
export const reportClientError = (error: unknown, context?: ReportContext) => {
    if (sdk) return void capture(error, context)
    if (starting && pending.length < MAX_PENDING) pending.push([error, context])
}

/** Tests start from a page load. */
export const resetErrorReportingForTests = () => {
    sdk = undefined
    starting = undefined
    pending = []
}
