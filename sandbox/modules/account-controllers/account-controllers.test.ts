import {startSandbox, type RunningSandbox} from '../../testing/start'
import {RECAPTCHA_TEST_TOKEN} from '../accounts/recaptcha'
import {registeredShopper, uniqueLogin} from '../customers/testing'
import {latestMail, listMail, mailOutboxModule} from '../mail-outbox'
import {loginGuest, SLAS_TEST_MODULES} from '../slas/testing'
import {accountControllersModule, findMarketingProfile} from '.'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({
        modules: [...SLAS_TEST_MODULES, mailOutboxModule, accountControllersModule]
    })
})
afterAll(() => running.stop())

const controller = (endpoint: string, site = 'vela-gb', locale = 'en_GB') =>
    `${running.origin}/on/demandware.store/Sites-${site}-Site/${locale}/${endpoint}`

const postForm = async (
    endpoint: string,
    form: Record<string, string>,
    headers: Record<string, string> = {},
    site?: string
) => {
    const res = await fetch(controller(endpoint, site, site === 'vela-us' ? 'en_US' : 'en_GB'), {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
        body: new URLSearchParams(form).toString()
    })
    return {status: res.status, body: await res.json(), headers: res.headers}
}

const bearer = (token: string) => ({authorization: `Bearer ${token}`})

describe('PWA-UpdateProfileApi', () => {
    test('updates the signed-in customer: newsletter opt-in, insiders group, customer-data platform id', async () => {
        const shopper = await registeredShopper(running.origin)
        const res = await postForm(
            'PWA-UpdateProfileApi',
            {
                mpid: '-123456789',
                email: shopper.login,
                skipServiceUpdate: 'false',
                optIn: 'true',
                insidersOptIn: 'true'
            },
            bearer(shopper.tokens.access_token)
        )
        expect(res.status).toBe(200)
        expect(res.headers.get('cache-control')).toBe('private, no-store')
        expect(res.body).toEqual({
            success: true,
            customerGroups: ['Everyone', 'Registered', 'MKT_SBINSIDERS']
        })
        const customer = await shopper.client.getCustomer({
            parameters: {customerId: shopper.tokens.customer_id}
        })
        expect(customer.c_subscribeMail).toBe(true)
        expect(findMarketingProfile(running.sandbox.ctx, shopper.login)).toMatchObject({
            subscribed: true,
            insidersOptIn: true,
            mpid: '-123456789'
        })
        const optOut = await postForm(
            'PWA-UpdateProfileApi',
            {email: shopper.login, optIn: 'false'},
            bearer(shopper.tokens.access_token)
        )
        expect(optOut.body.success).toBe(true)
        expect(
            (await shopper.client.getCustomer({parameters: {customerId: shopper.tokens.customer_id}}))
                .c_subscribeMail
        ).toBe(false)
    })

    test('without a signed-in customer, or for someone else’s email, nothing changes (success false)', async () => {
        const guest = await loginGuest(running.origin)
        const anonymous = await postForm('PWA-UpdateProfileApi', {
            email: 'sam.taylor@example.com',
            optIn: 'false'
        })
        expect(anonymous.body).toEqual({
            success: false,
            error: 'A signed-in customer is required.',
            customerGroups: ['Everyone', 'Unregistered']
        })
        const asGuest = await postForm(
            'PWA-UpdateProfileApi',
            {email: 'sam.taylor@example.com', optIn: 'false'},
            bearer(guest.access_token)
        )
        expect(asGuest.body.success).toBe(false)
        const shopper = await registeredShopper(running.origin)
        const other = await postForm(
            'PWA-UpdateProfileApi',
            {email: 'sam.taylor@example.com', insidersOptIn: 'true'},
            bearer(shopper.tokens.access_token)
        )
        expect(other.body).toMatchObject({success: false, customerGroups: ['Everyone', 'Registered']})
        expect(findMarketingProfile(running.sandbox.ctx, 'sam.taylor@example.com')).toBeUndefined()
    })

    test('a token from before a password change counts as no token', async () => {
        const shopper = await registeredShopper(running.origin)
        await shopper.client.updateCustomerPassword({
            parameters: {customerId: shopper.tokens.customer_id},
            body: {currentPassword: shopper.password, password: 'N3w#Password'}
        })
        const res = await postForm(
            'PWA-UpdateProfileApi',
            {email: shopper.login, optIn: 'true'},
            bearer(shopper.tokens.access_token)
        )
        expect(res.body).toMatchObject({success: false, customerGroups: ['Everyone', 'Unregistered']})
    })

    test.each([
        ['no email', {optIn: 'true'}],
        ['a bad email', {email: 'nope'}],
        ['a bad flag', {email: 'a@example.com', optIn: 'maybe'}],
        ['an over-long mpid', {email: 'a@example.com', mpid: 'x'.repeat(200)}]
    ])('%s is a 400', async (_name, form) => {
        expect((await postForm('PWA-UpdateProfileApi', form)).status).toBe(400)
    })
})

describe('PWA-InsidersDOB', () => {
    test('adds a date of birth once, then reports that it exists; the signed-in customer gets the birthday', async () => {
        const shopper = await registeredShopper(running.origin)
        const first = await postForm(
            'PWA-InsidersDOB',
            {email: shopper.login, dob: '12/04/1990', country: 'GB'},
            bearer(shopper.tokens.access_token)
        )
        expect(first.body).toEqual({success: true, error: '', result: {dobExists: false, dobAdded: true}})
        const second = await postForm('PWA-InsidersDOB', {
            email: shopper.login,
            dob: '1991-01-01',
            country: 'GB'
        })
        expect(second.body.result).toEqual({dobExists: true, dobAdded: false})
        expect(findMarketingProfile(running.sandbox.ctx, shopper.login)?.dob).toBe('1990-04-12')
        const customer = await shopper.client.getCustomer({
            parameters: {customerId: shopper.tokens.customer_id}
        })
        expect(customer.birthday).toBe('1990-04-12')
    })

    test('US dates are month first', async () => {
        const email = uniqueLogin('dob')
        await postForm('PWA-InsidersDOB', {email, dob: '04/12/1990', country: 'US'}, {}, 'vela-us')
        expect(findMarketingProfile(running.sandbox.ctx, email)?.dob).toBe('1990-04-12')
    })

    test.each([
        ['no dob', {email: 'a@example.com'}],
        ['no email', {dob: '1990-01-01'}],
        ['a year outside 19xx/20xx', {email: 'a@example.com', dob: '1890-01-01'}],
        ['a day that does not exist', {email: 'a@example.com', dob: '31/02/1990'}],
        ['a date in the future', {email: 'a@example.com', dob: '2099-01-01'}],
        ['free text', {email: 'a@example.com', dob: 'yesterday'}]
    ])('%s is a 400', async (_name, form) => {
        expect((await postForm('PWA-InsidersDOB', form)).status).toBe(400)
    })
})

describe('PWA-MailingLists', () => {
    test('with the test reCAPTCHA token: subscribed, one welcome mail', async () => {
        const email = uniqueLogin('news')
        const form = {email, country: 'GB', mailingListSource: 'footer'}
        const headers = {'x-recaptcha-token': RECAPTCHA_TEST_TOKEN}
        const res = await postForm('PWA-MailingLists', form, headers)
        expect(res).toMatchObject({
            status: 200,
            body: {success: true, error: '', result: {emailSubscribed: true}}
        })
        await postForm('PWA-MailingLists', form, headers)
        expect(listMail(running.sandbox.ctx, {to: email, kind: 'mailing-list'})).toHaveLength(1)
        expect(latestMail(running.sandbox.ctx, {to: email})?.links).toEqual(['http://localhost:3000/'])
        expect(findMarketingProfile(running.sandbox.ctx, email)).toMatchObject({
            subscribed: true,
            source: 'footer'
        })
        const optOut = await postForm('PWA-MailingLists', {...form, optInValue: 'false'}, headers)
        expect(optOut.body.result.emailSubscribed).toBe(false)
    })

    test.each([
        ['a missing token', {}],
        ['a wrong token', {'x-recaptcha-token': 'forged'}],
        ['an empty token', {'c_x-recaptcha-token': ''}]
    ])('%s: success false with an error naming Recaptcha, nothing stored', async (_name, headers) => {
        const email = uniqueLogin('bot')
        const res = await postForm(
            'PWA-MailingLists',
            {email, country: 'GB', mailingListSource: 'popup'},
            headers
        )
        expect(res.status).toBe(200)
        expect(res.body).toMatchObject({success: false, result: {emailSubscribed: false}})
        expect(res.body.error).toContain('Recaptcha')
        expect(findMarketingProfile(running.sandbox.ctx, email)).toBeUndefined()
    })

    test('a bad email or country is a 400', async () => {
        const headers = {'x-recaptcha-token': RECAPTCHA_TEST_TOKEN}
        expect((await postForm('PWA-MailingLists', {email: 'nope'}, headers)).status).toBe(400)
        expect(
            (await postForm('PWA-MailingLists', {email: 'a@example.com', country: 'GBR'}, headers)).status
        ).toBe(400)
    })
})

describe('PWA-SyncBraze and PWA_mParticle-LogOptEvent', () => {
    test('SyncBraze acknowledges a valid email', async () => {
        expect((await postForm('PWA-SyncBraze', {email: 'a@example.com'})).body).toEqual({success: true})
        expect((await postForm('PWA-SyncBraze', {email: 'not-an-email'})).status).toBe(400)
    })

    test('LogOptEvent takes a JSON requestBody and logs it', async () => {
        const post = (body: string) =>
            fetch(controller('PWA_mParticle-LogOptEvent'), {
                method: 'POST',
                headers: {'content-type': 'application/json'},
                body
            })
        const event = {
            event_name: 'email_opt_in',
            user_identities: {email: 'opt@example.com'},
            user_attributes: {email_address: 'opt@example.com', FirstName: '<b>x</b>'},
            custom_attributes: {country_code_iso: 'GB', source: 'footer'}
        }
        const res = await post(JSON.stringify({requestBody: event}))
        expect(await res.json()).toEqual({success: true})
        const row = running.sandbox.ctx.db
            .prepare('SELECT email, event_name, payload FROM marketing_events ORDER BY id DESC LIMIT 1')
            .get() as {email: string; event_name: string; payload: string}
        expect(row).toMatchObject({email: 'opt@example.com', event_name: 'email_opt_in'})
        expect(JSON.parse(row.payload)).toEqual(event)
        expect((await post('{}')).status).toBe(400)
        expect((await post('[1,2]')).status).toBe(400)
        expect((await post(JSON.stringify({requestBody: {blob: 'x'.repeat(20000)}}))).status).toBe(400)
        expect((await post('{"broken":')).status).toBe(400)
    })
})

test('an unknown site or locale is a 404', async () => {
    const unknownSite = await fetch(controller('PWA-SyncBraze', 'vela-xx'), {method: 'POST'})
    expect(unknownSite.status).toBe(404)
    const unknownLocale = await fetch(controller('PWA-SyncBraze', 'vela-us', 'fr_FR'), {method: 'POST'})
    expect(unknownLocale.status).toBe(404)
})
