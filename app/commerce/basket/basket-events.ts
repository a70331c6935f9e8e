/**
 * Basket events other areas react to without the basket knowing them. The checkout listens for
 * 'last-product-removed' ("Removing the last product item clears the shipping address and returns to step 1",
 * spec 000 §4). Browser-only state, so a module-level registry is enough (the server never mutates a basket).
 */
export type BasketEventName = 'last-product-removed' | 'basket-changed'

export interface BasketEventDetail {
    basketId?: string
    /** Set on 'last-product-removed': the checkout step to return to. */
    checkoutStep?: number
}

type Listener = (detail: BasketEventDetail) => void

const listeners = new Map<BasketEventName, Set<Listener>>()

/** Subscribes; returns the unsubscribe function (use it as a React effect cleanup). */
export const onBasketEvent = (name: BasketEventName, listener: Listener): (() => void) => {
    const set = listeners.get(name) ?? new Set<Listener>()
    set.add(listener)
    listeners.set(name, set)
    return () => {
        set.delete(listener)
    }
}

export const emitBasketEvent = (name: BasketEventName, detail: BasketEventDetail = {}) => {
    for (const listener of Array.from(listeners.get(name) ?? [])) {
        try {
            listener(detail)
        } catch (error) {
            console.error(`Basket event listener for '${name}' failed`, error)
        }
    }
}
