import fs from 'fs'
import os from 'os'
import path from 'path'
import {startSandbox} from '../../testing/start'
import {catalogModule} from '../catalog'
import {customersClient, registeredShopper} from '../customers/testing'
import type {SentMail} from '../mail-outbox'
import {loginRegistered, sdkConfig, slasClient, SLAS_TEST_MODULES} from '../slas/testing'
import {ACCOUNT_MODULES, RECAPTCHA_TEST_TOKEN} from '.'

// Accounts live in the SQLite file: a restart keeps addresses, cards, wish lists, changed passwords, pending
// reset links and the outbox, and still refuses tokens issued before a password change.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-accounts-persistence-'))
afterAll(() => fs.rmSync(dataDir, {recursive: true, force: true}))

const MODULES = [...SLAS_TEST_MODULES, catalogModule, ...ACCOUNT_MODULES]

test('account data, credentials changes and mails survive a restart', async () => {
    const first = await startSandbox({dataDir, modules: MODULES})
    const productId = (
        first.sandbox.ctx.db
            .prepare("SELECT id FROM catalog_products WHERE type = 'variant' LIMIT 1")
            .get() as {
            id: string
        }
    ).id
    const shopper = await registeredShopper(first.origin)
    const customerId = shopper.tokens.customer_id
    await shopper.client.createCustomerAddress({
        parameters: {customerId},
        body: {
            addressId: 'GBYorkCoppergate',
            firstName: 'Robin',
            lastName: 'Hart',
            address1: 'Coppergate',
            city: 'York',
            postalCode: 'YO1 9WT',
            countryCode: 'GB',
            preferred: true
        }
    })
    await shopper.client.createCustomerPaymentInstrument({
        parameters: {customerId},
        body: {
            paymentMethodId: 'CREDIT_CARD',
            paymentCard: {
                holder: 'Robin Hart',
                number: '378282246310005',
                expirationMonth: 6,
                expirationYear: 2032,
                securityCode: '1234'
            }
        } as never
    })
    const list = await shopper.client.createCustomerProductList({
        parameters: {customerId},
        body: {type: 'wish_list'}
    })
    await shopper.client.createCustomerProductListItem({
        parameters: {customerId, listId: list.id as string},
        body: {productId, quantity: 2, public: false, priority: 1}
    })
    await shopper.client.updateCustomerPassword({
        parameters: {customerId},
        body: {currentPassword: shopper.password, password: 'Restart#Pass1'}
    })
    const {clientId} = sdkConfig(first.origin).parameters
    await slasClient(first.origin).getPasswordResetToken({
        body: {user_id: shopper.login, mode: 'callback', channel_id: 'vela-gb', client_id: clientId}
    })
    await fetch(`${first.origin}/on/demandware.store/Sites-vela-gb-Site/en_GB/PWA-MailingLists`, {
        method: 'POST',
        headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-recaptcha-token': RECAPTCHA_TEST_TOKEN
        },
        body: new URLSearchParams({email: shopper.login, country: 'GB'}).toString()
    })
    await first.stop()

    const second = await startSandbox({dataDir, modules: MODULES})
    try {
        expect(second.sandbox.seeded).toBe(false)
        const stale = await fetch(
            `${second.origin}/customer/shopper-customers/v1/organizations/${
                sdkConfig(second.origin).parameters.organizationId
            }/customers/${customerId}?siteId=vela-gb`,
            {headers: {authorization: `Bearer ${shopper.tokens.access_token}`}}
        )
        expect(stale.status).toBe(401)
        await expect(loginRegistered(second.origin, shopper.login, shopper.password)).rejects.toThrow(/401/)
        const tokens = await loginRegistered(second.origin, shopper.login, 'Restart#Pass1')
        const client = customersClient(second.origin, tokens.access_token)
        const customer = await client.getCustomer({parameters: {customerId}})
        expect(customer.addresses).toEqual([
            expect.objectContaining({addressId: 'GBYorkCoppergate', preferred: true})
        ])
        expect(customer.paymentInstruments).toEqual([
            expect.objectContaining({
                paymentCard: expect.objectContaining({cardType: 'Amex', maskedNumber: '***********0005'})
            })
        ])
        const lists = await client.getCustomerProductLists({parameters: {customerId}})
        expect(lists.data[0].customerProductListItems).toEqual([
            expect.objectContaining({productId, quantity: 2})
        ])

        const mails = (await (
            await fetch(`${second.origin}/__sandbox/outbox?to=${encodeURIComponent(shopper.login)}`)
        ).json()) as SentMail[]
        expect(mails.map((mail) => mail.kind)).toEqual([
            'mailing-list',
            'password-reset',
            'password-changed',
            'registration'
        ])
        // The reset link mailed before the restart still works once.
        const token = new URL(mails[1].links[0]).searchParams.get('token') as string
        const reset = await slasClient(second.origin).resetPassword(
            {
                body: {
                    client_id: clientId,
                    channel_id: 'vela-gb',
                    pwd_action_token: token,
                    new_password: 'After#Restart1'
                }
            },
            true
        )
        expect(reset.status).toBe(200)
        await loginRegistered(second.origin, shopper.login, 'After#Restart1')
    } finally {
        await second.stop()
    }
})
