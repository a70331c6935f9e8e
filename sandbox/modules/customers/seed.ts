import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'
import {INSIDERS} from './groups'
import {seededCustomerId} from './ids'
import {hashPasswordSync} from './passwords'
import {seedAccounts} from './seed-accounts'
import {addCustomerToGroup, insertCustomer} from './store'

/**
 * Demo shoppers for development, demos and browser tests:
 *
 * | login                        | password         | who                                          |
 * |------------------------------|------------------|----------------------------------------------|
 * | alex.morgan@example.com      | VelaDemo#2024    | regular registered shopper                   |
 * | sam.taylor@example.com       | VelaInsider#2024 | insider (customer group MKT_SBINSIDERS)      |
 * | jordan.lee@example.com       | VelaDemo#2024    | second regular registered shopper            |
 */
export const DEMO_SHOPPERS = [
    {
        login: 'alex.morgan@example.com',
        password: 'VelaDemo#2024',
        firstName: 'Alex',
        lastName: 'Morgan',
        groups: []
    },
    {
        login: 'sam.taylor@example.com',
        password: 'VelaInsider#2024',
        firstName: 'Sam',
        lastName: 'Taylor',
        groups: [INSIDERS]
    },
    {
        login: 'jordan.lee@example.com',
        password: 'VelaDemo#2024',
        firstName: 'Jordan',
        lastName: 'Lee',
        groups: []
    }
] as const

const SEED_DATE = '2024-03-01T09:00:00.000Z'

export const seedCustomers = (ctx: SandboxContext) => {
    for (const shopper of DEMO_SHOPPERS) {
        // A salt derived from the login keeps the seeded database reproducible byte for byte.
        const salt = crypto.createHash('sha256').update(`salt:${shopper.login}`).digest().subarray(0, 16)
        const customer = insertCustomer(ctx, {
            customerId: seededCustomerId(shopper.login),
            login: shopper.login,
            email: shopper.login,
            firstName: shopper.firstName,
            lastName: shopper.lastName,
            passwordHash: hashPasswordSync(shopper.password, salt),
            attributes: {c_subscribeMail: false},
            creationDate: SEED_DATE
        })
        for (const group of shopper.groups) addCustomerToGroup(ctx, customer.customerId, group)
    }
    seedAccounts(ctx)
}
