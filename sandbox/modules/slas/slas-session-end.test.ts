import {helpers, ShopperCustomers} from 'commerce-sdk-isomorphic'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {customerGroupsOf} from '../customers'
import {failure} from '../customers/testing'
import {jwtPayload, loginGuest, loginRegistered, sdkConfig, slasClient, SLAS_TEST_MODULES} from './testing'

let now = Date.now()
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: SLAS_TEST_MODULES, clock: {now: () => now}})
})
afterAll(() => running.stop())
afterEach(() => {
    now = Date.now()
})

const INSIDER = {login: 'sam.taylor@example.com', password: 'VelaInsider#2024'}
const REGULAR = {login: 'jordan.lee@example.com', password: 'VelaDemo#2024'}

const customers = (accessToken: string) =>
    new ShopperCustomers({...sdkConfig(running.origin), headers: {authorization: `Bearer ${accessToken}`}})

/**
 * What the storefront's SDK does when a refresh fails with 'invalid refresh_token': forget the stored session
 * and log in as a new guest (without the old usid).
 */
const refreshOrStartOver = async (refreshToken: string) => {
    try {
        return await helpers.refreshAccessToken({
            slasClient: slasClient(running.origin),
            parameters: {refreshToken}
        })
    } catch (error) {
        const body = await (error as {response: Response}).response.json()
        if (body.message !== 'invalid refresh_token') throw error
        return helpers.loginGuestUser({
            slasClient: slasClient(running.origin),
            parameters: {redirectURI: 'http://localhost:3000/callback'}
        })
    }
}

describe('logout', () => {
    test('a logged-out refresh token is a 400 invalid refresh_token; the client starts a clean guest session', async () => {
        const guest = await loginGuest(running.origin)
        const registered = await loginRegistered(running.origin, REGULAR.login, REGULAR.password, {
            usid: guest.usid
        })
        await helpers.logout({
            slasClient: slasClient(running.origin),
            parameters: {accessToken: registered.access_token, refreshToken: registered.refresh_token}
        })
        const dead = await failure(
            helpers.refreshAccessToken({
                slasClient: slasClient(running.origin),
                parameters: {refreshToken: registered.refresh_token}
            })
        )
        expect(dead).toEqual({
            status: 400,
            body: {
                error: 'invalid_grant',
                error_description: 'invalid refresh_token',
                status_code: '400 BAD_REQUEST',
                message: 'invalid refresh_token'
            }
        })
        const fresh = await refreshOrStartOver(registered.refresh_token)
        expect(fresh.usid).not.toBe(registered.usid)
        expect(fresh.usid).not.toBe(guest.usid)
        expect(fresh.customer_id).not.toBe(guest.customer_id)
        expect(fresh.id_token).toBe('')
        expect(String(jwtPayload(fresh.access_token).isb)).toMatch(/^uido:slas::upn:Guest::/)
        // The new guest sees nothing of the registered customer.
        const profile = await failure(
            customers(fresh.access_token).getCustomer({parameters: {customerId: registered.customer_id}})
        )
        expect(profile.status).toBe(403)
    })

    test('logout accepts an access token that has just expired (signature still checked)', async () => {
        const registered = await loginRegistered(running.origin, REGULAR.login, REGULAR.password)
        now += 31 * 60 * 1000
        const after = await helpers.logout({
            slasClient: slasClient(running.origin),
            parameters: {accessToken: registered.access_token, refreshToken: registered.refresh_token}
        })
        expect(after.usid).not.toBe(registered.usid)
        const forged = await failure(
            helpers.logout({
                slasClient: slasClient(running.origin),
                parameters: {accessToken: `${registered.access_token}x`, refreshToken: after.refresh_token}
            })
        )
        expect(forged.status).toBe(401)
    })

    test('logging out twice is a 400 invalid refresh_token', async () => {
        const registered = await loginRegistered(running.origin, REGULAR.login, REGULAR.password)
        const parameters = {accessToken: registered.access_token, refreshToken: registered.refresh_token}
        await helpers.logout({slasClient: slasClient(running.origin), parameters})
        const again = await failure(helpers.logout({slasClient: slasClient(running.origin), parameters}))
        expect(again).toMatchObject({status: 400, body: {message: 'invalid refresh_token'}})
    })
})

describe('registered logins', () => {
    test('an insider logs in with id_token and enc_user_id and belongs to MKT_SBINSIDERS', async () => {
        const tokens = await loginRegistered(running.origin, INSIDER.login, INSIDER.password)
        expect(tokens.enc_user_id).toMatch(/^[A-Za-z0-9_-]{43}$/)
        expect(jwtPayload(tokens.id_token)).toMatchObject({
            sub: tokens.customer_id,
            email: INSIDER.login,
            given_name: 'Sam',
            family_name: 'Taylor'
        })
        expect(customerGroupsOf(running.sandbox.ctx, tokens.customer_id)).toContain('MKT_SBINSIDERS')
        const profile = await customers(tokens.access_token).getCustomer({
            parameters: {customerId: tokens.customer_id}
        })
        expect(profile.login).toBe(INSIDER.login)
    })

    test('access tokens carry a time-ordered jti, so same-second tokens can be told apart', async () => {
        const first = await loginRegistered(running.origin, REGULAR.login, REGULAR.password)
        now += 5
        const second = await loginRegistered(running.origin, REGULAR.login, REGULAR.password)
        const [a, b] = [first, second].map((t) => String(jwtPayload(t.access_token).jti))
        expect(a).toMatch(/^C2C[0-9a-f]{32}$/)
        expect(parseInt(b.slice(3, 15), 16) - parseInt(a.slice(3, 15), 16)).toBe(5)
    })
})
