/** The stored item shape and the identifier rules of the delivery API. */

export interface ItemMeta {
    name: string
    schema: string
    deliveryId: string
    deliveryKey?: string
    deliveryKeys?: {values: {value: string}[]}
    hierarchy?: {parentId?: string; root?: boolean}
}

export type ItemBody = {_meta: ItemMeta} & Record<string, unknown>

/** An item as one view of the store sees it. */
export interface StoredItem {
    id: string
    body: ItemBody
    createdAt: string
    position: number
    seq: number
}

/** Keys: letters, digits, `_`, `-` and `/`, 1-150 characters, not starting or ending with `/`. */
export const DELIVERY_KEY_PATTERN = /^[A-Za-z0-9_-](?:[A-Za-z0-9_/-]{0,148}[A-Za-z0-9_-])?$/

export const DELIVERY_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Every key an item answers to: its `deliveryKey` and each `deliveryKeys` value. */
export const keysOf = (body: ItemBody): string[] => {
    const keys = new Set<string>()
    if (typeof body._meta.deliveryKey === 'string') keys.add(body._meta.deliveryKey)
    for (const entry of body._meta.deliveryKeys?.values ?? [])
        if (typeof entry?.value === 'string') keys.add(entry.value)
    return [...keys]
}
