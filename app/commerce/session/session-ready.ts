import {useCustomerId} from '@salesforce/commerce-sdk-react'
import {useState, useSyncExternalStore} from 'react'

/**
 * Whether the page's session is settled, so customer-scoped reads (basket, customer, orders, wishlist) may
 * name the stored customer id. Until the session start has a token the stored id may belong to a session the
 * platform has ended (a revoked refresh token): a read for it would be refused (403), and the guest session
 * that replaces it has a different id. Pages without the app shell's session start (and every test that
 * renders without it) are settled from the start.
 */
type Phase = 'not-expected' | 'waiting' | 'settled'

let phase: Phase = 'not-expected'
const listeners = new Set<() => void>()

export const sessionReady = {
    /** The app shell will start a session on this page: hold customer reads until it has a token. */
    expect: () => {
        if (phase === 'not-expected') phase = 'waiting'
    },
    settle: () => {
        if (phase === 'settled') return
        phase = 'settled'
        listeners.forEach((listener) => listener())
    },
    isSettled: () => phase !== 'waiting',
    subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => {
            listeners.delete(listener)
        }
    }
}

const isServer = typeof window === 'undefined'

/**
 * For the app shell, called before any of its children render (their reads are set up in the same pass):
 * this page's session start is coming.
 */
export const useSessionStartExpected = () => {
    useState(() => {
        if (!isServer) sessionReady.expect()
        return true
    })
}

/** The shopper's customer id once the page's session is settled; undefined before (and on the server). */
export const useSettledCustomerId = (): string | undefined => {
    const customerId = useCustomerId()
    const settled = useSyncExternalStore(sessionReady.subscribe, sessionReady.isSettled, () => false)
    return settled && customerId ? customerId : undefined
}
