import {startSandbox, type RunningSandbox} from '../../testing/start'
import {COMMERCE_TEST_MODULES, guestShopper, variantIn} from '../baskets/testing'

// The cross-border hand-off: shared basket and merchant token, hosted checkout, order, redirect to confirmation.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const controller = (
    endpoint: string,
    token: string,
    params: Record<string, string> = {},
    init: RequestInit = {}
) =>
    fetch(
        `${running.origin}/on/demandware.store/Sites-vela-gb-Site/en_GB/${endpoint}?${new URLSearchParams(
            params
        ).toString()}`,
        {
            ...init,
            headers: {authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>)}
        }
    )

const FORM = {
    email: 'kenji@example.com',
    firstName: 'Kenji',
    lastName: 'Sato',
    address1: '1-2-3 Shibuya',
    city: 'Tokyo',
    postalCode: '150-0002',
    phone: '03 1234 5678',
    expiry: '03/30',
    securityCode: '737'
}

test('a shopper pays on the provider page in their currency and lands on the cross-border confirmation', async () => {
    const shopper = await guestShopper(running.origin)
    const token = shopper.tokens.access_token
    const {basketId} = await shopper.baskets.createBasket({body: {}})
    await shopper.baskets.addItemToBasket({
        parameters: {basketId: basketId as string},
        body: [{productId: variantIn(running.sandbox.ctx, 'tanks'), quantity: 1}]
    })
    const shared = await (
        await controller('SharedBasket-CreateSharedBasketObject', token, {
            siteId: 'vela-gb',
            siteLocale: 'en_GB',
            countryId: 'JP'
        })
    ).json()
    expect(shared).toMatchObject({
        success: true,
        countryCode: 'JP',
        currencyCode: 'JPY',
        basketUUID: expect.any(String)
    })
    const data = await (
        await controller(
            'PWA-GlobaleData',
            token,
            {},
            {
                method: 'POST',
                headers: {'content-type': 'application/x-www-form-urlencoded'},
                body: 'origin=http%3A%2F%2Flocalhost%3A3000'
            }
        )
    ).json()
    expect(data).toMatchObject({success: true, data: {merchantToken: expect.any(String)}})

    const query = {
        merchantToken: data.data.merchantToken,
        basketUUID: shared.basketUUID,
        glCountry: 'JP',
        glCurrency: 'JPY',
        returnUrl: 'http://localhost:3000',
        sitePrefix: ''
    }
    const page = await fetch(
        `${running.origin}/cross-border/checkout?${new URLSearchParams(query).toString()}`
    )
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('International checkout')
    expect(html).toMatch(/¥|JP¥/)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")

    const post = (card: string) =>
        fetch(`${running.origin}/cross-border/checkout`, {
            method: 'POST',
            headers: {'content-type': 'application/x-www-form-urlencoded'},
            body: new URLSearchParams({...query, ...FORM, cardNumber: card}).toString(),
            redirect: 'manual'
        })
    const declined = await post('4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('declined')
    const paid = await post('4111 1111 1111 1111')
    expect(paid.status).toBe(303)
    const location = paid.headers.get('location') as string
    expect(location).toMatch(/^http:\/\/localhost:3000\/checkout-globale\/confirmation\/VL\d{8}$/)
    const order = (await shopper.orders.getOrder({
        parameters: {orderNo: location.split('/').pop() as string}
    })) as Record<string, unknown>
    expect(order).toMatchObject({
        status: 'new',
        c_isGlobalEOrder: true,
        c_glCountry: 'JP',
        c_glCurrency: 'JPY',
        customerInfo: {email: 'kenji@example.com'}
    })
    expect(
        (await shopper.customers.getCustomerBaskets({parameters: {customerId: shopper.tokens.customer_id}}))
            .total
    ).toBe(0)
    // The session's basket is gone: the link cannot place a second order.
    expect((await post('4111 1111 1111 1111')).status).toBe(400)
})

test('links with a bad token or an outside return address are refused', async () => {
    expect(
        (
            await fetch(
                `${running.origin}/cross-border/checkout?merchantToken=x&basketUUID=y&returnUrl=http://localhost:3000`
            )
        ).status
    ).toBe(400)
    const shopper = await guestShopper(running.origin)
    await shopper.baskets.createBasket({body: {}})
    const token = shopper.tokens.access_token
    const shared = await (
        await controller('SharedBasket-CreateSharedBasketObject', token, {countryId: 'CA'})
    ).json()
    const data = await (await controller('PWA-GlobaleData', token, {}, {method: 'POST'})).json()
    const evil = await fetch(
        `${running.origin}/cross-border/checkout?${new URLSearchParams({
            merchantToken: data.data.merchantToken,
            basketUUID: shared.basketUUID,
            returnUrl: 'https://evil.example'
        }).toString()}`
    )
    expect(evil.status).toBe(400)
    expect(
        (await controller('SharedBasket-CreateSharedBasketObject', token, {countryId: 'Canada'})).status
    ).toBe(400)
})
