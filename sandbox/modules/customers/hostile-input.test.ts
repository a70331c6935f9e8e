import {startSandbox, type RunningSandbox} from '../../testing/start'
import {ACCOUNT_MODULES} from '../accounts'
import {catalogModule} from '../catalog'
import {loginGuest, sdkConfig, SLAS_TEST_MODULES} from '../slas/testing'
import {CUSTOMERS_API, registeredShopper} from './testing'

// Whatever arrives, the answer is a 2xx or a 4xx with the platform's shape: never a 500.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [...SLAS_TEST_MODULES, catalogModule, ...ACCOUNT_MODULES]})
})
afterAll(() => running.stop())

const HOSTILE_BODIES = [
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{}',
    JSON.stringify({addressId: {}, firstName: [], lastName: {x: 1}, countryCode: 7, postalCode: null}),
    JSON.stringify({paymentCard: {number: {}, holder: [], expirationMonth: 'soon', expirationYear: null}}),
    JSON.stringify({productId: {}, quantity: '1', priority: 'high', public: 'no', type: []}),
    JSON.stringify({email: {}, login: [], firstName: 1, birthday: 19900101, gender: 'x', c_x: undefined}),
    JSON.stringify({currentPassword: {}, password: ['a']}),
    JSON.stringify({firstName: 'x'.repeat(100000)}),
    JSON.stringify({__proto__: {admin: true}, constructor: {prototype: {x: 1}}}),
    JSON.stringify(JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)))
]

test('no customer endpoint answers 500 to hostile bodies', async () => {
    const shopper = await registeredShopper(running.origin)
    const id = shopper.tokens.customer_id
    const customerId = encodeURIComponent(id)
    const list = await shopper.client.createCustomerProductList({
        parameters: {customerId: id},
        body: {type: 'wish_list'}
    })
    const base = `${CUSTOMERS_API}/${customerId}`
    const targets: [string, string][] = [
        ['PATCH', base],
        ['PUT', `${base}/password`],
        ['POST', `${base}/addresses`],
        ['PATCH', `${base}/addresses/${encodeURIComponent('%00<script>')}`],
        ['POST', `${base}/payment-instruments`],
        ['POST', `${base}/product-lists`],
        ['PATCH', `${base}/product-lists/${list.id as string}`],
        ['POST', `${base}/product-lists/${list.id as string}/items`],
        ['POST', `${CUSTOMERS_API}/password/actions/create-reset-token`],
        ['POST', `${CUSTOMERS_API}/password/actions/reset`]
    ]
    for (const [method, path] of targets) {
        for (const body of HOSTILE_BODIES) {
            const res = await fetch(`${running.origin}${path}?siteId=vela-gb&c_x=${'y'.repeat(10)}`, {
                method,
                headers: {
                    'content-type': 'application/json',
                    authorization: `Bearer ${shopper.tokens.access_token}`
                },
                body
            })
            expect([method, path, body.slice(0, 40), res.status < 500]).toEqual([
                method,
                path,
                body.slice(0, 40),
                true
            ])
            // Failures carry the problem shape; successes are plain JSON documents.
            const answer = (await res.json()) as Record<string, unknown>
            const shapeOk =
                res.status < 400 || (typeof answer.title === 'string' && typeof answer.detail === 'string')
            expect(shapeOk).toBe(true)
        }
    }
    // The account is still intact and readable.
    expect((await shopper.client.getCustomer({parameters: {customerId: id}})).lastName).toBe('Hart')
})

test('no SLAS password or account controller endpoint answers 500 to hostile forms', async () => {
    const {clientId, organizationId} = sdkConfig(running.origin).parameters
    const guest = await loginGuest(running.origin)
    const forms = [
        {},
        {user_id: 'x'.repeat(5000), client_id: clientId, channel_id: 'vela-gb'},
        {user_id: ['a', 'b'], client_id: clientId, channel_id: 'vela-gb'},
        {pwd_action_token: 'x', new_password: '', client_id: clientId, channel_id: 'vela-gb'},
        {email: '<script>@x.y', dob: '99/99/9999', country: '??', optIn: 'yes', mpid: '\u0000'}
    ]
    const paths = [
        `/shopper/auth/v1/organizations/${organizationId}/oauth2/password/reset`,
        `/shopper/auth/v1/organizations/${organizationId}/oauth2/password/action`,
        ...[
            'PWA-UpdateProfileApi',
            'PWA-InsidersDOB',
            'PWA-MailingLists',
            'PWA-SyncBraze',
            'PWA_mParticle-LogOptEvent'
        ].map((endpoint) => `/on/demandware.store/Sites-vela-gb-Site/en_GB/${endpoint}`)
    ]
    for (const path of paths) {
        for (const form of forms) {
            const params = new URLSearchParams()
            for (const [name, value] of Object.entries(form))
                for (const item of Array.isArray(value) ? value : [value]) params.append(name, item)
            const res = await fetch(`${running.origin}${path}`, {
                method: 'POST',
                headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                    authorization: `Bearer ${guest.access_token}`
                },
                body: params.toString()
            })
            expect([path, JSON.stringify(form).slice(0, 40), res.status < 500]).toEqual([
                path,
                JSON.stringify(form).slice(0, 40),
                true
            ])
        }
    }
})
