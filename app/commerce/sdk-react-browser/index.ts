/**
 * @salesforce/commerce-sdk-react for the browser bundle: webpack.config.js aliases the package's entry to this
 * module in the client build only (the server and the tests use the package itself). The package ships as
 * CommonJS whose entry re-exports every hook of every Shopper API, so importing one hook bundled all of them:
 * 62 kB gzip in every page's first load. This module re-exports, from the package's own files, only the
 * names the storefront imports; each page's chunk then carries only the hooks it uses. Its test checks that
 * every name the app imports is here and is the package's own export.
 */
export {default as CommerceApiProvider} from '@salesforce/commerce-sdk-react/provider'
export {default as useAccessToken} from '@salesforce/commerce-sdk-react/hooks/useAccessToken'
export {default as useCommerceApi} from '@salesforce/commerce-sdk-react/hooks/useCommerceApi'
export {default as useCustomerId} from '@salesforce/commerce-sdk-react/hooks/useCustomerId'
export {default as useCustomerType} from '@salesforce/commerce-sdk-react/hooks/useCustomerType'
export {default as useUsid} from '@salesforce/commerce-sdk-react/hooks/useUsid'
export {AuthHelpers, useAuthHelper} from '@salesforce/commerce-sdk-react/hooks/useAuthHelper'
export {
    usePaymentMethodsForBasket as usePaymentMethodsForBasketV2,
    useShippingMethodsForShipment as useShippingMethodsForShipmentV2
} from '@salesforce/commerce-sdk-react/hooks/ShopperBasketsV2/query'
export {useShopperBasketsMutation as useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react/hooks/ShopperBasketsV2/mutation'
export {
    useCustomer,
    useCustomerBaskets,
    useCustomerOrders,
    useCustomerProductLists
} from '@salesforce/commerce-sdk-react/hooks/ShopperCustomers/query'
export {useShopperCustomersMutation} from '@salesforce/commerce-sdk-react/hooks/ShopperCustomers/mutation'
export {useOrder} from '@salesforce/commerce-sdk-react/hooks/ShopperOrders/query'
export {useShopperOrdersMutation} from '@salesforce/commerce-sdk-react/hooks/ShopperOrders/mutation'
export {useSearchStores, useStores} from '@salesforce/commerce-sdk-react/hooks/ShopperStores/query'
