import {startSandbox, type RunningSandbox} from '../../testing/start'
import {
    COMMERCE_TEST_MODULES,
    DEMO,
    failure,
    guestShopper,
    readyBasket,
    registeredShopper,
    variantIn
} from '../baskets/testing'

// Paying with a saved card: the basket takes the customer's masked card, the order is authorised without a number.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

test('a registered shopper pays with a saved card (customerPaymentInstrumentId)', async () => {
    const member = await registeredShopper(running.origin, DEMO.other.login, DEMO.other.password)
    const customerId = member.tokens.customer_id
    const saved = await member.customers.createCustomerPaymentInstrument({
        parameters: {customerId},
        body: {
            paymentMethodId: 'CREDIT_CARD',
            paymentCard: {
                number: '5555555555554444',
                holder: 'Jordan Lee',
                cardType: 'Mastercard',
                expirationMonth: 3,
                expirationYear: 2030
            }
        } as never
    })
    const basket = await readyBasket(member, variantIn(running.sandbox.ctx, 'tanks'))
    const basketId = basket.basketId as string
    const withCard = await member.baskets.addPaymentInstrumentToBasket({
        parameters: {basketId},
        body: {customerPaymentInstrumentId: saved.paymentInstrumentId} as never
    })
    expect(withCard.paymentInstruments?.[0]).toMatchObject({
        paymentMethodId: 'CREDIT_CARD',
        customerPaymentInstrumentId: saved.paymentInstrumentId,
        paymentCard: {cardType: 'Mastercard', numberLastDigits: '4444'}
    })
    const order = await member.orders.createOrder({body: {basketId}})
    const paid = await member.orders.createPaymentInstrumentForOrder({
        parameters: {orderNo: order.orderNo as string},
        body: {
            paymentMethodId: 'CREDIT_CARD',
            customerPaymentInstrumentId: saved.paymentInstrumentId
        } as never
    })
    expect(paid).toMatchObject({status: 'new', c_authorized: 1})

    // A new card paid with c_storePaymentMethod is saved to the account (masked).
    const second = await readyBasket(member, variantIn(running.sandbox.ctx, 'tanks'))
    await member.baskets.addPaymentInstrumentToBasket({
        parameters: {basketId: second.basketId as string},
        body: {
            paymentMethodId: 'CREDIT_CARD',
            paymentCard: {maskedNumber: '***********8431', cardType: 'Amex'}
        } as never
    })
    const next = await member.orders.createOrder({body: {basketId: second.basketId}})
    await member.orders.createPaymentInstrumentForOrder({
        parameters: {orderNo: next.orderNo as string},
        body: {
            paymentMethodId: 'CREDIT_CARD',
            paymentCard: {
                number: '371449635398431',
                securityCode: '7373',
                expirationMonth: 4,
                expirationYear: 2031
            },
            c_storePaymentMethod: true
        } as never
    })
    const profile = await member.customers.getCustomer({parameters: {customerId}})
    expect(profile.paymentInstruments?.map((card) => card.paymentCard?.numberLastDigits)).toEqual([
        '4444',
        '8431'
    ])

    // Another customer's saved card id is not found.
    const stranger = await guestShopper(running.origin)
    const {basketId: strangerBasket} = await stranger.baskets.createBasket({body: {}})
    const refused = await failure(
        stranger.baskets.addPaymentInstrumentToBasket({
            parameters: {basketId: strangerBasket as string},
            body: {customerPaymentInstrumentId: saved.paymentInstrumentId} as never
        })
    )
    expect(refused.status).toBe(400)
})
