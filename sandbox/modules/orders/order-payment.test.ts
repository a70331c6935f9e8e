import {startSandbox, type RunningSandbox} from '../../testing/start'
import {
    addCard,
    cardPayment,
    COMMERCE_TEST_MODULES,
    failure,
    guestShopper,
    local,
    readyBasket,
    variantIn,
    type Clients
} from '../baskets/testing'

// Paying orders: the simulator's test cards and 3-D Secure passed, failed and abandoned.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx
const RETURN_URL = 'http://localhost:3000/checkout3ds?step=payment'

const placedOrder = async (shopper: Clients, lastDigits = '1111') => {
    const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks'))
    await addCard(shopper, basket.basketId as string, lastDigits)
    return shopper.orders.createOrder({body: {basketId: basket.basketId}})
}

const pay = (shopper: Clients, orderNo: string, body: Record<string, unknown>) =>
    shopper.orders.createPaymentInstrumentForOrder({
        parameters: {orderNo, skip_authorization: true} as never,
        body: body as never
    }) as Promise<Record<string, unknown> & {paymentInstruments: Record<string, unknown>[]}>

const challenge = async (order: Record<string, unknown>) => {
    const action = order.c_action as {type: string; url: string}
    const page = await fetch(local(running.origin, action.url))
    const html = await page.text()
    return {action, page, html, code: /one-time code is <strong>(\d{6})</.exec(html)?.[1] as string}
}

const answer = (url: string, form: Record<string, string>) =>
    fetch(local(running.origin, url), {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams(form).toString(),
        redirect: 'manual'
    })

describe('card authorisation', () => {
    test.each([
        ['Visa', '4111111111111111'],
        ['Mastercard', '5555555555554444'],
        ['American Express', '371449635398431'],
        ['Discover', '6011111111111117']
    ])('%s test card is authorised: the order is paid (c_authorized 1)', async (brand, number) => {
        const shopper = await guestShopper(running.origin)
        const order = await placedOrder(shopper)
        const paid = await pay(shopper, order.orderNo as string, {
            ...cardPayment(number),
            c_storePaymentMethod: false,
            c_remoteIP: '127.0.0.1',
            c_origin: 'http://localhost:3000'
        })
        expect(paid).toMatchObject({
            status: 'new',
            paymentStatus: 'paid',
            confirmationStatus: 'confirmed',
            c_authorized: 1,
            c_payment_success: true
        })
        const card = paid.paymentInstruments.find((pi) => pi.paymentMethodId === 'CREDIT_CARD') as Record<
            string,
            unknown
        >
        expect(card.paymentCard).toMatchObject({cardType: brand, numberLastDigits: number.slice(-4)})
        expect(JSON.stringify(paid)).not.toContain(number)
        const stored =
            JSON.stringify(ctx().db.prepare('SELECT * FROM payment_attempts').all()) +
            JSON.stringify(ctx().db.prepare('SELECT document FROM orders').all())
        expect(stored).not.toContain(number)
    })

    test('invalid, expired and badly coded cards are 400s, never 500s', async () => {
        const shopper = await guestShopper(running.origin)
        const order = await placedOrder(shopper)
        const orderNo = order.orderNo as string
        const bad = [
            cardPayment('4111111111111112'),
            {
                ...cardPayment('4111111111111111'),
                paymentCard: {
                    number: '4111111111111111',
                    securityCode: '737',
                    expirationMonth: 1,
                    expirationYear: 2020
                }
            },
            {
                ...cardPayment('4111111111111111'),
                paymentCard: {
                    number: '4111111111111111',
                    securityCode: '12',
                    expirationMonth: 3,
                    expirationYear: 2030
                }
            },
            {
                ...cardPayment('371449635398431'),
                paymentCard: {
                    number: '371449635398431',
                    securityCode: '737',
                    expirationMonth: 3,
                    expirationYear: 2030
                }
            },
            {...cardPayment('4000000000003220'), c_returnURL: 'https://evil.example/steal'},
            {paymentMethodId: 'PayPal'}
        ]
        for (const body of bad) expect((await failure(pay(shopper, orderNo, body))).status).toBe(400)
    })

    test('provider state data with test_ values is understood (c_adyenStateData)', async () => {
        const shopper = await guestShopper(running.origin)
        const order = await placedOrder(shopper)
        const stateData = JSON.stringify({
            paymentMethod: {
                type: 'scheme',
                encryptedCardNumber: 'test_5555555555554444',
                encryptedExpiryMonth: 'test_03',
                encryptedExpiryYear: 'test_2030',
                encryptedSecurityCode: 'test_737',
                holderName: 'Ann Lee'
            }
        })
        const paid = await pay(shopper, order.orderNo as string, {
            paymentMethodId: 'CREDIT_CARD',
            c_adyenStateData: stateData,
            c_adyenPaymentMethod: 'mc'
        })
        expect(paid).toMatchObject({c_authorized: 1})
        expect(JSON.stringify(paid)).not.toContain('5555555555554444')
    })
})

describe('3-D Secure', () => {
    test('a challenge passed on the hosted page returns to the storefront and completes the payment', async () => {
        const shopper = await guestShopper(running.origin)
        const order = await placedOrder(shopper, '3220')
        const orderNo = order.orderNo as string
        const pending = await pay(shopper, orderNo, {
            ...cardPayment('4000000000003220'),
            c_returnURL: RETURN_URL
        })
        expect(pending).toMatchObject({
            status: 'created',
            c_authorized: 0,
            c_payment_success: true,
            c_action: {type: 'redirect'}
        })
        const {page, html, code, action} = await challenge(pending)
        expect(page.status).toBe(200)
        expect(html).toContain('Verify your payment')
        expect(html).toContain('Complete authentication')
        const wrong = await answer(action.url, {action: 'complete', code: '000000'})
        expect(wrong.status).toBe(400)
        const passed = await answer(action.url, {action: 'complete', code})
        expect(passed.status).toBe(303)
        const location = new URL(passed.headers.get('location') as string)
        expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/checkout3ds')
        expect(location.searchParams.get('step')).toBe('payment')
        expect(location.searchParams.get('orderNo')).toBe(orderNo)
        const card = pending.paymentInstruments.find((pi) => pi.paymentMethodId === 'CREDIT_CARD') as {
            paymentInstrumentId: string
        }
        const done = (await shopper.orders.updatePaymentInstrumentForOrder({
            parameters: {orderNo, paymentInstrumentId: card.paymentInstrumentId},
            body: {c_redirectresult: location.searchParams.get('redirectResult')} as never
        })) as Record<string, unknown>
        expect(done).toMatchObject({status: 'new', paymentStatus: 'paid', c_authorized: 1})
        expect(done.c_action).toBeUndefined()
        // The challenge cannot be replayed.
        expect((await answer(action.url, {action: 'complete', code})).status).toBe(410)
    })

    test('a cancelled challenge is refused; failing the order re-opens the basket', async () => {
        const shopper = await guestShopper(running.origin)
        const order = await placedOrder(shopper, '3220')
        const orderNo = order.orderNo as string
        const pending = await pay(shopper, orderNo, {
            ...cardPayment('5454545454545454'),
            c_returnURL: RETURN_URL
        })
        const {action} = await challenge(pending)
        const cancelled = await answer(action.url, {action: 'cancel'})
        const result = new URL(cancelled.headers.get('location') as string).searchParams.get('redirectResult')
        const card = pending.paymentInstruments.find((pi) => pi.paymentMethodId === 'CREDIT_CARD') as {
            paymentInstrumentId: string
        }
        const refused = (await shopper.orders.updatePaymentInstrumentForOrder({
            parameters: {orderNo, paymentInstrumentId: card.paymentInstrumentId},
            body: {c_details: {redirectResult: result}} as never
        })) as Record<string, unknown>
        expect(refused).toMatchObject({status: 'created', c_payment_success: false, c_authorized: 0})
        await shopper.orders.failOrder({parameters: {orderNo}, body: {}})
        const baskets = await shopper.customers.getCustomerBaskets({
            parameters: {customerId: shopper.tokens.customer_id}
        })
        expect(baskets.total).toBe(1)
    })

    test('an abandoned challenge (no result) is refused', async () => {
        const shopper = await guestShopper(running.origin)
        const order = await placedOrder(shopper, '3220')
        const pending = await pay(shopper, order.orderNo as string, {
            ...cardPayment('4000000000003220'),
            c_returnURL: RETURN_URL
        })
        const card = pending.paymentInstruments.find((pi) => pi.paymentMethodId === 'CREDIT_CARD') as {
            paymentInstrumentId: string
        }
        const refused = await shopper.orders.updatePaymentInstrumentForOrder({
            parameters: {orderNo: order.orderNo as string, paymentInstrumentId: card.paymentInstrumentId},
            body: {c_redirectresult: 'forged-result'} as never
        })
        expect(refused).toMatchObject({c_payment_success: false})
        const {page} = await challenge(pending)
        expect(page.status).toBe(200)
        ctx().db.prepare('UPDATE payment_attempts SET expires_at = 1 WHERE order_no = ?').run(order.orderNo)
        expect((await challenge(pending)).page.status).toBe(410)
    })
})
