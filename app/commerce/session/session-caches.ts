import type {Query, QueryClient, QueryKey} from '@tanstack/react-query'

/**
 * What each session change removes from the query cache. Commerce SDK keys start with '/commerce-sdk-react'
 * and name the resource path ('/customers/', '/orders', '/product-lists'...); catalogue keys start with
 * 'catalog'; shopper controller queries carry `true` as their last key part; the account area's own queries
 * start with 'account'.
 */
const isSdkKey = (key: QueryKey) => key[0] === '/commerce-sdk-react'
const hasPart = (key: QueryKey, part: string) => key.some((value) => value === part)

const isShopperKey = (key: QueryKey) =>
    (isSdkKey(key) && (hasPart(key, '/customers/') || hasPart(key, '/orders/'))) ||
    key[0] === 'account' ||
    (key[0] === 'controller' && key[key.length - 1] === true)

const isOrdersKey = (key: QueryKey) =>
    (isSdkKey(key) && (hasPart(key, '/orders') || hasPart(key, '/orders/'))) ||
    (key[0] === 'account' && key[1] === 'orders')

const byKey = (test: (key: QueryKey) => boolean) => (query: Query) => test(query.queryKey)

/** Drops the matching queries nobody shows and refetches the ones on screen from scratch. */
const clearAndReload = (client: QueryClient, test: (key: QueryKey) => boolean) => {
    client.removeQueries({predicate: byKey(test), type: 'inactive'})
    client.resetQueries({predicate: byKey(test), type: 'active'}).catch(() => undefined)
}

/** "Signing in by credentials clears cached products, pricing and searches, then reloads pricing." */
export const clearCatalogueCaches = (client: QueryClient) =>
    clearAndReload(client, (key) => key[0] === 'catalog')

/** "a customer-group change clears everything". */
export const clearAllCaches = (client: QueryClient) => clearAndReload(client, () => true)

/** "clear orders" (login sequence). */
export const clearOrderCaches = (client: QueryClient) => client.removeQueries({predicate: byKey(isOrdersKey)})

/** Logout: "clears customer and addresses, empties wishlist", and every other shopper query (orders, basket). */
export const clearShopperCaches = (client: QueryClient) =>
    client.removeQueries({predicate: byKey(isShopperKey)})

/** After sign-in the customer's own data (profile, baskets) is fetched again for the new identity. */
export const reloadShopperQueries = (client: QueryClient) => {
    client.invalidateQueries({predicate: byKey(isShopperKey)}).catch(() => undefined)
}
