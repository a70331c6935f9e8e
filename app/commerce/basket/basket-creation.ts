import {readPendingOrder} from './pending-order'
import type {Basket} from './types'

/**
 * One basket creation at a time per shopper, across every component that can create one (add to bag, the
 * gift card form, the basket loader). A double click, or two adds racing, share the same POST /baskets
 * (spec 000 §7: "a single in-flight basket creation"). A basket just created is remembered briefly, until
 * the query cache (which updates on the next render) carries it.
 */
const RECENT_MS = 10_000

const inFlight = new Map<string, Promise<Basket>>()
const recent = new Map<string, {basket: Basket; at: number}>()

export const createBasketOnce = (customerId: string, create: () => Promise<Basket>): Promise<Basket> => {
    const running = inFlight.get(customerId)
    if (running) return running
    const promise = create()
        .then((basket) => {
            recent.set(customerId, {basket, at: Date.now()})
            return basket
        })
        .finally(() => inFlight.delete(customerId))
    inFlight.set(customerId, promise)
    return promise
}

/** A basket this page created moments ago, or one being created now. */
export const pendingBasketFor = (customerId: string): Promise<Basket> | Basket | undefined => {
    const running = inFlight.get(customerId)
    if (running) return running
    const known = recent.get(customerId)
    if (known && Date.now() - known.at < RECENT_MS) return known.basket
    recent.delete(customerId)
    return undefined
}

/** Forget a basket that no longer exists (ordered, deleted or replaced). */
export const forgetCreatedBasket = (customerId: string) => {
    recent.delete(customerId)
}

/** Forget everything (a new page session; tests). */
export const resetBasketCreation = () => {
    inFlight.clear()
    recent.clear()
}

let ordersPlacing = 0

/**
 * An order being placed on this page: its basket becomes the order part-way through, so while it runs the
 * basket loader must not take the missing basket for a shopper without one (see isBasketCreationHeld).
 */
export const holdBasketCreation = <T>(placement: () => Promise<T>): Promise<T> => {
    ordersPlacing += 1
    return placement().finally(() => {
        ordersPlacing -= 1
    })
}

/**
 * Whether the loader's automatic basket creation waits: an order is being placed, or one is waiting on its
 * payment page (its id is stored). Either way the shopper's basket is the order's, and it re-opens if the
 * payment is cancelled or refused; a basket created meanwhile would sit beside it, empty, listed first.
 */
export const isBasketCreationHeld = (): boolean => ordersPlacing > 0 || readPendingOrder() !== null

/** The loader's creation was held (see isBasketCreationHeld): not a failure. */
export class BasketCreationHeld extends Error {
    constructor() {
        super('Basket creation held while an order is placed or paid')
    }
}
