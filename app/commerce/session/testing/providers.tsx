import type {ReactNode} from 'react'
import type {QueryClient} from '@tanstack/react-query'
import {Route} from 'react-router-dom'
import {CommerceProvider} from '../../commerce-provider'
import {TestProviders} from '../../../test-utils/render'

/** The storefront's providers plus the real commerce SDK, talking to the fake platform at http://localhost. */
export const AccountTestProviders = ({
    path = '/',
    queryClient,
    children
}: {
    path?: string
    queryClient?: QueryClient
    children: ReactNode
}) => (
    <TestProviders path={path} queryClient={queryClient}>
        <CommerceProvider appOrigin="http://localhost">
            {children}
            <Route
                path="*"
                render={({location}) => (
                    <output data-testid="location" hidden>
                        {location.pathname + location.search}
                    </output>
                )}
            />
        </CommerceProvider>
    </TestProviders>
)
