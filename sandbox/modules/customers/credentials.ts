import type {SandboxContext} from '../../core/context'
import {burnPasswordCheck, verifyPassword} from './passwords'
import {type CustomerRecord, findCustomerByLogin} from './store'

/** The enabled customer with this login and password, or undefined (same cost whether or not the login exists). */
export const verifyCredentials = async (
    ctx: SandboxContext,
    login: string,
    password: string
): Promise<CustomerRecord | undefined> => {
    const customer = findCustomerByLogin(ctx, login)
    if (!customer) {
        await burnPasswordCheck(password)
        return undefined
    }
    const valid = await verifyPassword(password, customer.passwordHash)
    return valid && customer.enabled ? customer : undefined
}
