import type Database from 'better-sqlite3'
import {startSandbox, type RunningSandbox} from '../../../testing/start'
import {loginRegistered, SLAS_TEST_MODULES} from '../../slas/testing'
import {CUSTOMERS_API, customersClient, failure, registeredShopper} from '../testing'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: SLAS_TEST_MODULES})
})
afterAll(() => running.stop())

const PAN = '4111111111111111'
const CVC = '737'

/** Every value in every table, as one string: a secret found here has been stored. */
const databaseDump = (db: Database.Database) =>
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {name: string}[])
        .map(({name}) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()))
        .join('\n')

// The body the retail storefront sends (spaces stripped from the number), plus a security code it must not.
const cardBody = (overrides: Record<string, unknown> = {}) => ({
    paymentMethodId: 'CREDIT_CARD',
    paymentCard: {
        holder: 'Robin Hart',
        number: PAN,
        cardType: 'Visa',
        expirationMonth: 12,
        expirationYear: 2031,
        issueNumber: '',
        validFromMonth: 1,
        validFromYear: 2020,
        securityCode: CVC,
        cvv: CVC,
        ...overrides
    }
})

describe('saved payment instruments', () => {
    test('a card is saved masked; the full number and the security code are never stored or returned', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const customerId = tokens.customer_id
        const saved = await client.createCustomerPaymentInstrument({
            parameters: {customerId},
            body: {...cardBody(), default: true, c_cardNumber: PAN} as never
        })
        expect(saved).toEqual({
            paymentInstrumentId: expect.stringMatching(/^[0-9a-f]{26}$/),
            paymentMethodId: 'CREDIT_CARD',
            default: true,
            paymentCard: {
                cardType: 'Visa',
                holder: 'Robin Hart',
                expirationMonth: 12,
                expirationYear: 2031,
                maskedNumber: '************1111',
                numberLastDigits: '1111',
                validFromMonth: 1,
                validFromYear: 2020,
                creditCardExpired: false
            },
            creationDate: expect.any(String),
            lastModified: expect.any(String)
        })
        const customer = await client.getCustomer({parameters: {customerId}})
        expect(customer.paymentInstruments).toEqual([saved])
        const dump = databaseDump(running.sandbox.ctx.db)
        expect(dump).not.toContain(PAN)
        expect(dump).not.toMatch(/securityCode|"cvv"/)
        expect(JSON.stringify(customer)).not.toContain(PAN)
    })

    test('only one default; PATCH changes default and expiry; DELETE removes (then 404)', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const customerId = tokens.customer_id
        const first = await client.createCustomerPaymentInstrument({
            parameters: {customerId},
            body: {...cardBody(), default: true}
        })
        const second = await client.createCustomerPaymentInstrument({
            parameters: {customerId},
            body: {...cardBody({number: '5555 5555 5555 4444', cardType: undefined}), default: true}
        })
        expect(second.paymentCard).toMatchObject({cardType: 'Mastercard', numberLastDigits: '4444'})
        const parameters = (id: string) => ({customerId, paymentInstrumentId: id})
        expect(
            await client.getCustomerPaymentInstrument({
                parameters: parameters(first.paymentInstrumentId as string)
            })
        ).toMatchObject({default: false})
        const updated = await client.updateCustomerPaymentInstrument({
            parameters: parameters(first.paymentInstrumentId as string),
            body: {default: true, paymentCard: {expirationMonth: 3, expirationYear: 2032}}
        })
        expect(updated).toMatchObject({
            default: true,
            paymentCard: {expirationMonth: 3, expirationYear: 2032}
        })
        const customer = await client.getCustomer({parameters: {customerId}})
        expect(customer.paymentInstruments?.map((p) => p.default)).toEqual([true, false])

        await client.deleteCustomerPaymentInstrument({
            parameters: parameters(first.paymentInstrumentId as string)
        })
        const gone = await failure(
            client.deleteCustomerPaymentInstrument({
                parameters: parameters(first.paymentInstrumentId as string)
            })
        )
        expect(gone.status).toBe(404)
        const after = await client.getCustomer({parameters: {customerId}})
        expect(after.paymentInstruments?.map((p) => p.paymentInstrumentId)).toEqual([
            second.paymentInstrumentId
        ])
    })

    test.each([
        ['a number failing the check digit', cardBody({number: '4111111111111112'}), /number/],
        ['a number too short', cardBody({number: '411111'}), /number/],
        ['a number with letters', cardBody({number: '4111abcd11111111'}), /number/],
        ['no number at all', cardBody({number: undefined}), /number/],
        ['an expired card', cardBody({expirationMonth: 1, expirationYear: 2020}), /expired/],
        ['month 13', cardBody({expirationMonth: 13}), /expirationMonth/],
        ['an unknown brand', cardBody({cardType: 'Diners'}), /cardType/],
        ['no holder', cardBody({holder: ''}), /holder/],
        ['a holder carrying a card number', cardBody({holder: `Robin ${PAN}`}), /holder/],
        ['an over-long holder', cardBody({holder: 'x'.repeat(101)}), /holder/],
        ['another payment method', {...cardBody(), paymentMethodId: 'PayPal'}, /CREDIT_CARD/],
        ['no card', {paymentMethodId: 'CREDIT_CARD'}, /paymentCard/]
    ])('%s is a 400', async (_name, body, detail) => {
        const {client, tokens} = await registeredShopper(running.origin)
        const {status, body: problem} = await failure(
            client.createCustomerPaymentInstrument({
                parameters: {customerId: tokens.customer_id},
                body: body as never
            })
        )
        expect(status).toBe(400)
        expect(problem.detail).toMatch(detail)
        expect(JSON.stringify(problem)).not.toContain(PAN)
    })

    test('two-digit expiry years mean 20xx; a masked number alone is accepted', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const saved = await client.createCustomerPaymentInstrument({
            parameters: {customerId: tokens.customer_id},
            body: cardBody({number: undefined, maskedNumber: '************1881', expirationYear: 33})
        })
        expect(saved.paymentCard).toMatchObject({expirationYear: 2033, maskedNumber: '************1881'})
    })

    test('the demo shopper alex.morgan has a saved Visa card', async () => {
        const tokens = await loginRegistered(running.origin, 'alex.morgan@example.com', 'VelaDemo#2024')
        const customer = await customersClient(running.origin, tokens.access_token).getCustomer({
            parameters: {customerId: tokens.customer_id}
        })
        expect(customer.paymentInstruments).toEqual([
            expect.objectContaining({
                default: true,
                paymentCard: expect.objectContaining({numberLastDigits: '1111'})
            })
        ])
    })

    test('an empty body is a 400 (plain fetch)', async () => {
        const {tokens} = await registeredShopper(running.origin)
        const res = await fetch(
            `${running.origin}${CUSTOMERS_API}/${tokens.customer_id}/payment-instruments?siteId=vela-gb`,
            {
                method: 'POST',
                headers: {'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}`},
                body: '{}'
            }
        )
        expect(res.status).toBe(400)
    })
})
