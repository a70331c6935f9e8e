import {ShopperConfigurations, ShopperContexts} from 'commerce-sdk-isomorphic'
import {loadSandboxConfig} from '../../core/config'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {loginGuest, sdkConfig, SLAS_TEST_MODULES} from '../slas/testing'
import {shopperContextModule} from '.'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [...SLAS_TEST_MODULES, shopperContextModule]})
})
afterAll(() => running.stop())

const {organizationId} = loadSandboxConfig()
const contexts = (token: string) =>
    new ShopperContexts({...sdkConfig(running.origin), headers: {authorization: `Bearer ${token}`}})

const failure = async (promise: Promise<unknown>) => {
    try {
        await promise
    } catch (error) {
        const response = (error as {response: Response}).response
        return {status: response.status, body: await response.json()}
    }
    throw new Error('expected the call to fail')
}

describe('shopper context', () => {
    test('is 404 until set, then PUT (201) replaces and PATCH (200) merges', async () => {
        const guest = await loginGuest(running.origin)
        const client = contexts(guest.access_token)
        const parameters = {usid: guest.usid}
        expect((await failure(client.getShopperContext({parameters}))).status).toBe(404)

        const put = await client.createShopperContext(
            {
                parameters,
                body: {
                    sourceCode: 'SPRING',
                    customQualifiers: {deviceType: 'mobile'},
                    geoLocation: {countryCode: 'GB', latitude: 51.5, longitude: -0.12}
                }
            },
            true
        )
        expect(put.status).toBe(201)
        expect(await client.getShopperContext({parameters})).toEqual({
            sourceCode: 'SPRING',
            customQualifiers: {deviceType: 'mobile'},
            geoLocation: {countryCode: 'GB', latitude: 51.5, longitude: -0.12}
        })

        const patched = await client.updateShopperContext({
            parameters,
            body: {
                customQualifiers: {deviceType: null, loyalty: 'gold'},
                sourceCode: null,
                couponCodes: ['WELCOME']
            }
        })
        expect(patched).toEqual({
            customQualifiers: {loyalty: 'gold'},
            geoLocation: {countryCode: 'GB', latitude: 51.5, longitude: -0.12},
            couponCodes: ['WELCOME']
        })
        expect(await client.getShopperContext({parameters})).toEqual(patched)

        await client.deleteShopperContext({parameters})
        expect((await failure(client.getShopperContext({parameters}))).status).toBe(404)
    })

    test('contexts are per site', async () => {
        const guest = await loginGuest(running.origin)
        await contexts(guest.access_token).createShopperContext({
            parameters: {usid: guest.usid, siteId: 'vela-us'},
            body: {sourceCode: 'US-ONLY'}
        })
        const gb = await failure(
            contexts(guest.access_token).getShopperContext({parameters: {usid: guest.usid}})
        )
        expect(gb.status).toBe(404)
    })

    test('a usid other than the token usid is a 400', async () => {
        const mine = await loginGuest(running.origin)
        const theirs = await loginGuest(running.origin)
        const {status, body} = await failure(
            contexts(mine.access_token).updateShopperContext({parameters: {usid: theirs.usid}, body: {}})
        )
        expect(status).toBe(400)
        expect(body.detail).toMatch(/usid/)
    })

    test.each([
        ['a non-IPv4 clientIp', {clientIp: 'localhost'}, /clientIp/],
        ['a non-string qualifier', {customQualifiers: {a: 1}}, /customQualifiers/],
        [
            'too many qualifiers',
            {customQualifiers: Object.fromEntries(Array.from({length: 21}, (_, i) => [`k${i}`, 'v']))},
            /20/
        ],
        ['a bad date', {effectiveDateTime: 'soon'}, /effectiveDateTime/],
        ['an out-of-range latitude', {geoLocation: {latitude: 120}}, /latitude/],
        ['a non-list of customer groups', {customerGroupIds: 'Everyone'}, /customerGroupIds/]
    ])('%s is a 400', async (_name, body, detail) => {
        const guest = await loginGuest(running.origin)
        const {status, body: problem} = await failure(
            contexts(guest.access_token).createShopperContext({
                parameters: {usid: guest.usid},
                body: body as never
            })
        )
        expect(status).toBe(400)
        expect(problem.detail).toMatch(detail)
    })

    test('a JSON array body is a 400 and no token is a 401', async () => {
        const guest = await loginGuest(running.origin)
        const url = `${running.origin}/shopper/shopper-context/v1/organizations/${organizationId}/shopper-context/${guest.usid}?siteId=vela-gb`
        const array = await fetch(url, {
            method: 'PUT',
            headers: {'content-type': 'application/json', authorization: `Bearer ${guest.access_token}`},
            body: '[]'
        })
        expect(array.status).toBe(400)
        expect((await fetch(url)).status).toBe(401)
    })
})

describe('shopper configurations', () => {
    test('are empty', async () => {
        const guest = await loginGuest(running.origin)
        const client = new ShopperConfigurations({
            ...sdkConfig(running.origin),
            headers: {authorization: `Bearer ${guest.access_token}`}
        })
        expect(await client.getConfigurations({parameters: {}})).toEqual({configurations: []})
    })
})
