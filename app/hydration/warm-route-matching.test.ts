import {matchPath} from 'react-router-dom'
import {warmRouteMatching} from './warm-route-matching'

jest.mock('react-router-dom', () => {
    const actual = jest.requireActual<typeof import('react-router-dom')>('react-router-dom')
    return {...actual, matchPath: jest.fn(actual.matchPath)}
})

const ROUTES = [
    {path: '/', exact: true},
    {path: ['/cart', '/bag'], exact: true},
    {path: '/account'},
    {path: '/search', exact: true},
    {path: '/privacy-policy.html', exact: true},
    {path: '/:site(us|eu)?/shop/:a/:productSlug([^/]+-[^/]+\\.html)', exact: true},
    {path: '/:site(us|eu)?/shop/:a'},
    {path: '/stores', exact: true},
    {path: '/stores/:id', exact: true},
    {path: '/:site(us|eu)?/:page'}
]

describe('warmRouteMatching: the routes the Switch will try, in its order, before hydration', () => {
    test.each([
        ['/', 0, 0],
        ['/bag', 1, 0],
        ['/account/orders', 2, 0],
        ['/privacy-policy.html', 4, 0],
        ['/us/shop/leggings/power-leggings-VL10001.html', 5, 0],
        ['/shop/leggings', 6, 0],
        ['/stores/london', 8, 1],
        ['/eu/anything', 9, 1]
    ])('%s fits route %i after %i task breaks', async (pathname, fits, breaks) => {
        const yieldTask = jest.fn(() => Promise.resolve())
        await expect(warmRouteMatching(pathname, ROUTES, yieldTask)).resolves.toBe(fits)
        expect(yieldTask).toHaveBeenCalledTimes(breaks)
    })

    test('stops at the first route that fits, as the Switch does, and tries none after it', async () => {
        jest.mocked(matchPath).mockClear()
        await warmRouteMatching('/search', ROUTES, () => Promise.resolve())
        expect(jest.mocked(matchPath).mock.calls.map(([, route]) => route)).toEqual(ROUTES.slice(0, 4))
    })

    test('a path no route fits tries them all, yielding between groups, and says so', async () => {
        const yieldTask = jest.fn(() => Promise.resolve())
        await expect(warmRouteMatching('/a/b/c', ROUTES.slice(0, 9), yieldTask)).resolves.toBe(-1)
        expect(yieldTask).toHaveBeenCalledTimes(2)
    })
})
