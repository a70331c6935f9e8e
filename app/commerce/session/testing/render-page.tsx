import type {ReactElement} from 'react'
import {render, screen} from '@testing-library/react'
import {Route} from 'react-router-dom'
import {createTestQueryClient} from '../../../test-utils/render'
import {AccountTestProviders} from './providers'

/**
 * Renders a page at `path` under a route like the storefront's (so nested routes and params work), with the
 * real commerce SDK talking to the fake platform. `location()` reads where the router is now.
 */
export const renderPage = (page: ReactElement, {path, route}: {path: string; route: string}) => {
    const queryClient = createTestQueryClient()
    const view = render(
        <AccountTestProviders path={path} queryClient={queryClient}>
            <Route path={route}>{page}</Route>
        </AccountTestProviders>
    )
    return {...view, queryClient, location: () => screen.getByTestId('location').textContent ?? ''}
}
