import {
    clearPendingOrder,
    PENDING_ORDER_KEY,
    readPendingOrder,
    rememberPendingOrder
} from '../basket/pending-order'

/**
 * The checkout's browser storage (spec 000 §9 "Storage keys: selectedStore, collectionFormDetails, orderId,
 * ShippingAddressValidationMethod"). Only these non-secret values are ever stored: card numbers and security
 * codes live in form memory for one submit and are never written anywhere.
 */
export const CHECKOUT_STORAGE_KEYS = {
    selectedStore: 'selectedStore',
    collectionFormDetails: 'collectionFormDetails',
    orderId: PENDING_ORDER_KEY,
    addressValidationMethod: 'ShippingAddressValidationMethod'
} as const

type StorageKey = (typeof CHECKOUT_STORAGE_KEYS)[keyof typeof CHECKOUT_STORAGE_KEYS]

const storage = (): Storage | undefined => {
    try {
        return typeof window === 'undefined' ? undefined : window.localStorage
    } catch {
        // Storage can be blocked (private mode, strict settings): checkout still works without it.
        return undefined
    }
}

export const readStored = (key: StorageKey): string | undefined => {
    try {
        return storage()?.getItem(key) ?? undefined
    } catch {
        return undefined
    }
}

export const writeStored = (key: StorageKey, value: string) => {
    try {
        storage()?.setItem(key, value)
    } catch {
        // Quota or privacy settings: losing a convenience value is acceptable.
    }
}

export const removeStored = (key: StorageKey) => {
    try {
        storage()?.removeItem(key)
    } catch {
        // See writeStored.
    }
}

export const readStoredJson = <T>(key: StorageKey): T | undefined => {
    const text = readStored(key)
    if (!text) return undefined
    try {
        return JSON.parse(text) as T
    } catch {
        return undefined
    }
}

export const writeStoredJson = (key: StorageKey, value: unknown) => writeStored(key, JSON.stringify(value))

/**
 * The order placed but not yet confirmed (failed when the shopper comes back elsewhere, spec 000 §4). The
 * basket layer owns the key, since it fails the order when the basket loads; the checkout writes and reads it.
 */
export const storedOrderId = () => readPendingOrder() ?? undefined
export const rememberOrderId = rememberPendingOrder
export const forgetOrderId = clearPendingOrder

const VALIDATION_METHOD = /^[A-Za-z_]{1,30}$/

/** "c_shippingAddressValidationMethod (localStorage ShippingAddressValidationMethod, default NONE)". */
export const addressValidationMethod = (fallback: string): string => {
    const stored = readStored(CHECKOUT_STORAGE_KEYS.addressValidationMethod)?.trim()
    return stored && VALIDATION_METHOD.test(stored) ? stored : fallback
}
