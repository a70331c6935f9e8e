import {startSandbox, type RunningSandbox} from '../../testing/start'
import {
    COMMERCE_TEST_MODULES,
    GB_ADDRESS,
    guestShopper,
    readyBasket,
    US_ADDRESS,
    variantIn,
    type Clients
} from '../baskets/testing'

// GET baskets/{id}/payment_methods answers per site, currency and destination (the storefront shows exactly it).
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx

const ADDRESSES = {
    GB: {address: GB_ADDRESS, method: 'gb-standard'},
    US: {address: US_ADDRESS, method: 'us-standard'},
    FR: {
        address: {
            firstName: 'Anne',
            lastName: 'Leroy',
            address1: '10 Rue de Rivoli',
            city: 'Paris',
            postalCode: '75004',
            countryCode: 'FR',
            phone: '01 23 45 67 89'
        },
        method: 'eu-standard'
    },
    AU: {
        address: {
            firstName: 'Ann',
            lastName: 'Lee',
            address1: '1 George Street',
            city: 'Sydney',
            postalCode: '2000',
            countryCode: 'AU',
            phone: '02 9999 0000'
        },
        method: 'au-standard'
    },
    NZ: {
        address: {
            firstName: 'Ann',
            lastName: 'Lee',
            address1: '1 Queen Street',
            city: 'Auckland',
            postalCode: '1010',
            countryCode: 'NZ',
            phone: '09 999 0000'
        },
        method: 'au-international'
    }
}

const methodIds = async (shopper: Clients, basketId: string) => {
    const answer = await shopper.baskets.getPaymentMethodsForBasket({parameters: {basketId}})
    return (answer.applicablePaymentMethods ?? []).map((method) => method.id)
}

const basketOn = async (siteId: string, to: keyof typeof ADDRESSES, quantity = 1) => {
    const shopper = await guestShopper(running.origin, siteId)
    const {address, method} = ADDRESSES[to]
    const basket = await readyBasket(shopper, variantIn(ctx(), 'tanks', {minStock: 50}), {
        address,
        method,
        quantity
    })
    return {shopper, basketId: basket.basketId as string, total: basket.orderTotal as number}
}

describe('payment methods per site (GET baskets/{id}/payment_methods)', () => {
    test.each([
        [
            'vela-gb',
            'GB',
            [
                'CREDIT_CARD',
                'SB_GIFT_CERTIFICATE',
                'PayPal',
                'KLARNA_PAYMENTS',
                'AFTERPAY_PBI',
                'DW_APPLE_PAY'
            ]
        ],
        [
            'vela-us',
            'US',
            [
                'CREDIT_CARD',
                'SB_GIFT_CERTIFICATE',
                'PayPal',
                'KLARNA_PAYMENTS',
                'AFTERPAY_PBI',
                'DW_APPLE_PAY'
            ]
        ],
        // EU: Klarna in euros; Afterpay is switched off for the site (enableAfterpay false); no Apple Pay account.
        ['vela-eu', 'FR', ['CREDIT_CARD', 'SB_GIFT_CERTIFICATE', 'PayPal', 'KLARNA_PAYMENTS']],
        // AU: no Klarna market; Afterpay in AUD for Australia.
        ['vela-au', 'AU', ['CREDIT_CARD', 'SB_GIFT_CERTIFICATE', 'PayPal', 'AFTERPAY_PBI', 'DW_APPLE_PAY']],
        // NZ from the AU site: Afterpay is supported in NZ but only in NZ dollars, and the basket is in AUD.
        ['vela-au', 'NZ', ['CREDIT_CARD', 'SB_GIFT_CERTIFICATE', 'PayPal', 'DW_APPLE_PAY']]
    ] as const)('%s shipping to %s offers %j', async (siteId, to, expected) => {
        const {shopper, basketId} = await basketOn(siteId, to)
        expect(await methodIds(shopper, basketId)).toEqual(expected)
    })

    test('the gift certificate method carries the allowed and cross-border countries (spec 000 §5)', async () => {
        const {shopper, basketId} = await basketOn('vela-au', 'AU')
        const answer = await shopper.baskets.getPaymentMethodsForBasket({parameters: {basketId}})
        expect(
            answer.applicablePaymentMethods?.find((method) => method.id === 'SB_GIFT_CERTIFICATE')
        ).toEqual(
            expect.objectContaining({
                c_allowedCountries: ['AU'],
                c_internationalCheckoutCountries: expect.arrayContaining(['SG'])
            })
        )
    })

    test('Afterpay only within its order limits (GBP 1,000)', async () => {
        const {shopper, basketId, total} = await basketOn('vela-gb', 'GB', 45)
        expect(total).toBeGreaterThan(1000)
        expect(await methodIds(shopper, basketId)).not.toContain('AFTERPAY_PBI')
        expect(await methodIds(shopper, basketId)).toContain('KLARNA_PAYMENTS')
    })

    test('a digital gift card basket: no pay-later, no gift certificate', async () => {
        const shopper = await guestShopper(running.origin)
        const {basketId} = await shopper.baskets.createBasket({body: {}})
        await shopper.baskets.addGiftCertificateItemToBasket({
            parameters: {basketId: basketId as string},
            body: {
                amount: 50,
                recipientEmail: 'friend@example.com',
                recipientName: 'Sam',
                senderName: 'Ann',
                c_deliveryDate: new Date().toISOString().slice(0, 10)
            } as never
        })
        expect(await methodIds(shopper, basketId as string)).toEqual([
            'CREDIT_CARD',
            'PayPal',
            'DW_APPLE_PAY'
        ])
    })

    test('a method the basket does not offer cannot be added (Afterpay on the EU site)', async () => {
        const {shopper, basketId} = await basketOn('vela-eu', 'FR')
        const added = shopper.baskets.addPaymentInstrumentToBasket({
            parameters: {basketId},
            body: {paymentMethodId: 'AFTERPAY_PBI'}
        })
        await expect(added).rejects.toMatchObject({response: {status: 400}})
    })
})
