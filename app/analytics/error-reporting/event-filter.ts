import type {ErrorEvent, EventHint} from '@sentry/react'

/**
 * Which browser errors are worth reporting. "Client error reporting drops fetch failures, aborts,
 * third-party script frames and handled errors" (spec 001 §8): those are the network's, the shopper's or
 * someone else's doing, or already dealt with by our code. Reports the storefront makes on purpose
 * (reportError, the error boundary) carry the EXPLICIT mechanism and are always kept.
 */
export const EXPLICIT_MECHANISM = 'vela.explicit'

type ExceptionValue = NonNullable<NonNullable<ErrorEvent['exception']>['values']>[number]

const FETCH_FAILURE = [
    /^Failed to fetch/i,
    /^NetworkError when attempting to fetch resource/i,
    /^Load failed$/i,
    /^Network request failed/i,
    /^The network connection was lost/i
]
const ABORT = [/AbortError/, /\baborted\b/i, /^The operation was aborted/i]

const text = (value: ExceptionValue) => `${value.type ?? ''}: ${value.value ?? ''}`

export const isFetchFailure = (value: ExceptionValue): boolean =>
    (value.type === 'TypeError' || value.type === undefined) &&
    FETCH_FAILURE.some((pattern) => pattern.test(value.value ?? ''))

export const isAbort = (value: ExceptionValue, original?: unknown): boolean =>
    (original as {name?: string} | undefined)?.name === 'AbortError' ||
    value.type === 'AbortError' ||
    ABORT.some((pattern) => pattern.test(text(value)))

/** A script on another origin, or a browser extension, rather than the storefront's own bundle. */
export const isThirdPartyFile = (filename: string | undefined, origin: string): boolean => {
    if (!filename || filename.startsWith('<') || filename === '[native code]') return false
    if (/^(chrome|moz|safari(-web)?)-extension:/i.test(filename)) return true
    if (!/^https?:\/\//i.test(filename)) return false
    return !filename.startsWith(`${origin}/`) && filename !== origin
}

/** The frame the error was thrown in: the last one with a file name (frames run from oldest to newest). */
const throwingFile = (value: ExceptionValue): string | undefined => {
    const frames = value.stacktrace?.frames ?? []
    for (let index = frames.length - 1; index >= 0; index -= 1) {
        const filename = frames[index].filename
        if (filename && !filename.startsWith('<')) return filename
    }
    return undefined
}

export const shouldDropEvent = (event: ErrorEvent, hint: EventHint | undefined, origin: string): boolean => {
    const values = event.exception?.values ?? []
    if (values.some((value) => value.mechanism?.type === EXPLICIT_MECHANISM)) return false
    if (values.some((value) => value.mechanism?.handled === true)) return true
    const original = hint?.originalException
    return values.some(
        (value) =>
            isFetchFailure(value) || isAbort(value, original) || isThirdPartyFile(throwingFile(value), origin)
    )
}

export const createBeforeSend =
    (origin: string) =>
    (event: ErrorEvent, hint: EventHint): ErrorEvent | null =>
        shouldDropEvent(event, hint, origin) ? null : event
