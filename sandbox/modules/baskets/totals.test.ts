import {startSandbox, type RunningSandbox} from '../../testing/start'
import {catalogOf} from '../catalog/catalog-cache'
import {liveStock} from '../catalog/basket-catalog-source'
import {
    COMMERCE_TEST_MODULES,
    DEMO,
    failure,
    GB_ADDRESS,
    guestShopper,
    registeredShopper,
    setStock,
    US_ADDRESS,
    variantIn
} from './testing'

// Totals, tax, shipping and stock as the contract and spec 000 §3-§4 describe them.
let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: COMMERCE_TEST_MODULES})
})
afterAll(() => running.stop())

const ctx = () => running.sandbox.ctx
const cents = (value: number) => Math.round(value * 100)
const includedTax = (gross: number, rate: number) => Math.round((cents(gross) * rate) / (1 + rate)) / 100

const basketWith = async (siteId: string, productId: string, quantity = 1) => {
    const shopper = await guestShopper(running.origin, siteId)
    const {basketId} = await shopper.baskets.createBasket({body: {}})
    const parameters = {basketId: basketId as string}
    const basket = await shopper.baskets.addItemToBasket({parameters, body: [{productId, quantity}]})
    return {shopper, parameters, basket}
}

describe('totals and tax per site', () => {
    test('GB: VAT-inclusive prices, 20% VAT inside the total, standard delivery until £75', async () => {
        const {shopper, parameters, basket} = await basketWith('vela-gb', variantIn(ctx(), 'tanks'))
        const [item] = basket.productItems ?? []
        expect(item.price).toBe(item.basePrice)
        expect(basket).toMatchObject({
            taxation: 'gross',
            shippingTotal: null,
            productSubTotal: item.price,
            productTotal: item.price
        })
        await shopper.baskets.updateShippingAddressForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: GB_ADDRESS
        })
        const priced = await shopper.baskets.updateShippingMethodForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: {id: 'gb-standard'}
        })
        const shipping = (item.price ?? 0) >= 75 ? 0 : 4.95
        expect(priced.shippingTotal).toBe(shipping)
        expect(priced.orderTotal).toBeCloseTo((item.price ?? 0) + shipping, 2)
        expect(priced.taxTotal).toBeCloseTo(includedTax(item.price ?? 0, 0.2) + includedTax(shipping, 0.2), 2)
        expect((priced as Record<string, unknown>).c_amountToAuthorize).toBe(priced.orderTotal)
    })

    test('GB: the free standard delivery threshold matches the basket banner (£75); express is free from £150', async () => {
        const productId = variantIn(ctx(), 'tanks')
        const {shopper, parameters, basket} = await basketWith('vela-gb', productId)
        const unit = basket.productItems?.[0].basePrice ?? 0
        await shopper.baskets.updateShippingAddressForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: GB_ADDRESS
        })
        await shopper.baskets.updateShippingMethodForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: {id: 'gb-express'}
        })
        const quantity = Math.ceil(75 / unit)
        const over = await shopper.baskets.updateItemInBasket({
            parameters: {...parameters, itemId: basket.productItems?.[0].itemId as string},
            body: {quantity}
        })
        const methods = await shopper.baskets.getShippingMethodsForShipment({
            parameters: {...parameters, shipmentId: 'me'}
        })
        const standard = methods.applicableShippingMethods?.find((method) => method.id === 'gb-standard')
        expect(standard?.price).toBe(0)
        expect(over.shippingTotal).toBe(unit * quantity >= 150 ? 0 : 6.95)
    })

    test('US: net prices; sales tax by state once the address names one (TBD before)', async () => {
        const productId = variantIn(ctx(), 'hoodies')
        const {shopper, parameters, basket} = await basketWith('vela-us', productId)
        expect(basket).toMatchObject({currency: 'USD', taxation: 'net', taxTotal: null})
        await shopper.baskets.updateShippingAddressForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: US_ADDRESS
        })
        const ny = await shopper.baskets.updateShippingMethodForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: {id: 'us-standard'}
        })
        const net = ny.productTotal ?? 0
        const tax = Math.round(cents(net) * 0.04) / 100
        expect(ny.taxTotal).toBeCloseTo(tax, 2)
        expect(ny.orderTotal).toBeCloseTo(net + (ny.shippingTotal ?? 0) + tax, 2)
        const oregon = await shopper.baskets.updateShippingAddressForShipment({
            parameters: {...parameters, shipmentId: 'me'},
            body: {...US_ADDRESS, stateCode: 'OR', city: 'Portland', postalCode: '97201'}
        })
        expect(oregon.taxTotal).toBe(0)
        expect(oregon.orderTotal).toBeCloseTo(net + (oregon.shippingTotal ?? 0), 2)
    })

    test('US: 20% off every leggings line (a site promotion)', async () => {
        const {basket} = await basketWith('vela-us', variantIn(ctx(), 'leggings'))
        const [line] = basket.productItems ?? []
        expect(line.priceAdjustments).toEqual([expect.objectContaining({promotionId: 'LEGGINGS-20'})])
        expect(line.priceAfterItemDiscount).toBeCloseTo(
            (line.price ?? 0) - Math.round(cents(line.basePrice ?? 0) * 0.2) / 100,
            2
        )
        const {basket: gb} = await basketWith('vela-gb', variantIn(ctx(), 'leggings'))
        expect(gb.productItems?.[0].priceAdjustments).toBeUndefined()
    })

    test('EU and AU: destination VAT (IE 23%, FR 20%) and GST (10%) inside gross prices', async () => {
        const eu = await basketWith('vela-eu', variantIn(ctx(), 'tanks'))
        const gross = eu.basket.productTotal ?? 0
        expect(eu.basket).toMatchObject({currency: 'EUR', taxation: 'gross'})
        expect(eu.basket.taxTotal).toBeCloseTo(includedTax(gross, 0.23), 2)
        const france = await eu.shopper.baskets.updateShippingAddressForShipment({
            parameters: {...eu.parameters, shipmentId: 'me'},
            body: {
                ...GB_ADDRESS,
                city: 'Paris',
                postalCode: '75004',
                countryCode: 'FR',
                phone: '01 55 55 01 19'
            }
        })
        expect(france.taxTotal).toBeCloseTo(includedTax(gross, 0.2), 2)
        const au = await basketWith('vela-au', variantIn(ctx(), 'tanks'))
        expect(au.basket.currency).toBe('AUD')
        expect(au.basket.taxTotal).toBeCloseTo(includedTax(au.basket.productTotal ?? 0, 0.1), 2)
    })

    test('insiders pay the insiders price book', async () => {
        const catalog = catalogOf(ctx())
        const insiderIds = new Set(catalog.prices.get('gbp-insiders')?.keys() ?? [])
        const master = catalog.masters.find(
            (candidate) =>
                insiderIds.has(candidate.id) &&
                candidate.promotionIds.length === 0 &&
                candidate.groups.every((group) => !group.onSale)
        )
        const variant = master?.variants.find((candidate) => liveStock(ctx(), candidate.id).stockLevel > 0)
        expect(variant).toBeDefined()
        const {basket: guest} = await basketWith('vela-gb', variant?.id as string)
        const insider = await registeredShopper(running.origin, DEMO.insider.login, DEMO.insider.password)
        const {basketId} = await insider.baskets.createBasket({body: {}})
        const mine = await insider.baskets.addItemToBasket({
            parameters: {basketId: basketId as string},
            body: [{productId: variant?.id as string, quantity: 1}]
        })
        expect(mine.productItems?.[0].basePrice).toBeLessThan(guest.productItems?.[0].basePrice ?? 0)
        expect((mine.productItems?.[0] as Record<string, unknown>).c_standardPrice).toBe(
            guest.productItems?.[0].basePrice
        )
        await insider.baskets.deleteBasket({parameters: {basketId: basketId as string}})
    })
})

describe('shipping methods and click and collect', () => {
    test('methods depend on country and postcode; unknown destinations get none', async () => {
        const {shopper, parameters} = await basketWith('vela-gb', variantIn(ctx(), 'tanks'))
        const ids = async (query: Record<string, string>) =>
            (
                await shopper.baskets.getShippingMethodsForShipment({
                    parameters: {...parameters, shipmentId: 'me', ...query} as never
                })
            ).applicableShippingMethods?.map((method) => method.id)
        expect(await ids({})).toEqual(['gb-standard', 'gb-express', 'gb-next-day', 'gb-click-collect'])
        expect(await ids({c_country: 'GB', c_postalcode: 'IV2 3AB'})).toEqual([
            'gb-standard',
            'gb-click-collect'
        ])
        expect(await ids({c_country: 'US'})).toEqual(['gb-international'])
        expect(await ids({c_country: 'ZZ'})).toEqual([])
        const refused = await failure(
            shopper.baskets.updateShippingMethodForShipment({
                parameters: {...parameters, shipmentId: 'me'},
                body: {id: 'us-standard'}
            })
        )
        expect(refused).toMatchObject({status: 400, body: {title: 'Invalid Shipping Method'}})
    })

    test('COLLECT puts the shop on the shipment with the collector; DELIVER takes it off', async () => {
        const {shopper, parameters} = await basketWith('vela-gb', variantIn(ctx(), 'tanks'))
        const shipment = {...parameters, shipmentId: 'me'}
        const collect = await shopper.baskets.updateShipmentForBasket({
            parameters: shipment,
            body: {
                c_selectedDeliveryOption: 'COLLECT',
                c_ClickandCollectStoreID: 'london-covent-garden',
                shippingAddress: {firstName: 'Ann', lastName: 'Lee', phone: '07700 900123'}
            } as never
        })
        expect(collect.shipments?.[0]).toMatchObject({
            c_selectedDeliveryOption: 'COLLECT',
            c_ClickandCollectStoreID: 'london-covent-garden',
            c_storeName: 'VELA Covent Garden',
            shippingMethod: {id: 'gb-click-collect', c_storePickupEnabled: true},
            shippingAddress: {
                firstName: 'Ann',
                address1: '21 Long Acre',
                postalCode: 'WC2E 9LY',
                phone: '07700 900123'
            }
        })
        expect(collect.shippingTotal).toBe(0)
        const abroad = await failure(
            shopper.baskets.updateShipmentForBasket({
                parameters: shipment,
                body: {c_ClickandCollectStoreID: 'dublin-grafton-street'} as never
            })
        )
        expect(abroad).toMatchObject({status: 400, body: {title: 'Invalid Store'}})
        const deliver = await shopper.baskets.updateShipmentForBasket({
            parameters: shipment,
            body: {c_selectedDeliveryOption: 'DELIVER'} as never
        })
        expect(deliver.shipments?.[0].shippingMethod).toBeUndefined()
        expect(deliver.shipments?.[0].shippingAddress).toEqual({
            firstName: 'Ann',
            lastName: 'Lee',
            phone: '07700 900123',
            fullName: 'Ann Lee'
        })
        expect((deliver.shipments?.[0] as Record<string, unknown>).c_ClickandCollectStoreID).toBeUndefined()
    })
})

describe('stock and availability', () => {
    test('more than the stock: a hasMoreItemsThenAllowed flash; none left: c_instock false', async () => {
        const productId = variantIn(ctx(), 'joggers', {skip: 1})
        const {shopper, parameters} = await basketWith('vela-gb', productId, 3)
        setStock(ctx(), productId, 2)
        const low = (await shopper.baskets.getBasket({parameters})) as Record<string, unknown> & {
            productItems: Record<string, unknown>[]
        }
        expect(low.flash).toEqual([
            expect.objectContaining({
                type: 'hasMoreItemsThenAllowed',
                productId,
                availableQuantity: 2,
                requestedQuantity: 3
            })
        ])
        expect(low.productItems[0].c_instock).toBe(true)
        setStock(ctx(), productId, 0)
        const gone = (await shopper.baskets.getBasket({parameters})) as {
            productItems: Record<string, unknown>[]
        }
        expect(gone.productItems[0].c_instock).toBe(false)
        expect(
            (await failure(shopper.baskets.addItemToBasket({parameters, body: [{productId, quantity: 1}]})))
                .status
        ).toBe(400)
        setStock(ctx(), productId, 50)
    })

    test('a product that left the catalogue reads NAProductInCart', async () => {
        const {shopper, parameters} = await basketWith('vela-gb', variantIn(ctx(), 'tanks'))
        const row = ctx()
            .db.prepare('SELECT state FROM baskets WHERE basket_id = ?')
            .get(parameters.basketId) as {state: string}
        const state = JSON.parse(row.state)
        state.productItems[0].productId = 'VL99999_GONE_M'
        ctx()
            .db.prepare('UPDATE baskets SET state = ? WHERE basket_id = ?')
            .run(JSON.stringify(state), parameters.basketId)
        const basket = (await shopper.baskets.getBasket({parameters})) as {
            productItems: Record<string, unknown>[]
        }
        expect(basket.productItems[0]).toMatchObject({
            itemText: 'NAProductInCart',
            c_instock: false,
            price: 0
        })
    })
})
