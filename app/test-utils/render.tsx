import type {ReactElement, ReactNode} from 'react'
import {ChakraProvider} from '@chakra-ui/react'
import {QueryClient, QueryClientProvider} from '@tanstack/react-query'
import {configure as configureDom} from '@testing-library/dom'
import {act, render, type RenderOptions, type RenderResult} from '@testing-library/react'
import {IntlProvider} from 'react-intl'
import {MemoryRouter} from 'react-router-dom'
import {resolveSite} from '../site/resolve-site'
import {SiteProvider} from '../site/site-context'
import {theme} from '../theme'
import {testConfig} from './config'

/**
 * user-event resolves its own (newer) copy of @testing-library/dom, which React Testing Library never
 * configures; without the same act() wrappers RTL installs, every interaction warns "not wrapped in act".
 */
const actEnvironment = globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}
configureDom({
    eventWrapper: (callback) => {
        let result: unknown
        act(() => {
            result = callback()
        })
        return result
    },
    asyncWrapper: async (callback) => {
        const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT
        actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
        try {
            const result: unknown = await callback()
            await new Promise((resolve) => setTimeout(resolve, 0))
            return result
        } finally {
            actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous
        }
    }
})

export interface ProviderOptions {
    /** The URL the router starts at; its site/locale prefix picks the site, e.g. '/eu/fr-FR/shop'. */
    path?: string
    /** Share a client to seed or inspect the cache; a fresh one (no retries) by default. */
    queryClient?: QueryClient
    /** Messages for the locale; the code's English defaults apply when omitted. */
    messages?: Record<string, string>
}

export const createTestQueryClient = () =>
    new QueryClient({
        defaultOptions: {queries: {retry: false, staleTime: Infinity}, mutations: {retry: false}},
        logger: {log: () => undefined, warn: () => undefined, error: () => undefined}
    })

/** The storefront's providers for a component test: query cache, site, messages, theme and router. */
export const TestProviders = ({
    path = '/',
    queryClient,
    messages = {},
    children
}: ProviderOptions & {children: ReactNode}) => {
    const {site, locale, currency} = resolveSite(path.split('?')[0], testConfig)
    const client = queryClient ?? createTestQueryClient()
    return (
        <QueryClientProvider client={client}>
            <SiteProvider config={testConfig} site={site} locale={locale} currency={currency}>
                <IntlProvider
                    locale={locale.id}
                    defaultLocale="en-GB"
                    messages={messages}
                    onError={() => undefined}
                >
                    <ChakraProvider theme={theme}>
                        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
                    </ChakraProvider>
                </IntlProvider>
            </SiteProvider>
        </QueryClientProvider>
    )
}

export const renderWithProviders = (
    ui: ReactElement,
    {path, queryClient, messages, ...options}: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}
): RenderResult & {queryClient: QueryClient} => {
    const client = queryClient ?? createTestQueryClient()
    const result = render(ui, {
        wrapper: ({children}) => (
            <TestProviders path={path} queryClient={client} messages={messages}>
                {children}
            </TestProviders>
        ),
        ...options
    })
    return {...result, queryClient: client}
}
