import {ShopperCustomers} from 'commerce-sdk-isomorphic'
import {loadSandboxConfig} from '../../core/config'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {RECAPTCHA_TEST_TOKEN} from '../accounts/recaptcha'
import {loginGuest, loginRegistered, sdkConfig, SLAS_TEST_MODULES} from '../slas/testing'
import {customerGroupsOf, findCustomerByLogin} from '.'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: SLAS_TEST_MODULES})
})
afterAll(() => running.stop())

const {organizationId} = loadSandboxConfig()
const customersClient = (accessToken: string) =>
    new ShopperCustomers({
        ...sdkConfig(running.origin),
        headers: {authorization: `Bearer ${accessToken}`, 'c_x-recaptcha-token': RECAPTCHA_TEST_TOKEN}
    })

const errorBody = async (promise: Promise<unknown>) => {
    try {
        await promise
    } catch (error) {
        const response = (error as {response: Response}).response
        return {status: response.status, body: await response.json()}
    }
    throw new Error('expected the call to fail')
}

let counter = 0
const newLogin = () => `new.shopper.${Date.now()}.${counter++}@example.com`
const registration = (login: string, password = 'Str0ng#Pass') => ({
    customer: {
        login,
        email: login,
        firstName: 'Robin',
        lastName: 'Hart',
        c_subscribeMail: true,
        c_optInFrom: 'web'
    },
    password
})

describe('registerCustomer', () => {
    test('creates a customer who can then log in', async () => {
        const guest = await loginGuest(running.origin)
        const login = newLogin()
        const customer = await customersClient(guest.access_token).registerCustomer({
            body: registration(login)
        })
        expect(customer).toMatchObject({
            authType: 'registered',
            login,
            email: login,
            firstName: 'Robin',
            lastName: 'Hart',
            c_subscribeMail: true,
            c_optInFrom: 'web'
        })
        expect(customer.customerId).toMatch(/^[A-Za-z0-9]{26}$/)
        expect(customer.customerNo).toMatch(/^\d{8}$/)
        expect(customer).not.toHaveProperty('password')
        const tokens = await loginRegistered(running.origin, login, 'Str0ng#Pass', {usid: guest.usid})
        expect(tokens.customer_id).toBe(customer.customerId)
        expect(
            await customersClient(tokens.access_token).getCustomer({
                parameters: {customerId: tokens.customer_id}
            })
        ).toMatchObject({customerId: customer.customerId, login, lastLoginTime: expect.any(String)})
    })

    test("a login already in use (in any letter case) is a 400 whose detail says 'login is already in use'", async () => {
        const guest = await loginGuest(running.origin)
        const {status, body} = await errorBody(
            customersClient(guest.access_token).registerCustomer({
                body: registration('ALEX.MORGAN@example.com')
            })
        )
        expect(status).toBe(400)
        expect(body.detail).toContain('login is already in use')
        expect(body).toMatchObject({title: 'Login Already In Use', type: expect.stringContaining('/errors/')})
    })

    test.each([
        ['a short password', registration(newLogin(), 'Sh0rt#'), /8 characters/],
        ['a password without a special character', registration(newLogin(), 'NoSpecial123'), /special/],
        ['no password', {customer: registration(newLogin()).customer}, /password/],
        ['no customer', {password: 'Str0ng#Pass'}, /customer/],
        ['no login', {customer: {email: 'a@example.com', lastName: 'X'}, password: 'Str0ng#Pass'}, /login/],
        [
            'no last name',
            {customer: {login: newLogin(), email: 'a@example.com'}, password: 'Str0ng#Pass'},
            /lastName/
        ],
        [
            'a bad email',
            {customer: {login: newLogin(), email: 'nope', lastName: 'X'}, password: 'Str0ng#Pass'},
            /email/
        ],
        [
            'a non-string login',
            {customer: {login: 42, email: 'a@example.com', lastName: 'X'}, password: 'Str0ng#Pass'},
            /login/
        ],
        [
            'a bad birthday',
            {
                customer: {...registration(newLogin()).customer, birthday: '31/12/1990'},
                password: 'Str0ng#Pass'
            },
            /birthday/
        ],
        ['an empty body', {}, /Body is required/]
    ])('%s is a 400', async (_name, body, detail) => {
        const guest = await loginGuest(running.origin)
        const {status, body: problem} = await errorBody(
            customersClient(guest.access_token).registerCustomer({body: body as never})
        )
        expect(status).toBe(400)
        expect(problem.detail).toMatch(detail)
    })

    test('a registered shopper cannot register another account', async () => {
        const tokens = await loginRegistered(running.origin, 'alex.morgan@example.com', 'VelaDemo#2024')
        const {status} = await errorBody(
            customersClient(tokens.access_token).registerCustomer({body: registration(newLogin())})
        )
        expect(status).toBe(403)
    })

    test('malformed JSON is a 400', async () => {
        const guest = await loginGuest(running.origin)
        const res = await fetch(
            `${running.origin}/customer/shopper-customers/v1/organizations/${organizationId}/customers?siteId=vela-gb`,
            {
                method: 'POST',
                headers: {
                    'content-type': 'application/json',
                    authorization: `Bearer ${guest.access_token}`,
                    'x-recaptcha-token': RECAPTCHA_TEST_TOKEN
                },
                body: '{"customer":'
            }
        )
        expect(res.status).toBe(400)
    })
})

describe('getCustomer', () => {
    const customerUrl = (customerId: string, query = '?siteId=vela-gb', org = organizationId) =>
        `${running.origin}/customer/shopper-customers/v1/organizations/${org}/customers/${customerId}${query}`

    test('a registered shopper reads their own profile, without secrets', async () => {
        const tokens = await loginRegistered(running.origin, 'sam.taylor@example.com', 'VelaInsider#2024')
        const customer = await customersClient(tokens.access_token).getCustomer({
            parameters: {customerId: tokens.customer_id}
        })
        expect(customer).toMatchObject({
            customerId: tokens.customer_id,
            login: 'sam.taylor@example.com',
            firstName: 'Sam',
            lastName: 'Taylor',
            authType: 'registered'
        })
        expect(JSON.stringify(customer)).not.toMatch(/scrypt|password_hash|passwordHash/)
    })

    test("another customer's profile is 403", async () => {
        const alex = await loginRegistered(running.origin, 'alex.morgan@example.com', 'VelaDemo#2024')
        const sam = await loginRegistered(running.origin, 'sam.taylor@example.com', 'VelaInsider#2024')
        const {status} = await errorBody(
            customersClient(alex.access_token).getCustomer({parameters: {customerId: sam.customer_id}})
        )
        expect(status).toBe(403)
    })

    test('a guest is 403', async () => {
        const guest = await loginGuest(running.origin)
        const {status} = await errorBody(
            customersClient(guest.access_token).getCustomer({parameters: {customerId: guest.customer_id}})
        )
        expect(status).toBe(403)
    })

    test.each([
        ['no token', undefined],
        ['a forged token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
        ['a token with a tampered payload', 'tamper']
    ])('%s is 401 with the platform shape', async (_name, token) => {
        const tokens = await loginRegistered(running.origin, 'alex.morgan@example.com', 'VelaDemo#2024')
        let authorization = token ? `Bearer ${token}` : undefined
        if (token === 'tamper') {
            const [header, , signature] = tokens.access_token.split('.')
            const payload = Buffer.from(JSON.stringify({sub: 'x', isb: 'y', exp: 9999999999})).toString(
                'base64url'
            )
            authorization = `Bearer ${header}.${payload}.${signature}`
        }
        const res = await fetch(customerUrl(tokens.customer_id), {
            headers: authorization ? {authorization} : {}
        })
        expect(res.status).toBe(401)
        expect(await res.json()).toEqual({
            type: expect.stringMatching(/\/errors\/unauthorized$/),
            title: 'Unauthorized',
            detail: expect.any(String)
        })
    })

    test('a missing siteId is a 400 naming it; an unknown one a 404; a wrong organisation a 404', async () => {
        const tokens = await loginRegistered(running.origin, 'alex.morgan@example.com', 'VelaDemo#2024')
        const headers = {authorization: `Bearer ${tokens.access_token}`}
        const missing = await fetch(customerUrl(tokens.customer_id, ''), {headers})
        expect(missing.status).toBe(400)
        expect((await missing.json()).detail).toBe(
            'The following parameters were missing from your request: siteId'
        )
        expect((await fetch(customerUrl(tokens.customer_id, '?siteId=vela-xx'), {headers})).status).toBe(404)
        expect(
            (await fetch(customerUrl(tokens.customer_id, '?siteId=vela-gb', 'f_ecom_x'), {headers})).status
        ).toBe(404)
    })
})

describe('customer groups', () => {
    test('guests, registered shoppers and insiders', () => {
        const ctx = running.sandbox.ctx
        const alex = findCustomerByLogin(ctx, 'alex.morgan@example.com')
        const sam = findCustomerByLogin(ctx, 'sam.taylor@example.com')
        expect(customerGroupsOf(ctx, undefined)).toEqual(['Everyone', 'Unregistered'])
        expect(customerGroupsOf(ctx, 'someGuestId')).toEqual(['Everyone', 'Unregistered'])
        expect(customerGroupsOf(ctx, alex?.customerId)).toEqual(['Everyone', 'Registered'])
        expect(customerGroupsOf(ctx, sam?.customerId)).toEqual(['Everyone', 'Registered', 'MKT_SBINSIDERS'])
    })
})
