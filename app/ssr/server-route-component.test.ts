/**
 * @jest-environment node
 */
import path from 'path'
import * as sdk from '@salesforce/pwa-kit-react-sdk/ssr/universal/components/route-component'
import {withLegacyGetProps} from '@salesforce/pwa-kit-react-sdk/ssr/universal/components/with-legacy-get-props'
import {getRoutes, routeComponent} from './server-route-component'
import {aliasIn, installedFile} from './webpack-test-utils'

/** Issue #8: the server renderer wrapped every route and the app again for each request. */

let mockHocs: unknown[] = []
let mockConfig: object = {}

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/components/route-component', () => ({
    getRoutes: jest.fn(() => [{path: '/'}]),
    routeComponent: jest.fn(() => () => null)
}))
jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/components/with-legacy-get-props', () => ({
    withLegacyGetProps: () => null
}))
jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/compatibility', () => ({
    getAppConfig: () => ({getHOCsInUse: () => mockHocs})
}))
jest.mock('@salesforce/pwa-kit-runtime/utils/ssr-config', () => ({getConfig: () => mockConfig}))

const sdkGetRoutes = sdk.getRoutes as jest.Mock
const sdkRouteComponent = sdk.routeComponent as jest.Mock
const App = () => null
const Page = () => null

beforeEach(() => {
    mockHocs = []
    mockConfig = {}
    sdkGetRoutes.mockClear()
    sdkRouteComponent.mockClear()
})

test('the routes are wrapped once per configuration, whatever the request', () => {
    const first = getRoutes({request: 1})
    expect(getRoutes({request: 2})).toBe(first)
    expect(sdkGetRoutes).toHaveBeenCalledTimes(1)

    mockConfig = {}
    expect(getRoutes({request: 3})).not.toBe(first)
    expect(sdkGetRoutes).toHaveBeenCalledTimes(2)
})

test('the app is wrapped once per app component; pages are wrapped by PWA Kit as before', () => {
    const wrapped = routeComponent(App, false, {request: 1})
    expect(routeComponent(App, false, {request: 2})).toBe(wrapped)
    expect(sdkRouteComponent).toHaveBeenCalledTimes(1)

    routeComponent(Page, true, {})
    routeComponent(Page, true, {})
    expect(sdkRouteComponent).toHaveBeenCalledTimes(3)
})

test('with legacy getProps, whose arguments come from each request, everything is wrapped per request', () => {
    mockHocs = [withLegacyGetProps]
    getRoutes({request: 1})
    getRoutes({request: 2})
    routeComponent(App, false, {request: 1})
    routeComponent(App, false, {request: 2})
    expect(sdkGetRoutes).toHaveBeenCalledTimes(2)
    expect(sdkRouteComponent).toHaveBeenCalledTimes(2)
    expect(sdkGetRoutes).toHaveBeenLastCalledWith({request: 2})
})

test("the server build gives PWA Kit's renderer this module, and nothing else", () => {
    const renderer = installedFile('@salesforce', 'pwa-kit-react-sdk', 'ssr', 'server', 'react-rendering.js')
    const request = '../universal/components/route-component$'
    const thisModule = path.resolve(__dirname, 'server-route-component.ts')
    expect(aliasIn('server', request, renderer)).toBe(thisModule)
    expect(
        aliasIn('server', request, installedFile('@salesforce', 'pwa-kit-react-sdk', 'ssr', 'x.js'))
    ).toBeUndefined()
    expect(aliasIn('client', request, renderer)).toBeUndefined()
})
