import {useSyncExternalStore} from 'react'

/**
 * Whether basket reads may run. Spec 000 §4: the basket is not fetched "while a login is in progress"; the
 * basket loader closes this gate for that time and opens it when the login has finished. Open by default, so
 * a page without the loader (and every test) reads the basket as usual.
 */
let open = true
const listeners = new Set<() => void>()

export const basketGate = {
    isOpen: () => open,
    set: (next: boolean) => {
        if (next === open) return
        open = next
        listeners.forEach((listener) => listener())
    },
    subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => {
            listeners.delete(listener)
        }
    }
}

export const useBasketGateOpen = () =>
    useSyncExternalStore(basketGate.subscribe, basketGate.isOpen, () => false)
