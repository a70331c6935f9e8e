import {LoginGate} from './login-gate'
import type {LoginResult} from './login-sequence'

/**
 * Browser-only session state shared by every component using the session hooks: the login in progress and
 * the customer groups last seen. The server never runs a login, so nothing here is ever shared between
 * shoppers.
 */
export const loginGate = new LoginGate<LoginResult>()

let knownGroups: readonly string[] | undefined

export const sessionMemory = {
    previousGroups: () => knownGroups,
    rememberGroups: (groups: readonly string[]) => {
        knownGroups = [...groups]
    },
    forget: () => {
        knownGroups = undefined
    }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

let started: Promise<unknown> | undefined

/** The page's first login sequence (set by the session root), so others can wait for its context to be sent. */
export const sessionStart = {
    set: (promise: Promise<unknown>) => {
        started = promise
    },
    wait: async () => {
        // The session root starts in the same commit as its siblings; let its effect run first.
        await Promise.resolve()
        await started
    }
}
