/**
 * @jest-environment node
 */
import {renderToString} from 'react-dom/server'
import {useQuery} from '@tanstack/react-query'
import {withSsrQueries} from './with-ssr-queries'

/**
 * Issue #12 §7: when a shopper leaves mid-render, PWA Kit's runtime clears the request's query client and sets
 * it to null. The render must then produce nothing rather than start over with an empty client, where every
 * server query suspends ("A component suspended while responding to synchronous input").
 */

const Page = () => {
    const {data} = useQuery(['greeting'], () => Promise.resolve('hello'), {suspense: true})
    return <p>{data}</p>
}
const App = ({children}: {locals: object; children?: React.ReactNode}) => <main>{children}</main>
const Wrapped = withSsrQueries(App, {})

describe('withSsrQueries on the server', () => {
    test('renders nothing once the runtime has cleared the client (response closed)', () => {
        const html = renderToString(
            <Wrapped locals={{__queryClient: null}}>
                <Page />
            </Wrapped>
        )
        expect(html).toBe('')
    })

    test('skips loading data for a response that has already closed', async () => {
        const res = {locals: {__queryClient: null}}
        const state = await Wrapped.doInitAppState({res, appJSX: <Page />} as never)
        expect(state).toEqual({})
    })
})
