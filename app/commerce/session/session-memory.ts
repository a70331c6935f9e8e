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
