import type {FakeIdentity} from './fake-tokens'

/** The in-memory platform behind the msw handlers: just enough state for the account flows. */
export interface FakeAddress extends Record<string, unknown> {
    addressId: string
    preferred?: boolean
}

export interface FakeListItem {
    id: string
    productId: string
    quantity: number
}

export interface FakeCustomer {
    customerId: string
    login: string
    email: string
    password: string
    firstName: string
    lastName: string
    groups: string[]
    addresses: FakeAddress[]
    paymentInstruments: Record<string, unknown>[]
    wishlist?: {id: string; items: FakeListItem[]}
    orders: Record<string, unknown>[]
    attributes: Record<string, unknown>
}

export interface FakeState {
    customers: FakeCustomer[]
    codes: Map<string, FakeIdentity>
    refreshTokens: Map<string, FakeIdentity>
    /** Guest customer ids that own a basket (merge finds nothing to merge otherwise). */
    guestBaskets: Set<string>
    /** Every call the storefront made, in order: 'SLAS login', 'getCustomer', 'PWA-SetContext'... */
    calls: string[]
    /** The query of every PWA-SetContext, PWA-UpdateContext and PWA-GetCustomerGroups call, in order. */
    controllerQueries: {endpoint: string; params: Record<string, string>}[]
    /** The usid each credentials login carried (the guest's, so its basket can be merged). */
    loginUsids: (string | null)[]
    counter: number
}

export const DEMO_PASSWORD = 'VelaDemo#2024'

export const demoCustomer = (overrides: Partial<FakeCustomer> = {}): FakeCustomer => ({
    customerId: 'cust-alex',
    login: 'alex.morgan@example.com',
    email: 'alex.morgan@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Alex',
    lastName: 'Morgan',
    groups: ['Everyone', 'Registered'],
    addresses: [],
    paymentInstruments: [],
    orders: [],
    attributes: {},
    ...overrides
})

export const createFakeState = (customers: FakeCustomer[] = [demoCustomer()]): FakeState => ({
    customers,
    codes: new Map(),
    refreshTokens: new Map(),
    guestBaskets: new Set(),
    calls: [],
    controllerQueries: [],
    loginUsids: [],
    counter: 0
})

export const nextId = (state: FakeState, prefix: string) => `${prefix}-${++state.counter}`

export const customerDocument = (customer: FakeCustomer) => ({
    customerId: customer.customerId,
    customerNo: `000${customer.customerId.length}`,
    login: customer.login,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    authType: 'registered',
    addresses: customer.addresses,
    paymentInstruments: customer.paymentInstruments,
    ...customer.attributes
})
