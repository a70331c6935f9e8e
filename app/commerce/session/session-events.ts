/**
 * Session events other parts of the storefront react to without the session layer knowing them: the
 * checkout returns to its first step on logout (spec 001 §4.1), the header refreshes on login. Browser-only
 * state, so a module-level registry is enough (the server never signs anyone in).
 */
export type SessionEventName = 'login' | 'logout' | 'checkout-reset'

export interface SessionEventDetail {
    /** Set on 'login': whether the shopper is now registered. */
    registered?: boolean
    /** Set on 'checkout-reset': the step the checkout must return to (1, shipping). */
    checkoutStep?: number
}

type Listener = (detail: SessionEventDetail) => void

const listeners = new Map<SessionEventName, Set<Listener>>()

/** Subscribes to a session event; returns the unsubscribe function (use it as a React effect cleanup). */
export const onSessionEvent = (name: SessionEventName, listener: Listener): (() => void) => {
    const set = listeners.get(name) ?? new Set<Listener>()
    set.add(listener)
    listeners.set(name, set)
    return () => {
        set.delete(listener)
    }
}

export const emitSessionEvent = (name: SessionEventName, detail: SessionEventDetail = {}) => {
    for (const listener of Array.from(listeners.get(name) ?? [])) {
        try {
            listener(detail)
        } catch (error) {
            // One broken listener must not stop a logout half-way.
            console.error(`Session event listener for '${name}' failed`, error)
        }
    }
}
