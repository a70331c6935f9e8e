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

// Redirect methods (PayPal, Klarna, Afterpay) through the provider's hosted page; stale instruments; donation.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx
const RETURN_URL = 'http://localhost:3000/checkout3ds'

type Order = Record<string, unknown> & {orderNo: string; paymentInstruments: Record<string, unknown>[]}

const orderWith = async (shopper: Clients, method: string) => {
    const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks'))
    const basketId = basket.basketId as string
    await shopper.baskets.addPaymentInstrumentToBasket({
        parameters: {basketId},
        body: {paymentMethodId: method}
    })
    const order = (await shopper.orders.createOrder({body: {basketId}})) as Order
    return {basketId, order}
}

const pay = (shopper: Clients, orderNo: string, body: Record<string, unknown>) =>
    shopper.orders.createPaymentInstrumentForOrder({
        parameters: {orderNo, skip_authorization: true} as never,
        body: body as never
    }) as Promise<Order>

const decide = (url: string, decision: string) =>
    fetch(local(running.origin, url), {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({decision}).toString(),
        redirect: 'manual'
    })

/** Starts the hosted payment and answers it; returns the return URL's query and the payer instrument. */
const hostedPayment = async (shopper: Clients, method: string, providerType: string, decision: string) => {
    const {basketId, order} = await orderWith(shopper, method)
    const started = await pay(shopper, order.orderNo, {
        paymentMethodId: method,
        c_adyenPaymentMethod: providerType,
        c_adyenStateData: JSON.stringify({paymentMethod: {type: providerType}}),
        c_returnURL: RETURN_URL,
        c_origin: 'http://localhost:3000'
    })
    const action = started.c_action as {type: string; url: string; method: string; paymentMethodType: string}
    const page = await fetch(local(running.origin, action.url))
    const back = await decide(action.url, decision)
    const location = new URL(back.headers.get('location') ?? '')
    const payer = started.paymentInstruments.find((pi) => pi.paymentMethodId === method) as {
        paymentInstrumentId: string
    }
    return {basketId, order, started, action, page, back, location, payer}
}

const complete = (shopper: Clients, orderNo: string, instrumentId: string, payload: string) =>
    shopper.orders.updatePaymentInstrumentForOrder({
        parameters: {orderNo, paymentInstrumentId: instrumentId},
        body: {paymentMethodId: 'PayPal', c_payload: payload, c_origin: 'http://localhost:3000'} as never
    }) as Promise<Order>

describe('redirect methods through the hosted page', () => {
    test.each([
        ['PayPal', 'paypal'],
        ['KLARNA_PAYMENTS', 'klarna'],
        ['AFTERPAY_PBI', 'afterpaytouch']
    ])('%s approved: redirect action, hosted page, return with payload, order paid', async (method, type) => {
        const shopper = await guestShopper(running.origin)
        const {order, started, action, page, back, location, payer} = await hostedPayment(
            shopper,
            method,
            type,
            'approve'
        )
        expect(started).toMatchObject({
            c_authorized: 0,
            c_payment_success: true,
            c_resultCode: 'RedirectShopper'
        })
        expect(action).toMatchObject({type: 'redirect', method: 'GET', paymentMethodType: type})
        expect(page.status).toBe(200)
        expect(back.status).toBe(303)
        expect(location.origin + location.pathname).toBe(RETURN_URL)
        expect(Object.fromEntries(location.searchParams)).toMatchObject({
            resultCode: 'authorised',
            type: 'complete',
            orderNo: order.orderNo
        })
        const paid = await complete(
            shopper,
            order.orderNo,
            payer.paymentInstrumentId,
            location.searchParams.get('payload') ?? ''
        )
        expect(paid).toMatchObject({c_authorized: 1, status: 'new', c_resultCode: 'Authorised'})
        expect(paid.paymentInstruments.find((pi) => pi.paymentMethodId === method)).toMatchObject({
            c_adyenPaymentMethod: type
        })
        // The page has ended: going back to it cannot pay twice.
        expect((await fetch(local(running.origin, action.url))).status).toBe(410)
        expect((await decide(action.url, 'approve')).status).toBe(410)
    })

    test('cancelled: Cancelled result; failing the order gives the same basket back, intact', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId, order, location, payer} = await hostedPayment(shopper, 'PayPal', 'paypal', 'cancel')
        expect(location.searchParams.get('resultCode')).toBe('cancelled')
        const answered = await complete(
            shopper,
            order.orderNo,
            payer.paymentInstrumentId,
            location.searchParams.get('payload') ?? ''
        )
        expect(answered).toMatchObject({
            c_authorized: 0,
            c_payment_success: false,
            c_resultCode: 'Cancelled',
            c_refusalReason: 'Cancelled'
        })
        await shopper.orders.failOrder({parameters: {orderNo: order.orderNo}, body: {}})
        const baskets = await shopper.customers.getCustomerBaskets({
            parameters: {customerId: shopper.tokens.customer_id}
        })
        const reopened = baskets.baskets?.[0]
        expect(reopened?.basketId).toBe(basketId)
        expect(reopened?.productItems).toHaveLength(1)
    })

    test('declined by the provider: Refused', async () => {
        const shopper = await guestShopper(running.origin)
        const {order, location, payer} = await hostedPayment(shopper, 'KLARNA_PAYMENTS', 'klarna', 'decline')
        expect(location.searchParams.get('resultCode')).toBe('refused')
        const answered = await complete(
            shopper,
            order.orderNo,
            payer.paymentInstrumentId,
            location.searchParams.get('payload') ?? ''
        )
        expect(answered).toMatchObject({c_payment_success: false, c_resultCode: 'Refused'})
    })

    test('a redirect method without c_returnURL is a 400', async () => {
        const shopper = await guestShopper(running.origin)
        const {order} = await orderWith(shopper, 'PayPal')
        const answer = await failure(pay(shopper, order.orderNo, {paymentMethodId: 'PayPal'}))
        expect(answer).toMatchObject({status: 400, body: {title: 'Missing Return URL'}})
    })
})

describe('one instrument pays the rest (no stale instrument reaches an order)', () => {
    test('a card left behind next to PayPal blocks the order until it is deleted', async () => {
        const shopper = await guestShopper(running.origin)
        const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks'))
        const basketId = basket.basketId as string
        const withCard = await addCard(shopper, basketId)
        const card = withCard.paymentInstruments?.[0]
        await shopper.baskets.addPaymentInstrumentToBasket({
            parameters: {basketId},
            body: {paymentMethodId: 'PayPal'}
        })
        const refused = await failure(shopper.orders.createOrder({body: {basketId}}))
        expect(refused).toMatchObject({status: 400, body: {title: 'Conflicting Payment Instruments'}})
        await shopper.baskets.removePaymentInstrumentFromBasket({
            parameters: {basketId, paymentInstrumentId: card?.paymentInstrumentId as string}
        })
        const order = (await shopper.orders.createOrder({body: {basketId}})) as Order
        expect(order.paymentInstruments.map((pi) => pi.paymentMethodId)).toEqual(['PayPal'])
    })
})

describe('donation through the payment provider (c_adyenDonation)', () => {
    test('the donation line is booked for the charity with the card payment', async () => {
        const shopper = await guestShopper(running.origin)
        const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks'))
        const basketId = basket.basketId as string
        await shopper.baskets.updateBasket({parameters: {basketId}, body: {c_donation: 2} as never})
        await shopper.baskets.updateBasket({parameters: {basketId}, body: {c_adyenDonation: 2} as never})
        await addCard(shopper, basketId)
        const order = (await shopper.orders.createOrder({body: {basketId}})) as Order
        expect(order.c_adyenDonation).toBe(2)
        const paid = await pay(shopper, order.orderNo, cardPayment('4111111111111111'))
        expect(paid).toMatchObject({c_authorized: 1, c_adyenDonationStatus: 'booked'})
        expect(paid.paymentInstruments.find((pi) => pi.paymentMethodId === 'CREDIT_CARD')).toMatchObject({
            c_adyenDonationAmount: 2
        })
    })

    test('c_adyenDonation that is not the basket donation is refused at order creation', async () => {
        const shopper = await guestShopper(running.origin)
        const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks'))
        const basketId = basket.basketId as string
        await shopper.baskets.updateBasket({parameters: {basketId}, body: {c_adyenDonation: 5} as never})
        await addCard(shopper, basketId)
        const refused = await failure(shopper.orders.createOrder({body: {basketId}}))
        expect(refused).toMatchObject({status: 400, body: {title: 'Donation Mismatch'}})
    })
})
