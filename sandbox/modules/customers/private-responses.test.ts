import {startSandbox, type RunningSandbox} from '../../testing/start'
import {SLAS_TEST_MODULES} from '../slas/testing'
import {CUSTOMERS_API, registeredShopper} from './testing'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: SLAS_TEST_MODULES})
})
afterAll(() => running.stop())

/**
 * Shopper data and tokens must never be stored by a browser or shared cache on the way (spec 001 §6): every
 * account response is `private, no-store`, and none carries the password or its hash.
 */
describe('account responses are private and never stored', () => {
    test('customer, addresses, wish list and token responses', async () => {
        const {tokens, password} = await registeredShopper(running.origin)
        const base = `${running.origin}${CUSTOMERS_API}/${tokens.customer_id}`
        const headers = {authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json'}
        const address = {
            addressId: 'home',
            firstName: 'Robin',
            lastName: 'Hart',
            address1: '8 Wharf Road',
            city: 'London',
            postalCode: 'N1 7GR',
            countryCode: 'GB'
        }
        const calls: [string, RequestInit][] = [
            [`${base}?siteId=vela-gb`, {headers}],
            [`${base}/addresses?siteId=vela-gb`, {method: 'POST', headers, body: JSON.stringify(address)}],
            [`${base}/addresses/home?siteId=vela-gb`, {headers}],
            [`${base}/product-lists?siteId=vela-gb`, {method: 'POST', headers, body: '{"type":"wish_list"}'}],
            [`${base}/product-lists?siteId=vela-gb`, {headers}]
        ]
        for (const [url, init] of calls) {
            const res = await fetch(url, init)
            const body = await res.text()
            expect([res.ok, url]).toEqual([true, url])
            expect([res.headers.get('cache-control'), url]).toEqual(['private, no-store', url])
            expect(body).not.toContain(password)
            expect(body).not.toMatch(/"(password|passwordHash|hash)"/i)
        }
    })

    test('the token endpoint answers private, no-store', async () => {
        const {tokens} = await registeredShopper(running.origin)
        const res = await fetch(
            `${running.origin}/shopper/auth/v1/organizations/f_ecom_vela_001/oauth2/token`,
            {
                method: 'POST',
                headers: {'content-type': 'application/x-www-form-urlencoded'},
                body: new URLSearchParams({
                    grant_type: 'refresh_token',
                    refresh_token: tokens.refresh_token,
                    client_id: 'c0ffee00-5a4d-4b0c-9e1f-000000000001',
                    channel_id: 'vela-gb'
                }).toString()
            }
        )
        expect(res.status).toBe(200)
        expect(res.headers.get('cache-control')).toBe('private, no-store')
    })
})
