import {startSandbox, type RunningSandbox} from '../../testing/start'
import {
    COMMERCE_TEST_MODULES,
    DEMO,
    failure,
    guestShopper,
    registeredShopper,
    variantIn
} from '../baskets/testing'
import {catalogClients} from '../catalog/testing'
import {multibuyDiscounts} from './multibuy'

// Coupons with the platform's status codes, product promotions and the bonus product.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx

const basketWith = async (
    productId: string,
    quantity = 1,
    shopper?: Awaited<ReturnType<typeof guestShopper>>
) => {
    const who = shopper ?? (await guestShopper(running.origin))
    const {basketId} = await who.baskets.createBasket({body: {}})
    const parameters = {basketId: basketId as string}
    const basket = await who.baskets.addItemToBasket({parameters, body: [{productId, quantity}]})
    return {shopper: who, parameters, basket}
}

const statusOf = (basket: {couponItems?: {code?: string; statusCode?: string}[]}, code: string) =>
    basket.couponItems?.find((coupon) => coupon.code === code)?.statusCode

describe('coupons', () => {
    test('WELCOME10 takes 10% off the order; unusable codes are refused with their status code', async () => {
        const {shopper, parameters, basket} = await basketWith(variantIn(ctx(), 'tanks'))
        const applied = await shopper.baskets.addCouponToBasket({parameters, body: {code: 'welcome10'}})
        expect(statusOf(applied, 'WELCOME10')).toBe('applied')
        const discount = -Math.round((basket.productSubTotal ?? 0) * 10) / 100
        expect(applied.orderPriceAdjustments).toEqual([
            expect.objectContaining({promotionId: 'WELCOME10', couponCode: 'WELCOME10', price: discount})
        ])
        expect(applied.productTotal).toBeCloseTo((basket.productSubTotal ?? 0) + discount, 2)

        const refusals: [string, string][] = [
            ['NOPE123', 'coupon_code_unknown'],
            ['RETIRED', 'coupon_disabled'],
            ['SUMMER5', 'no_active_promotion'],
            ['WELCOME10', 'coupon_code_already_in_basket']
        ]
        for (const [code, statusCode] of refusals) {
            const refused = await failure(shopper.baskets.addCouponToBasket({parameters, body: {code}}))
            expect(refused).toMatchObject({status: 400, body: {title: 'Invalid Coupon Item', statusCode}})
        }
        const couponItemId = applied.couponItems?.[0].couponItemId as string
        const removed = await shopper.baskets.removeCouponFromBasket({
            parameters: {...parameters, couponItemId}
        })
        expect(removed.couponItems).toEqual([])
        expect(removed.orderPriceAdjustments).toEqual([])
        expect(
            (
                await failure(
                    shopper.baskets.removeCouponFromBasket({parameters: {...parameters, couponItemId}})
                )
            ).status
        ).toBe(404)
    })

    test('SPRING15 waits as no_applicable_promotion until the basket reaches £100, then beats WELCOME10', async () => {
        const {shopper, parameters, basket} = await basketWith(variantIn(ctx(), 'tanks'))
        const unit = basket.productItems?.[0].basePrice ?? 0
        const waiting = await shopper.baskets.addCouponToBasket({parameters, body: {code: 'SPRING15'}})
        expect(statusOf(waiting, 'SPRING15')).toBe(unit >= 100 ? 'applied' : 'no_applicable_promotion')
        await shopper.baskets.addCouponToBasket({parameters, body: {code: 'WELCOME10'}})
        const grown = await shopper.baskets.updateItemInBasket({
            parameters: {...parameters, itemId: basket.productItems?.[0].itemId as string},
            body: {quantity: Math.ceil(100 / unit)}
        })
        expect(statusOf(grown, 'SPRING15')).toBe('applied')
        expect(statusOf(grown, 'WELCOME10')).toBe('no_applicable_promotion')
        expect(grown.orderPriceAdjustments).toEqual([expect.objectContaining({promotionId: 'SPRING15'})])
    })

    test('INSIDER20 applies to insiders only', async () => {
        const productId = variantIn(ctx(), 'tanks')
        const guest = await basketWith(productId)
        const notForGuests = await guest.shopper.baskets.addCouponToBasket({
            parameters: guest.parameters,
            body: {code: 'INSIDER20'}
        })
        expect(statusOf(notForGuests, 'INSIDER20')).toBe('no_applicable_promotion')
        const insider = await registeredShopper(running.origin, DEMO.insider.login, DEMO.insider.password)
        const mine = await basketWith(productId, 1, insider)
        const applied = await insider.baskets.addCouponToBasket({
            parameters: mine.parameters,
            body: {code: 'INSIDER20'}
        })
        expect(statusOf(applied, 'INSIDER20')).toBe('applied')
        await insider.baskets.deleteBasket({parameters: mine.parameters})
    })

    test('FREESHIP makes standard delivery free below the threshold', async () => {
        const {shopper, parameters, basket} = await basketWith(variantIn(ctx(), 'tanks'))
        if ((basket.productSubTotal ?? 0) >= 75) return
        await shopper.baskets.updateShippingAddressForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: {
                firstName: 'Ann',
                lastName: 'Lee',
                address1: '1 High Street',
                city: 'London',
                postalCode: 'SW1A 1AA',
                countryCode: 'GB',
                phone: '07700 900123'
            }
        })
        const paid = await shopper.baskets.updateShippingMethodForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: {id: 'gb-standard'}
        })
        expect(paid.shippingTotal).toBe(4.95)
        const free = await shopper.baskets.addCouponToBasket({parameters, body: {code: 'FREESHIP'}})
        expect(statusOf(free, 'FREESHIP')).toBe('applied')
        expect(free.shippingTotal).toBe(0)
        expect(free.shippingItems?.[0].priceAdjustments).toEqual([
            expect.objectContaining({promotionId: 'FREESHIP', couponCode: 'FREESHIP'})
        ])
    })
})

describe('product promotions and bonus products', () => {
    test('ACCESSORIES-15 lowers the promoted accessories by 15%', async () => {
        const {basket} = await basketWith(
            variantIn(ctx(), 'accessories', {promoted: 'ACCESSORIES-15', minStock: 1})
        )
        const [line] = basket.productItems ?? []
        expect(line.priceAdjustments).toEqual([expect.objectContaining({promotionId: 'ACCESSORIES-15'})])
        const unit = Math.round((line.basePrice ?? 0) * 100)
        expect(line.priceAfterItemDiscount).toBeCloseTo(Math.round(unit * 0.85) / 100, 2)
    })

    test('LEGGINGS-20: the US site advertises the price its basket charges; other sites neither', async () => {
        const productId = variantIn(ctx(), 'leggings', {promoted: 'LEGGINGS-20', minStock: 1})
        const promotionsOn = async (siteId: string) => {
            const {products} = await catalogClients(running.origin, {siteId})
            const product = await products.getProduct({
                parameters: {id: productId, expand: ['promotions', 'prices']}
            })
            return {price: product.price, promotions: product.productPromotions ?? []}
        }
        const us = await promotionsOn('vela-us')
        const advertised = us.promotions.find((promotion) => promotion.promotionId === 'LEGGINGS-20')
        expect(advertised).toMatchObject({calloutMsg: '20% off all leggings'})
        expect(advertised?.promotionalPrice).toBeCloseTo(Math.round((us.price ?? 0) * 80) / 100, 2)

        const {basket} = await basketWith(productId, 1, await guestShopper(running.origin, 'vela-us'))
        expect(basket.productItems?.[0].priceAfterItemDiscount).toBeCloseTo(
            advertised?.promotionalPrice ?? -1,
            2
        )

        const gb = await promotionsOn('vela-gb')
        expect(gb.promotions.map((promotion) => promotion.promotionId)).not.toContain('LEGGINGS-20')
        const {basket: gbBasket} = await basketWith(productId)
        expect(gbBasket.productItems?.[0].priceAdjustments ?? []).toEqual([])
    })

    test('SOCKS-3FOR2 makes the cheapest of three socks free', async () => {
        const {basket} = await basketWith(
            variantIn(ctx(), 'socks-caps', {promoted: 'SOCKS-3FOR2', minStock: 3}),
            3
        )
        const line = (basket.productItems ?? []).find((item) => !item.bonusProductLineItem)
        expect(line?.priceAfterItemDiscount).toBeCloseTo((line?.basePrice ?? 0) * 2, 2)
    })

    test('FREE-SOCKS-GB adds a free bonus line from £150 and takes it away below', async () => {
        const {shopper, parameters, basket} = await basketWith(variantIn(ctx(), 'jackets'))
        const unit = basket.productItems?.[0].basePrice ?? 0
        const over = await shopper.baskets.updateItemInBasket({
            parameters: {...parameters, itemId: basket.productItems?.[0].itemId as string},
            body: {quantity: Math.ceil(150 / unit)}
        })
        const bonus = over.productItems?.find((item) => item.bonusProductLineItem)
        expect(bonus).toMatchObject({
            quantity: 1,
            priceAfterItemDiscount: 0,
            priceAdjustments: [expect.objectContaining({promotionId: 'FREE-SOCKS-GB'})]
        })
        const under = await shopper.baskets.updateItemInBasket({
            parameters: {...parameters, itemId: basket.productItems?.[0].itemId as string},
            body: {quantity: 1}
        })
        expect(under.productItems?.some((item) => item.bonusProductLineItem)).toBe(unit >= 150)
    })

    test('multibuy discounts pick the cheapest unit of each group of three', () => {
        const discounts = multibuyDiscounts(
            [
                {itemId: 'a', quantity: 2, unitPrice: 1500},
                {itemId: 'b', quantity: 2, unitPrice: 1100}
            ],
            3
        )
        expect(Object.fromEntries(discounts)).toEqual({b: -1100})
    })

    test('getPromotions describes basket and product promotions', async () => {
        const shopper = await guestShopper(running.origin)
        const result = await shopper.promotions.getPromotions({
            parameters: {ids: ['WELCOME10', 'ACCESSORIES-15', 'UNKNOWN']}
        })
        expect(result.data?.map((promotion) => promotion.id)).toEqual(['WELCOME10', 'ACCESSORIES-15'])
        expect(result.data?.[0].calloutMsg).toBe('10% off your order')
    })
})
