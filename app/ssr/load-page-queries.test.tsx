/**
 * @jest-environment node
 */
import {renderToString} from 'react-dom/server'
import {useQuery} from '@tanstack/react-query'
import {withSsrQueries} from '../components/_app-config/with-ssr-queries'
import {failureReason} from '../site/failure-cache-policy'
import {PAGE_NEEDS_IT} from './page-needs'
import {useInPrepass, useSuspendsInPrepass} from './prepass'
import {peekProcessCache, processCached} from './process-cache'

/**
 * Issue #8: a page whose every query was answered from the server's process cache last time, and still can
 * be, skips the data prepass; its real render takes each answer from the process cache. Anything the render
 * then finds without an answer shows its loading state, the page is not cacheable and the next render of the
 * address uses the prepass again.
 */

const load = jest.fn((name: string) => Promise.resolve(`answer for ${name}`))
let prepassRenders = 0

/** How the storefront's server queries read (catalogue, content, site-wide controller calls). */
const useServerData = (name: string, ttlMs: number, enabled = true) => {
    const queryKey = ['page-data', name]
    const cached = enabled && ttlMs > 0 ? peekProcessCache<string>(queryKey) : undefined
    return useQuery(queryKey, () => processCached(queryKey, () => load(name), {ttlMs}), {
        enabled,
        suspense: useSuspendsInPrepass(enabled),
        ...(cached && {initialData: cached.value})
    })
}

const Data = ({name, ttlMs = 60_000}: {name: string; ttlMs?: number}) => {
    if (useInPrepass()) prepassRenders += 1
    const {data, status} = useServerData(name, ttlMs)
    return <p>{data ?? status}</p>
}

const Shell = ({children}: {locals: object; children?: React.ReactNode}) => <main>{children}</main>
const App = withSsrQueries(Shell, {})

/** One server render as PWA Kit runs it: load the data, render, then serialise the page state. */
const serverRender = async (url: string, page: JSX.Element) => {
    const locals: Record<string, unknown> = {}
    const req = {originalUrl: url, get: () => 'shop.example'}
    const appJSX = <App locals={locals}>{page}</App>
    prepassRenders = 0
    const state = await App.doInitAppState({req, res: {locals}, appJSX} as never)
    const html = renderToString(appJSX)
    return {
        html,
        ranPrepass: prepassRenders > 0,
        shipped: JSON.parse(JSON.stringify(state)) as unknown,
        failure: failureReason(200, locals as never)
    }
}

beforeEach(() => load.mockClear())

test('the second render of an address takes its data from the process cache without a prepass', async () => {
    const page = (
        <>
            <Data name="menu" />
            <Data name="listing" />
        </>
    )
    const first = await serverRender('/shop/leggings', page)
    expect(first.ranPrepass).toBe(true)
    expect(first.html).toContain('answer for listing')

    const second = await serverRender('/shop/leggings', page)
    expect(second.ranPrepass).toBe(false)
    expect(second.html).toBe(first.html)
    expect(second.shipped).toEqual(first.shipped)
    expect(second.failure).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)
})

/** A reader that needs the data only later (the search suggestions' category tree) asks for it disabled. */
const LaterReader = ({name}: {name: string}) => {
    useServerData(name, 60_000, false)
    return null
}

test('data first asked for by a disabled reader is still there for the page without a prepass', async () => {
    const page = (
        <>
            <LaterReader name="tree" />
            <Data name="tree" />
        </>
    )
    await serverRender('/shop/hats', page)
    const second = await serverRender('/shop/hats', page)
    expect(second.ranPrepass).toBe(false)
    expect(second.html).toContain('answer for tree')
    expect(second.failure).toBeUndefined()
})

test('an address is its host and URL: another query string renders with the prepass', async () => {
    await serverRender('/shop/tops', <Data name="tops" />)
    expect((await serverRender('/shop/tops?sort=new', <Data name="tops" />)).ranPrepass).toBe(true)
    expect((await serverRender('/shop/tops', <Data name="tops" />)).ranPrepass).toBe(false)
})

test('a page with an answer the process cache does not keep always renders with the prepass', async () => {
    const page = (
        <>
            <Data name="category" />
            <Data name="preview" ttlMs={0} />
        </>
    )
    await serverRender('/shop/shorts', page)
    const second = await serverRender('/shop/shorts', page)
    expect(second.ranPrepass).toBe(true)
    expect(second.html).toContain('answer for preview')
})

test('a page whose cached answer is about to expire renders with the prepass', async () => {
    jest.useFakeTimers({now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask']})
    try {
        const page = <Data name="expiring" ttlMs={8_000} />
        await serverRender('/shop/socks', page)
        jest.setSystemTime(1_000_000 + 4_000)
        expect((await serverRender('/shop/socks', page)).ranPrepass).toBe(true)
    } finally {
        jest.useRealTimers()
    }
})

test('a render that meets a query without an answer shows it loading, is not cacheable, and is relearnt', async () => {
    await serverRender('/shop/bras', <Data name="bras" />)
    // Something outside the address changed what the page asks for: the manifest no longer covers it.
    const degraded = await serverRender(
        '/shop/bras',
        <>
            <Data name="bras" />
            <Data name="not-cached-yet" />
        </>
    )
    expect(degraded.ranPrepass).toBe(false)
    expect(degraded.html).toContain('answer for bras')
    expect(degraded.html).toContain('loading')
    expect(degraded.failure).toBe('query ["page-data","not-cached-yet"] rendered without its data')
    expect(degraded.shipped).toEqual({__queries: [[['page-data', 'bras'], 'answer for bras']]})

    const next = await serverRender('/shop/bras', <Data name="bras" />)
    expect(next.ranPrepass).toBe(true)
})

test('a query without an answer is reported even when a reader first created it disabled', async () => {
    await serverRender('/shop/jackets', <Data name="jackets" />)
    const degraded = await serverRender(
        '/shop/jackets',
        <>
            <Data name="jackets" />
            <LaterReader name="jackets-tree" />
            <Data name="jackets-tree" />
        </>
    )
    expect(degraded.ranPrepass).toBe(false)
    expect(degraded.failure).toBe('query ["page-data","jackets-tree"] rendered without its data')
    expect((await serverRender('/shop/jackets', <Data name="jackets" />)).ranPrepass).toBe(true)
})

/** An answer the upstream refused, with the HTTP status it gave. */
const refused = (status: number) => Object.assign(new Error(`upstream answered ${status}`), {status})

/**
 * A query the prepass registers without waiting for it: the server fetches it once, after the walk. As the
 * storefront's server client has it (query-client-config.ts), a failed query is not fetched again on mount.
 */
const Fetched = ({name, fails, pageNeedsIt}: {name: string; fails?: Error; pageNeedsIt?: boolean}) => {
    const {data, status} = useQuery(
        ['page-data', name],
        () => (fails ? Promise.reject(fails) : Promise.resolve(`answer for ${name}`)),
        {retry: false, retryOnMount: false, ...(pageNeedsIt && {meta: PAGE_NEEDS_IT})}
    )
    return <p>{data ?? status}</p>
}

test.each([
    ['a 503', refused(503)],
    ['a timeout (no status)', new Error('deadline exceeded')]
])(
    'a query whose upstream failed (%s) renders loading, as the browser will, and the page is not cacheable',
    async (_, error) => {
        const page = (
            <>
                <Fetched name="failing-menu" />
                <Fetched name="failing-listing" fails={error} />
            </>
        )
        const {html, shipped, failure} = await serverRender('/shop/failing', page)
        // The browser has no answer for the listing, so its first render shows the listing loading: the same.
        expect(html).toBe('<main><p>answer for failing-menu</p><p>loading</p></main>')
        expect(shipped).toEqual({__queries: [[['page-data', 'failing-menu'], 'answer for failing-menu']]})
        expect(failure).toBe('query ["page-data","failing-listing"] rendered without its data')
    }
)

test('a query refused for what it asked (a 404) keeps its error for the page to render', async () => {
    const {html} = await serverRender('/product/missing', <Fetched name="missing" fails={refused(404)} />)
    expect(html).toBe('<main><p>error</p></main>')
})

test('a query the page cannot stand without keeps its upstream failure, for the page to throw to the error page', async () => {
    const {html, failure} = await serverRender(
        '/product/outage',
        <Fetched name="product" fails={refused(503)} pageNeedsIt />
    )
    expect(html).toBe('<main><p>error</p></main>')
    expect(failure).toBeDefined()
})
