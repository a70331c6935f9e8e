import {startSandbox, type RunningSandbox} from '../../testing/start'
import {
    addCard,
    cardPayment,
    COMMERCE_TEST_MODULES,
    failure,
    guestShopper,
    readyBasket,
    variantIn,
    type Clients
} from '../baskets/testing'
import {findGiftCertificate} from '../gift-certificates/store'

// Gift cards paying orders (partly or fully: the zero-amount path) and digital gift cards being bought.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx
const pay = (shopper: Clients, orderNo: string, body: Record<string, unknown>) =>
    shopper.orders.createPaymentInstrumentForOrder({
        parameters: {orderNo, skip_authorization: true} as never,
        body: body as never
    }) as Promise<Record<string, unknown> & {paymentInstruments: Record<string, unknown>[]}>

describe('gift cards', () => {
    test('a partial gift card leaves an amount to authorise; the balance is spent once and returned on failure', async () => {
        const shopper = await guestShopper(running.origin)
        const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks'))
        const basketId = basket.basketId as string
        const before = findGiftCertificate(ctx(), 'VELA-GB-020')?.balance as number
        const withCard = await shopper.baskets.addPaymentInstrumentToBasket({
            parameters: {basketId},
            body: {paymentMethodId: 'SB_GIFT_CERTIFICATE', giftCertificateCode: 'vela-gb-020'} as never
        })
        const spend = Math.min(before, Math.round((withCard.orderTotal ?? 0) * 100))
        expect((withCard as Record<string, unknown>).c_amountToAuthorize).toBeCloseTo(
            (withCard.orderTotal ?? 0) - spend / 100,
            2
        )
        await addCard(shopper, basketId)
        const order = await shopper.orders.createOrder({body: {basketId}})
        expect(order.paymentStatus).toBe('part_paid')
        expect(findGiftCertificate(ctx(), 'VELA-GB-020')?.balance).toBe(before - spend)
        await shopper.orders.failOrder({parameters: {orderNo: order.orderNo as string}, body: {}})
        expect(findGiftCertificate(ctx(), 'VELA-GB-020')?.balance).toBe(before)
    })

    test('a gift card covering the total places a paid order without a card (zero amount to authorise)', async () => {
        const shopper = await guestShopper(running.origin)
        const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks'))
        const basketId = basket.basketId as string
        const covered = await shopper.baskets.addPaymentInstrumentToBasket({
            parameters: {basketId},
            body: {paymentMethodId: 'SB_GIFT_CERTIFICATE', giftCertificateCode: 'VELA-GB-500'} as never
        })
        expect((covered as Record<string, unknown>).c_amountToAuthorize).toBe(0)
        const order = (await shopper.orders.createOrder({body: {basketId}})) as Record<string, unknown>
        expect(order).toMatchObject({status: 'new', paymentStatus: 'paid', c_authorized: 1})
    })

    test('expired, empty, unknown and foreign-currency gift cards are refused', async () => {
        const shopper = await guestShopper(running.origin)
        const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks'))
        const parameters = {basketId: basket.basketId as string}
        for (const code of [
            'VELA-GB-EXPIRED',
            'VELA-GB-ZERO',
            'NO-SUCH-CARD',
            'VELA-US-150',
            'VELA-GB-OFF'
        ]) {
            const refused = await failure(
                shopper.baskets.addPaymentInstrumentToBasket({
                    parameters,
                    body: {paymentMethodId: 'SB_GIFT_CERTIFICATE', giftCertificateCode: code} as never
                })
            )
            expect(refused).toMatchObject({status: 400, body: {title: 'Invalid Gift Certificate'}})
        }
    })

    test('buying a digital gift card issues a certificate for the recipient once paid', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        const parameters = {basketId: basketId as string}
        await shopper.baskets.addGiftCertificateItemToBasket({
            parameters,
            body: {
                amount: 25,
                recipientEmail: 'friend@example.com',
                recipientName: 'Sam',
                senderName: 'Ann',
                c_deliveryDate: new Date().toISOString().slice(0, 10)
            } as never
        })
        const mixed = await shopper.baskets
            .addPaymentInstrumentToBasket({
                parameters,
                body: {paymentMethodId: 'SB_GIFT_CERTIFICATE', giftCertificateCode: 'VELA-GB-100'} as never
            })
            .catch((error) => error)
        expect((mixed as {response: Response}).response.status).toBe(400)
        await shopper.baskets.updateCustomerForBasket({parameters, body: {email: 'ann@example.com'}})
        await shopper.baskets.updateBillingAddressForBasket({
            parameters,
            body: {
                firstName: 'Ann',
                lastName: 'Lee',
                address1: '1 High Street',
                city: 'London',
                postalCode: 'SW1A 1AA',
                countryCode: 'GB'
            }
        })
        await addCard(shopper, basketId as string)
        const order = await shopper.orders.createOrder({body: {basketId}})
        const paid = (await pay(shopper, order.orderNo as string, cardPayment('4111111111111111'))) as Record<
            string,
            unknown
        >
        expect(paid.giftCertificateItems).toEqual([
            expect.objectContaining({
                amount: 25,
                c_giftCertificateStatus: 'sent',
                c_maskedGiftCertificateCode: expect.stringMatching(/^\*+/)
            })
        ])
        const issued = ctx()
            .db.prepare(
                'SELECT balance, recipient_email, sent_at FROM gift_certificates WHERE issued_order_no = ?'
            )
            .all(order.orderNo)
        expect(issued).toEqual([
            expect.objectContaining({
                balance: 2500,
                recipient_email: 'friend@example.com',
                sent_at: expect.any(String)
            })
        ])
    })
})
