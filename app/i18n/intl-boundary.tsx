import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react'
import {createIntl, createIntlCache, IntlProvider, RawIntlProvider, useIntl, type IntlCache} from 'react-intl'
import {whenPageIdle} from '../hooks/when-page-idle'
import {fetchMessages} from './fetch-messages'
import {DEFAULT_LOCALE, loadMessages, type CompiledMessages} from './load-messages'
import type {MessageUsage} from './message-usage'
import {withPendingPlaceholders} from './pending-messages'

const isServer = typeof window === 'undefined'

/** Where the page's messages travel in the hydrated state (written by AppConfig, see shippedMessages). */
export const MESSAGES_STATE_KEY = '__messages'

export interface ShippedMessages {
    locale: string
    messages: CompiledMessages
}

interface IntlBoundaryProps {
    locale: string
    /** Server only: records the messages this render reads, so the page ships just those. */
    usage?: MessageUsage
    children: ReactNode
}

const reportIntlError = (error: {code?: string; message: string}) => {
    // Spec 001 §8: missing translations are a warning; other translation errors are errors.
    if (error.code === 'MISSING_TRANSLATION') console.warn(error.message)
    else console.error(error.message)
}

/** Server: each locale's catalogue is loaded once per process; the first render to need it suspends. */
const serverCatalogues = new Map<string, CompiledMessages>()
const serverLoads = new Map<string, Promise<void>>()

export const readServerMessages = (locale: string): CompiledMessages => {
    const loaded = serverCatalogues.get(locale)
    if (loaded) return loaded
    let loading = serverLoads.get(locale)
    if (!loading) {
        loading = loadMessages(locale).then((messages) => {
            serverCatalogues.set(locale, messages)
        })
        serverLoads.set(locale, loading)
    }
    throw loading
}

/** The messages the server shipped with the page, when they are for this locale. */
const shippedFor = (locale: string): CompiledMessages => {
    const shipped = window.__PRELOADED_STATE__?.[MESSAGES_STATE_KEY] as ShippedMessages | undefined
    return shipped?.locale === locale ? shipped.messages : {}
}

/**
 * Server: react-intl's formatters (a message's formatter, number and date formats) kept per locale for the
 * process, not per render. IntlProvider made a cache per render, so every message and price of every page
 * built its formatter again, locale negotiation included. Formatters hold no shopper data: they are keyed by
 * the message and format options, not by the values formatted.
 */
const serverIntlCaches = new Map<string, IntlCache>()

const serverIntlCache = (locale: string) => {
    let cache = serverIntlCaches.get(locale)
    if (!cache) serverIntlCaches.set(locale, (cache = createIntlCache()))
    return cache
}

const ServerIntl = ({locale, usage, children}: IntlBoundaryProps) => {
    const catalogue = readServerMessages(locale)
    const intl = useMemo(
        () =>
            createIntl(
                {
                    locale,
                    defaultLocale: DEFAULT_LOCALE,
                    messages: usage ? usage.track(catalogue) : catalogue,
                    onError: reportIntlError
                },
                serverIntlCache(locale)
            ),
        [locale, usage, catalogue]
    )
    return <RawIntlProvider value={intl}>{children}</RawIntlProvider>
}

/**
 * Server: content the browser keeps as server HTML and never renders itself (engagement/consent/
 * consent-island.tsx) reads its messages from the catalogue without adding them to what the page ships.
 */
export const UntrackedServerIntl = ({children}: {children: ReactNode}) => (
    <ServerIntl locale={useIntl().locale}>{children}</ServerIntl>
)

/**
 * The default locale's catalogue is the code's own default messages (translations/en-GB.json is extracted
 * from the code, and the code carries them pre-parsed), so it is never shipped or fetched.
 */
const isDefaultLocale = (locale: string) => locale === DEFAULT_LOCALE

const NONE_YET: CompiledMessages = {}

/**
 * Browser: hydrates with the messages the server render used, then fetches the rest of the catalogue when
 * the page is idle, or at once when something renders a message the page did not ship (content only the
 * browser renders, such as the bag's lines). Until then such a message renders empty, never in English (see
 * withPendingPlaceholders); if the catalogue cannot be fetched, the English default shows and is reported.
 */
const BrowserIntl = ({locale, children}: IntlBoundaryProps) => {
    const [state, setState] = useState(() => ({
        locale,
        messages: shippedFor(locale),
        complete: isDefaultLocale(locale)
    }))
    const requested = useRef<string | null>(null)
    const current =
        state.locale === locale ? state : {locale, messages: NONE_YET, complete: isDefaultLocale(locale)}

    const loadAll = useCallback(() => {
        if (requested.current === locale || isDefaultLocale(locale)) return
        requested.current = locale
        void fetchMessages(locale).then((catalogue) =>
            setState((previous) => ({
                locale,
                messages: {...(previous.locale === locale ? previous.messages : {}), ...catalogue},
                complete: true
            }))
        )
    }, [locale])

    useEffect(() => whenPageIdle(loadAll), [loadAll])

    const messages = useMemo(
        () =>
            current.complete
                ? current.messages
                : // Found while rendering, so fetched after it: fetching sets state.
                  withPendingPlaceholders(current.messages, () => window.setTimeout(loadAll, 0)),
        [current.complete, current.messages, loadAll]
    )

    return (
        <IntlProvider
            locale={locale}
            defaultLocale={DEFAULT_LOCALE}
            messages={messages}
            onError={reportIntlError}
        >
            {children}
        </IntlProvider>
    )
}

/** Provides react-intl with the locale's compiled messages (see ServerIntl and BrowserIntl). */
export const IntlBoundary = (props: IntlBoundaryProps) =>
    isServer ? <ServerIntl {...props} /> : <BrowserIntl {...props} />

/** What the page ships for the browser's first render: the messages the server render read. */
export const shippedMessages = (locale: string, usage: MessageUsage): ShippedMessages => ({
    locale,
    messages: isDefaultLocale(locale) ? {} : usage.subset(serverCatalogues.get(locale) ?? {})
})
