import {useSyncExternalStore} from 'react'

/**
 * Whether the mini basket is open, shared by the header's bag icon, add to bag and the drawer itself. A tiny
 * store rather than a context, so any component can open the drawer without the drawer's code being loaded.
 */
let isOpen = false
const listeners = new Set<() => void>()

const setOpen = (next: boolean) => {
    if (next === isOpen) return
    isOpen = next
    listeners.forEach((listener) => listener())
}

export const miniBasketStore = {
    isOpen: () => isOpen,
    open: () => setOpen(true),
    close: () => setOpen(false),
    subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => {
            listeners.delete(listener)
        }
    }
}

/** For the header's bag icon and anything else: `const {open} = useMiniBasket()`. */
export const useMiniBasket = () => {
    const open = useSyncExternalStore(miniBasketStore.subscribe, miniBasketStore.isOpen, () => false)
    return {isOpen: open, open: miniBasketStore.open, close: miniBasketStore.close}
}
