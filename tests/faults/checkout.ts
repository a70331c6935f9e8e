import {
    helpers,
    ShopperBasketsV2,
    ShopperLogin,
    ShopperOrders,
    ShopperProducts
} from 'commerce-sdk-isomorphic'
import {loadSandboxConfig} from '../../sandbox/core/config'

/**
 * A guest checkout through the storefront's own API proxy, with the platform's real client library, the way
 * a shopper's browser does it: guest login, basket, address, method, e-mail, card, order.
 */

const ADDRESS = {
    firstName: 'Ann',
    lastName: 'Lee',
    address1: '1 High Street',
    city: 'London',
    postalCode: 'SW1A 1AA',
    countryCode: 'GB',
    phone: '07700 900123'
}

const sdkConfig = (storefront: string) => {
    const {organizationId, clientId, shortCode} = loadSandboxConfig()
    return {
        proxy: `${storefront}/mobify/proxy/api`,
        parameters: {organizationId, clientId, shortCode, siteId: 'vela-gb'},
        throwOnBadResponse: true
    }
}

export const guestClients = async (storefront: string, publicOrigin: string) => {
    const config = sdkConfig(storefront)
    const tokens = await helpers.loginGuestUser({
        slasClient: new ShopperLogin(config),
        parameters: {redirectURI: `${publicOrigin}/callback`}
    })
    const authorised = {...config, headers: {authorization: `Bearer ${tokens.access_token}`}}
    return {
        tokens,
        baskets: new ShopperBasketsV2(authorised),
        orders: new ShopperOrders(authorised),
        products: new ShopperProducts(authorised)
    }
}

export type GuestClients = Awaited<ReturnType<typeof guestClients>>

/** An orderable variant of a product (the first with stock). */
export const orderableVariant = async (clients: GuestClients, productId: string) => {
    const product = await clients.products.getProduct({
        parameters: {id: productId, expand: ['availability', 'variations']} as never
    })
    const variants = (product as {variants?: {productId: string; orderable?: boolean}[]}).variants ?? []
    const variant = variants.find((candidate) => candidate.orderable !== false)
    if (!variant) throw new Error(`${productId} has no orderable variant`)
    return variant.productId
}

/** A basket with everything an order needs. */
export const readyBasket = async (clients: GuestClients, productId: string, email: string) => {
    const {basketId} = await clients.baskets.createBasket({body: {}})
    const parameters = {basketId: basketId as string}
    await clients.baskets.addItemToBasket({parameters, body: [{productId, quantity: 1}]})
    await clients.baskets.updateShippingAddressForShipment({
        parameters: {...parameters, shipmentId: 'me', useAsBilling: true},
        body: ADDRESS
    })
    await clients.baskets.updateShippingMethodForShipment({
        parameters: {...parameters, shipmentId: 'me'},
        body: {id: 'gb-standard'}
    })
    await clients.baskets.updateCustomerForBasket({parameters, body: {email}})
    await clients.baskets.addPaymentInstrumentToBasket({
        parameters,
        body: {
            paymentMethodId: 'CREDIT_CARD',
            paymentCard: {
                holder: 'Ann Lee',
                maskedNumber: '************1111',
                cardType: 'Visa',
                expirationMonth: 3,
                expirationYear: 2030
            }
        }
    })
    return basketId as string
}
