import {startSandbox, type RunningSandbox} from '../../testing/start'
import {COMMERCE_TEST_MODULES, failure, GB_ADDRESS, guestShopper, variantIn} from '../baskets/testing'
import {CAPTCHA_TEST_TOKEN} from '.'

// Checkout controllers under /on/demandware.store/Sites-{site}-Site/{locale}/, with and without a shopper token.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx
const controller = (
    endpoint: string,
    params: Record<string, string> = {},
    init: RequestInit = {},
    site = 'vela-gb',
    locale = 'en_GB'
) =>
    fetch(
        `${running.origin}/on/demandware.store/Sites-${site}-Site/${locale}/${endpoint}?${new URLSearchParams(
            params
        ).toString()}`,
        init
    )
const bearer = (token: string, extra: Record<string, string> = {}) => ({
    headers: {authorization: `Bearer ${token}`, ...extra}
})

const shopperWithBasket = async (productId = variantIn(ctx(), 'tanks'), quantity = 1) => {
    const shopper = await guestShopper(running.origin)
    const {basketId} = await shopper.baskets.createBasket({body: {}})
    const basket = await shopper.baskets.addItemToBasket({
        parameters: {basketId: basketId as string},
        body: [{productId, quantity}]
    })
    return {shopper, basketId: basketId as string, basket}
}

describe('gift card balance', () => {
    test('needs the captcha token; answers balance and expiry, or a problem', async () => {
        const headers = {'x-recaptcha-token': CAPTCHA_TEST_TOKEN}
        const ok = await controller(
            'COBilling-GetGiftCertificateBalance',
            {giftCertificateID: 'vela-gb-100'},
            {headers}
        )
        expect(ok.status).toBe(200)
        expect(await ok.json()).toMatchObject({
            success: true,
            balance: 100,
            currencyCode: 'GBP',
            c_expiryDate: '2099-12-31',
            giftCertificateID: '*******-100'
        })
        const missing = await controller('COBilling-GetGiftCertificateBalance', {
            giftCertificateID: 'VELA-GB-100'
        })
        expect(missing.status).toBe(403)
        expect((await missing.json()).detail).toMatch(/Recaptcha/)
        const wrong = await controller(
            'COBilling-GetGiftCertificateBalance',
            {giftCertificateID: 'VELA-GB-100'},
            {headers: {'x-recaptcha-token': 'guess'}}
        )
        expect(wrong.status).toBe(403)
        const unknown = await controller(
            'COBilling-GetGiftCertificateBalance',
            {giftCertificateID: 'NOPE'},
            {headers}
        )
        expect(unknown.status).toBe(404)
        const expired = await controller(
            'COBilling-GetGiftCertificateBalance',
            {giftCertificateID: 'VELA-GB-EXPIRED'},
            {headers}
        )
        expect(expired.status).toBe(400)
        expect(await expired.json()).toMatchObject({
            detail: 'This gift card has expired.',
            c_expiryDate: '2023-12-31'
        })
        const empty = await controller(
            'COBilling-GetGiftCertificateBalance',
            {giftCertificateID: 'VELA-GB-ZERO'},
            {headers}
        )
        expect(await empty.json()).toMatchObject({balance: 0, status: 'redeemed'})
        expect((await controller('COBilling-GetGiftCertificateBalance', {}, {headers})).status).toBe(400)
    })

    test('Shopper Gift Certificates reads a certificate by code', async () => {
        const shopper = await guestShopper(running.origin)
        const certificate = await shopper.giftCertificates.getGiftCertificate({
            body: {giftCertificateCode: 'VELA-GB-020'}
        })
        expect(certificate).toMatchObject({
            balance: 20,
            amount: 20,
            status: 'issued',
            enabled: true,
            maskedGiftCertificateCode: '*******-020'
        })
        expect(
            (
                await failure(
                    shopper.giftCertificates.getGiftCertificate({body: {giftCertificateCode: 'NOPE'}})
                )
            ).status
        ).toBe(404)
    })

    test('RemoveCertificateBalance takes the gift card off the basket', async () => {
        const {shopper, basketId} = await shopperWithBasket()
        await shopper.baskets.addPaymentInstrumentToBasket({
            parameters: {basketId},
            body: {paymentMethodId: 'SB_GIFT_CERTIFICATE', giftCertificateCode: 'VELA-GB-020'} as never
        })
        const response = await controller(
            'COBilling-RemoveCertificateBalance',
            {giftCertificateID: 'VELA-GB-020'},
            bearer(shopper.tokens.access_token)
        )
        const body = await response.json()
        expect(body).toMatchObject({success: true, removed: true, c_giftCertificateTotal: 0})
        expect(body.c_amountToAuthorize).toBe(body.orderTotal)
        expect((await shopper.baskets.getBasket({parameters: {basketId}})).paymentInstruments).toEqual([])
        expect(
            (await controller('COBilling-RemoveCertificateBalance', {giftCertificateID: 'VELA-GB-020'}))
                .status
        ).toBe(401)
    })
})

describe('shipping and checkout state', () => {
    test('pre-calculated shipping methods for a country and postcode, basket-aware with a token', async () => {
        const anonymous = await (
            await controller('COShipping-GetPreCalculatedShippingMethods', {
                countryCode: 'GB',
                postalCode: 'SW1A 1AA'
            })
        ).json()
        expect(anonymous.applicableShippingMethods.map((method: {id: string}) => method.id)).toEqual([
            'gb-standard',
            'gb-express',
            'gb-next-day',
            'gb-click-collect'
        ])
        expect(anonymous.applicableShippingMethods[0]).toMatchObject({
            price: 4.95,
            c_freeShippingThreshold: 75,
            c_amountToFreeShipping: 75
        })
        const remote = await (
            await controller('COShipping-GetPreCalculatedShippingMethods', {
                countryCode: 'GB',
                postalCode: 'HS1 2AB'
            })
        ).json()
        expect(remote.applicableShippingMethods.map((method: {id: string}) => method.id)).toEqual([
            'gb-standard',
            'gb-click-collect'
        ])
        const {shopper, basket} = await shopperWithBasket()
        const mine = await (
            await controller(
                'COShipping-GetPreCalculatedShippingMethods',
                {countryCode: 'GB'},
                bearer(shopper.tokens.access_token)
            )
        ).json()
        expect(mine.applicableShippingMethods[0].c_amountToFreeShipping).toBeCloseTo(
            Math.max(0, 75 - (basket.productSubTotal ?? 0)),
            2
        )
        expect(
            (await controller('COShipping-GetPreCalculatedShippingMethods', {countryCode: 'GBR'})).status
        ).toBe(400)
        expect(
            (await controller('COShipping-GetPreCalculatedShippingMethods', {}, {}, 'vela-xx')).status
        ).toBe(404)
    })

    test('SetCheckoutProccess records the checkout flag and the click-and-collect shop', async () => {
        const {shopper, basketId} = await shopperWithBasket()
        const collect = await controller(
            'PWA-SetCheckoutProccess',
            {isCheckoutProcess: 'true', selectedDeliveryOption: 'COLLECT', storeid: 'manchester'},
            bearer(shopper.tokens.access_token)
        )
        expect(await collect.json()).toMatchObject({
            success: true,
            isCheckoutProcess: true,
            selectedDeliveryOption: 'COLLECT',
            storeId: 'manchester'
        })
        const basket = await shopper.baskets.getBasket({parameters: {basketId}})
        expect(basket.shipments?.[0]).toMatchObject({
            c_ClickandCollectStoreID: 'manchester',
            shippingMethod: {id: 'gb-click-collect'}
        })
        const deliver = await controller(
            'PWA-SetCheckoutProccess',
            {selectedDeliveryOption: 'DELIVER'},
            bearer(shopper.tokens.access_token)
        )
        expect(await deliver.json()).toMatchObject({selectedDeliveryOption: 'DELIVER', storeId: null})
        expect(
            (
                await controller(
                    'PWA-SetCheckoutProccess',
                    {selectedDeliveryOption: 'TELEPORT'},
                    bearer(shopper.tokens.access_token)
                )
            ).status
        ).toBe(400)
        const stranger = await guestShopper(running.origin)
        expect(
            (
                await controller(
                    'PWA-SetCheckoutProccess',
                    {isCheckoutProcess: 'true'},
                    bearer(stranger.tokens.access_token)
                )
            ).status
        ).toBe(404)
    })

    test('delivery message and basket email', async () => {
        const {shopper, basketId, basket} = await shopperWithBasket()
        const message = await (
            await controller('PWA-GetDeliveryCartMsg', {}, bearer(shopper.tokens.access_token))
        ).json()
        const subtotal = basket.productSubTotal ?? 0
        expect(message).toMatchObject({
            success: true,
            currencyCode: 'GBP',
            subtotal,
            standard: {threshold: 75, qualified: subtotal >= 75},
            express: {threshold: 150}
        })
        expect(message.message).toMatch(subtotal < 75 ? /away from free standard delivery/ : /qualify/)
        const none = await (await controller('PWA-GetDeliveryCartMsg')).json()
        expect(none).toMatchObject({subtotal: 0, standard: {remaining: 75}})
        const email = await controller(
            'PWA-SetBasketEmail',
            {email: 'kim@example.com'},
            bearer(shopper.tokens.access_token)
        )
        expect(await email.json()).toMatchObject({success: true, email: 'kim@example.com'})
        expect((await shopper.baskets.getBasket({parameters: {basketId}})).customerInfo?.email).toBe(
            'kim@example.com'
        )
        expect(
            (await controller('PWA-SetBasketEmail', {email: 'nope'}, bearer(shopper.tokens.access_token)))
                .status
        ).toBe(400)
        await shopper.baskets.updateShippingAddressForShipment({
            parameters: {basketId, shipmentId: 'me'},
            body: GB_ADDRESS
        })
    })
})
