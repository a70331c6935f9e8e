import {helpers, ShopperCustomers} from 'commerce-sdk-isomorphic'
import {startSandbox, type RunningSandbox} from '../../../testing/start'
import {latestMail} from '../../mail-outbox'
import {loginGuest, loginRegistered, sdkConfig, slasClient, SLAS_TEST_MODULES} from '../../slas/testing'
import {CUSTOMERS_API, customersClient, failure, registeredShopper, uniqueLogin} from '../testing'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: SLAS_TEST_MODULES})
})
afterAll(() => running.stop())

const CREDENTIALS_CHANGED = 'Customer credentials changed after token was issued.'

describe('updateCustomer (PATCH)', () => {
    test('updates names, phone, birthday and preferences, keeps unknown c_* attributes and returns the full customer', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const parameters = {customerId: tokens.customer_id}
        const updated = await client.updateCustomer({
            parameters,
            body: {
                firstName: 'Robyn',
                lastName: 'Hartley',
                phoneHome: '+44 20 7946 0000',
                birthday: '1990-04-12',
                c_subscribeMail: true,
                c_optInFrom: 'account',
                c_subscribeBrochure: false,
                c_favouriteSport: 'yoga',
                customerNo: 'ignored',
                password: 'Ignored#Pass1'
            }
        })
        expect(updated).toMatchObject({
            customerId: tokens.customer_id,
            firstName: 'Robyn',
            lastName: 'Hartley',
            phoneHome: '+44 20 7946 0000',
            birthday: '1990-04-12',
            c_subscribeMail: true,
            c_optInFrom: 'account',
            c_subscribeBrochure: false,
            c_favouriteSport: 'yoga'
        })
        expect(updated.customerNo).not.toBe('ignored')
        expect(JSON.stringify(updated)).not.toContain('Ignored#Pass1')
        // A later partial update leaves the rest alone; null clears a custom attribute.
        const again = await client.updateCustomer({
            parameters,
            body: {c_favouriteSport: null, firstName: 'Rob'} as never
        })
        expect(again).toMatchObject({firstName: 'Rob', lastName: 'Hartley', c_optInFrom: 'account'})
        expect(again).not.toHaveProperty('c_favouriteSport')
        expect(await client.getCustomer({parameters})).toMatchObject({
            firstName: 'Rob',
            birthday: '1990-04-12'
        })
    })

    test('script tags are stored and returned as inert text', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const hostile = '<script>alert(1)</script>'
        const updated = await client.updateCustomer({
            parameters: {customerId: tokens.customer_id},
            body: {firstName: hostile, c_note: '<img src=x onerror=alert(1)>'}
        })
        expect(updated.firstName).toBe(hostile)
        const res = await fetch(`${running.origin}${CUSTOMERS_API}/${tokens.customer_id}?siteId=vela-gb`, {
            headers: {authorization: `Bearer ${tokens.access_token}`}
        })
        expect(res.headers.get('content-type')).toContain('application/json')
        expect(res.headers.get('cache-control')).toBe('private, no-store')
        expect((await res.json()).firstName).toBe(hostile)
    })

    test.each([
        ['an over-long last name', {lastName: 'x'.repeat(257)}, /lastName/],
        ['a blank last name', {lastName: '   '}, /lastName/],
        ['an over-long custom attribute', {c_blob: 'x'.repeat(5000)}, /c_blob/],
        ['an over-long attribute name', {[`c_${'x'.repeat(70)}`]: 1}, /too long/],
        ['a non-boolean c_subscribeMail', {c_subscribeMail: 'yes'}, /c_subscribeMail/],
        ['a phone with letters', {phoneHome: 'call me'}, /phoneHome/],
        ['a birthday before 1900', {birthday: '1899-12-31'}, /birthday/],
        ['a birthday that is no date', {birthday: '2001-02-30'}, /birthday/],
        ['a bad email', {email: 'not-an-email'}, /email/],
        ['control characters', {firstName: 'Rob\u0000in'}, /firstName/],
        ['an empty body', {}, /Body is required/]
    ])('%s is a 400 naming the field', async (_name, body, detail) => {
        const {client, tokens} = await registeredShopper(running.origin)
        const {status, body: problem} = await failure(
            client.updateCustomer({parameters: {customerId: tokens.customer_id}, body: body as never})
        )
        expect(status).toBe(400)
        expect(problem.detail).toMatch(detail)
    })

    test('a guest cannot update a profile (403)', async () => {
        const guest = await loginGuest(running.origin)
        const {status} = await failure(
            customersClient(running.origin, guest.access_token).updateCustomer({
                parameters: {customerId: guest.customer_id},
                body: {firstName: 'Guest'}
            })
        )
        expect(status).toBe(403)
    })
})

describe('email (login) change', () => {
    test('needs the current password and a free login; then old tokens get the credentials-changed 401', async () => {
        const shopper = await registeredShopper(running.origin)
        const parameters = {customerId: shopper.tokens.customer_id}
        const newEmail = uniqueLogin('moved')
        const withoutPassword = await failure(
            shopper.client.updateCustomer({parameters, body: {email: newEmail}})
        )
        expect(withoutPassword.status).toBe(400)
        expect(withoutPassword.body.detail).toMatch(/currentPassword/)
        const wrongPassword = await failure(
            shopper.client.updateCustomer({
                parameters,
                body: {email: newEmail, currentPassword: 'Wrong#Pass1'}
            })
        )
        expect(wrongPassword).toMatchObject({status: 400, body: {title: 'Update Password'}})
        const taken = await failure(
            shopper.client.updateCustomer({
                parameters,
                body: {email: 'ALEX.MORGAN@example.com', currentPassword: shopper.password}
            })
        )
        expect(taken.status).toBe(400)
        expect(taken.body.detail).toMatch(/login is already in use/)

        const updated = await shopper.client.updateCustomer({
            parameters,
            body: {email: newEmail, currentPassword: shopper.password}
        })
        expect(updated).toMatchObject({email: newEmail, login: newEmail})
        const stale = await failure(shopper.client.getCustomer({parameters}))
        expect(stale).toEqual({status: 401, body: expect.objectContaining({detail: CREDENTIALS_CHANGED})})
        await expect(loginRegistered(running.origin, shopper.login, shopper.password)).rejects.toThrow(/401/)
        const again = await loginRegistered(running.origin, newEmail, shopper.password)
        expect(again.customer_id).toBe(shopper.tokens.customer_id)
    })
})

describe('updateCustomerPassword (PUT)', () => {
    test('204; old access token → 401 with the exact detail, refresh token revoked, new password logs in', async () => {
        const shopper = await registeredShopper(running.origin)
        const parameters = {customerId: shopper.tokens.customer_id}
        await shopper.client.updateCustomerPassword({
            parameters,
            body: {currentPassword: shopper.password, password: 'N3w#Password'}
        })
        const res = await fetch(`${running.origin}${CUSTOMERS_API}/${parameters.customerId}?siteId=vela-gb`, {
            headers: {authorization: `Bearer ${shopper.tokens.access_token}`}
        })
        expect(res.status).toBe(401)
        expect(await res.json()).toEqual({
            type: expect.stringMatching(/\/errors\/unauthorized$/),
            title: 'Unauthorized',
            detail: CREDENTIALS_CHANGED
        })
        const refresh = await failure(
            helpers.refreshAccessToken({
                slasClient: slasClient(running.origin),
                parameters: {refreshToken: shopper.tokens.refresh_token}
            })
        )
        expect(refresh).toMatchObject({status: 400, body: {message: 'invalid refresh_token'}})
        await expect(loginRegistered(running.origin, shopper.login, shopper.password)).rejects.toThrow(/401/)
        const fresh = await loginRegistered(running.origin, shopper.login, 'N3w#Password')
        const profile = await customersClient(running.origin, fresh.access_token).getCustomer({parameters})
        expect(profile.login).toBe(shopper.login)
        expect(latestMail(running.sandbox.ctx, {to: shopper.login, kind: 'password-changed'})).toBeDefined()
    })

    test("a wrong current password is a 400 in the platform's 'Update Password' shape", async () => {
        const shopper = await registeredShopper(running.origin)
        const {status, body} = await failure(
            shopper.client.updateCustomerPassword({
                parameters: {customerId: shopper.tokens.customer_id},
                body: {currentPassword: 'Wrong#Pass1', password: 'N3w#Password'}
            })
        )
        expect(status).toBe(400)
        expect(body).toEqual({
            type: expect.stringMatching(/\/errors\/update-password$/),
            title: 'Update Password',
            detail: "The update password request is invalid. Customer's current password is not valid",
            errorMessage: "Customer's current password is not valid"
        })
        // Nothing changed: the token still works.
        await shopper.client.getCustomer({parameters: {customerId: shopper.tokens.customer_id}})
    })

    test.each([
        ['too short', 'Sh0rt#', /8 characters/],
        ['no uppercase letter', 'lower#case1', /uppercase/],
        ['no lowercase letter', 'UPPER#CASE1', /lowercase/],
        ['no number', 'No#Numbers', /number/],
        ['no special character', 'NoSpecial123', /special/]
    ])('a new password with %s is a 400', async (_name, password, detail) => {
        const shopper = await registeredShopper(running.origin)
        const {status, body} = await failure(
            shopper.client.updateCustomerPassword({
                parameters: {customerId: shopper.tokens.customer_id},
                body: {currentPassword: shopper.password, password}
            })
        )
        expect(status).toBe(400)
        expect(body.detail).toMatch(detail)
    })

    test('missing fields are a 400', async () => {
        const shopper = await registeredShopper(running.origin)
        const {status, body} = await failure(
            shopper.client.updateCustomerPassword({
                parameters: {customerId: shopper.tokens.customer_id},
                body: {password: 'N3w#Password'} as never
            })
        )
        expect(status).toBe(400)
        expect(body.detail).toMatch(/currentPassword/)
    })
})

describe('registration reCAPTCHA', () => {
    const register = (token: string | undefined, accessToken: string) =>
        new ShopperCustomers({
            ...sdkConfig(running.origin),
            headers: {
                authorization: `Bearer ${accessToken}`,
                ...(token ? {'c_x-recaptcha-token': token} : {})
            }
        }).registerCustomer({
            body: {
                customer: {login: uniqueLogin(), email: uniqueLogin(), lastName: 'Hart'},
                password: 'Str0ng#Pass'
            }
        })

    test.each([
        ['a missing token', undefined],
        ['a wrong token', 'not-the-test-token']
    ])('%s is a 400 whose detail mentions Recaptcha', async (_name, token) => {
        const guest = await loginGuest(running.origin)
        const {status, body} = await failure(register(token, guest.access_token))
        expect(status).toBe(400)
        expect(body.detail).toContain('Recaptcha')
    })

    test('the documented test token passes, in either header, and a welcome mail is sent (names escaped)', async () => {
        const guest = await loginGuest(running.origin)
        const login = uniqueLogin()
        const res = await fetch(`${running.origin}${CUSTOMERS_API}?siteId=vela-us`, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${guest.access_token}`,
                'x-recaptcha-token': 'vela-sandbox-recaptcha-pass'
            },
            body: JSON.stringify({
                customer: {login, email: login, firstName: '<b>Bold</b>', lastName: 'Hart'},
                password: 'Str0ng#Pass'
            })
        })
        expect(res.status).toBe(200)
        const mail = latestMail(running.sandbox.ctx, {to: login, kind: 'registration'})
        expect(mail?.html).toContain('&lt;b&gt;Bold&lt;/b&gt;')
        expect(mail?.html).not.toContain('<b>Bold')
        expect(mail?.links).toEqual(['http://localhost:3000/us/account'])
    })
})
