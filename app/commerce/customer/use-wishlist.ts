import {useCallback, useRef, useState} from 'react'
import {useCustomerProductLists, useShopperCustomersMutation} from '@salesforce/commerce-sdk-react'
import type {ShopperCustomersTypes} from 'commerce-sdk-isomorphic'
import {useAddToBasket} from '../basket/use-add-to-basket'
import {requestStatus} from './request-status'
import {useOptimisticRemoval} from './use-optimistic-removal'
import {useRegisteredCustomer} from './use-registered-customer'

export type WishlistItem = ShopperCustomersTypes.CustomerProductListItem & {pending?: boolean}
/** "Wishlist has its own status (adding, updating, idle, error)" (spec 001 §4.1). */
export type WishlistStatus = 'adding' | 'updating' | 'idle' | 'error'

const isServer = typeof window === 'undefined'
const WISH_LIST = 'wish_list'

/**
 * The customer's wish list (one list of type wish_list, created on first use). A new item shows at once and is
 * replaced by the server's item when it arrives; removals are optimistic, and a failed removal is only
 * logged (spec 001 §8) while the item comes back.
 */
export const useWishlist = () => {
    const {customerId, isRegistered} = useRegisteredCustomer()
    const enabled = !isServer && isRegistered && Boolean(customerId)
    const lists = useCustomerProductLists({parameters: {customerId: customerId ?? ''}}, {enabled})
    const createList = useShopperCustomersMutation('createCustomerProductList')
    const createItem = useShopperCustomersMutation('createCustomerProductListItem')
    const deleteItem = useShopperCustomersMutation('deleteCustomerProductListItem')
    const {add: addToBasket} = useAddToBasket()
    const {remove: removeOptimistically, visible} = useOptimisticRemoval()
    const [pending, setPending] = useState<WishlistItem[]>([])
    const [status, setStatus] = useState<WishlistStatus>('idle')
    const counter = useRef(0)

    const list = lists.data?.data?.find((candidate) => candidate.type === WISH_LIST)
    const parameters = {customerId: customerId ?? ''}

    const ensureList = async (): Promise<string> => {
        if (list?.id) return list.id
        const created = await createList.mutateAsync({parameters, body: {type: WISH_LIST}})
        return created.id as string
    }

    const add = async (productId: string, quantity = 1) => {
        const placeholder: WishlistItem = {
            id: `pending-${++counter.current}`,
            productId,
            quantity,
            priority: 1,
            public: false,
            pending: true
        }
        setPending((current) => [...current, placeholder])
        setStatus('adding')
        try {
            const listId = await ensureList()
            await createItem.mutateAsync({
                parameters: {...parameters, listId},
                body: {productId, quantity, public: false, priority: 1, type: 'product'}
            })
            setStatus('idle')
        } catch (error) {
            console.error('Wishlist item was not added', error instanceof Error ? error.message : error)
            setStatus('error')
            throw error
        } finally {
            // By now the SDK has put the server's item in the cache, so the placeholder can go.
            setPending((current) => current.filter((item) => item.id !== placeholder.id))
        }
    }

    const remove = useCallback(
        async (item: WishlistItem) => {
            if (!list?.id || !item.id || item.pending) return
            setStatus('updating')
            try {
                await removeOptimistically(item.id, () =>
                    deleteItem.mutateAsync({
                        parameters: {
                            customerId: customerId ?? '',
                            listId: list.id as string,
                            itemId: item.id as string
                        }
                    })
                )
                setStatus('idle')
            } catch (error) {
                console.error('Wishlist item removal failed', error instanceof Error ? error.message : error)
                setStatus('idle')
            }
        },
        [customerId, deleteItem, list?.id, removeOptimistically]
    )

    /** Adds the item to the bag, then takes it off the wish list. */
    const moveToBag = useCallback(
        async (item: WishlistItem) => {
            await addToBasket([{productId: item.productId as string, quantity: item.quantity ?? 1}])
            await remove(item)
        },
        [addToBasket, remove]
    )

    const items = [
        ...visible((list?.customerProductListItems ?? []) as WishlistItem[], (item) => item.id),
        ...pending
    ]
    return {items, status, loadStatus: requestStatus(lists), add, remove, moveToBag}
}
