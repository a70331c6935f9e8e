import fs from 'fs'
import os from 'os'
import path from 'path'
import {helpers, ShopperCustomers} from 'commerce-sdk-isomorphic'
import {startSandbox} from '../../testing/start'
import {RECAPTCHA_TEST_TOKEN} from '../accounts/recaptcha'
import {loginGuest, loginRegistered, sdkConfig, slasClient, SLAS_TEST_MODULES} from './testing'

// Sessions, signing keys and customers live in the SQLite file: a restart must not log anyone out.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-slas-persistence-'))
afterAll(() => fs.rmSync(dataDir, {recursive: true, force: true}))

const customers = (origin: string, accessToken: string) =>
    new ShopperCustomers({
        ...sdkConfig(origin),
        headers: {authorization: `Bearer ${accessToken}`, 'c_x-recaptcha-token': RECAPTCHA_TEST_TOKEN}
    })

test('tokens, guest sessions and new customers survive a restart', async () => {
    const first = await startSandbox({dataDir, modules: SLAS_TEST_MODULES})
    const guest = await loginGuest(first.origin)
    await customers(first.origin, guest.access_token).registerCustomer({
        body: {
            customer: {login: 'restart@example.com', email: 'restart@example.com', lastName: 'Restart'},
            password: 'Restart#2024'
        }
    })
    const registered = await loginRegistered(first.origin, 'restart@example.com', 'Restart#2024', {
        usid: guest.usid
    })
    const jwksBefore = await slasClient(first.origin).getJwksUri()
    await first.stop()

    const second = await startSandbox({dataDir, modules: SLAS_TEST_MODULES})
    try {
        expect(second.sandbox.seeded).toBe(false)
        expect(await slasClient(second.origin).getJwksUri()).toEqual(jwksBefore)
        // An access token issued before the restart still verifies.
        const profile = await customers(second.origin, registered.access_token).getCustomer({
            parameters: {customerId: registered.customer_id}
        })
        expect(profile.login).toBe('restart@example.com')
        // The refresh token is still live and rotates as usual.
        const refreshed = await helpers.refreshAccessToken({
            slasClient: slasClient(second.origin),
            parameters: {refreshToken: registered.refresh_token}
        })
        expect(refreshed.customer_id).toBe(registered.customer_id)
        expect(refreshed.usid).toBe(guest.usid)
        // The usid still maps to the same guest customer.
        const again = await loginGuest(second.origin, {usid: guest.usid})
        expect(again.customer_id).toBe(guest.customer_id)
        const login = await loginRegistered(second.origin, 'restart@example.com', 'Restart#2024')
        expect(login.customer_id).toBe(registered.customer_id)
    } finally {
        await second.stop()
    }
})
