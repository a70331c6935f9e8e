import {act, renderHook, waitFor} from '@testing-library/react'
import {createTestQueryClient} from '../../../test-utils/render'
import {useSession} from '../use-session'
import {DEMO_PASSWORD} from './fake-state'
import {AccountTestProviders} from './providers'

/**
 * Signs a shopper in the way a previous page would have, then leaves: the SDK keeps the session in the
 * browser's storage, so the next render starts registered.
 */
export const signInFirst = async (email = 'alex.morgan@example.com', password = DEMO_PASSWORD) => {
    const {result, unmount} = renderHook(() => useSession(), {
        wrapper: ({children}) => (
            <AccountTestProviders queryClient={createTestQueryClient()}>{children}</AccountTestProviders>
        )
    })
    await waitFor(() => expect(result.current.isGuest).toBe(true))
    await act(async () => {
        await result.current.login({email, password})
    })
    unmount()
}
