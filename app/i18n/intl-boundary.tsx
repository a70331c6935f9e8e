import type {ReactNode} from 'react'
import {IntlProvider} from 'react-intl'
import {useQuery} from '@tanstack/react-query'
import {DEFAULT_LOCALE, loadMessages} from './load-messages'

const isServer = typeof window === 'undefined'

interface IntlBoundaryProps {
    locale: string
    children: ReactNode
}

const reportIntlError = (error: {code?: string; message: string}) => {
    // Spec 001 §8: missing translations are a warning; other translation errors are errors.
    if (error.code === 'MISSING_TRANSLATION') console.warn(error.message)
    else console.error(error.message)
}

/** Provides react-intl with the locale's compiled messages, loaded during SSR and hydrated with the page. */
export const IntlBoundary = ({locale, children}: IntlBoundaryProps) => {
    const {data: messages} = useQuery(['intl-messages', locale], () => loadMessages(locale), {
        suspense: isServer,
        staleTime: Infinity,
        cacheTime: Infinity
    })
    return (
        <IntlProvider
            locale={locale}
            defaultLocale={DEFAULT_LOCALE}
            messages={messages ?? {}}
            onError={reportIntlError}
        >
            {children}
        </IntlProvider>
    )
}
