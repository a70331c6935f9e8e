import type {SandboxContext} from '../../core/context'

/** A stored customer, in Shopper API naming. */
export interface CustomerRecord {
    customerId: string
    customerNo: string
    login: string
    email: string
    firstName: string
    lastName: string
    enabled: boolean
    /** Optional profile fields (phoneHome, birthday...) and c_* custom attributes. */
    attributes: Record<string, unknown>
    passwordHash: string
    passwordChangedAt?: string
    lastLoginTime?: string
    previousLoginTime?: string
    creationDate: string
    lastModified: string
}

interface CustomerRow {
    customer_id: string
    customer_no: string
    login: string
    email: string
    first_name: string
    last_name: string
    password_hash: string
    enabled: number
    attributes: string
    password_changed_at: string | null
    last_login_time: string | null
    previous_login_time: string | null
    creation_date: string
    last_modified: string
}

const parseAttributes = (text: string): Record<string, unknown> => {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {}
}

const fromRow = (row: CustomerRow): CustomerRecord => ({
    customerId: row.customer_id,
    customerNo: row.customer_no,
    login: row.login,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    enabled: row.enabled === 1,
    attributes: parseAttributes(row.attributes),
    passwordHash: row.password_hash,
    ...(row.password_changed_at ? {passwordChangedAt: row.password_changed_at} : {}),
    ...(row.last_login_time ? {lastLoginTime: row.last_login_time} : {}),
    ...(row.previous_login_time ? {previousLoginTime: row.previous_login_time} : {}),
    creationDate: row.creation_date,
    lastModified: row.last_modified
})

export const findCustomerById = (ctx: SandboxContext, customerId: string): CustomerRecord | undefined => {
    const row = ctx.db.prepare('SELECT * FROM customers WHERE customer_id = ?').get(customerId) as
        | CustomerRow
        | undefined
    return row ? fromRow(row) : undefined
}

/** Logins are unique regardless of case, as on the platform. */
export const findCustomerByLogin = (ctx: SandboxContext, login: string): CustomerRecord | undefined => {
    const row = ctx.db.prepare('SELECT * FROM customers WHERE login = ? COLLATE NOCASE').get(login) as
        | CustomerRow
        | undefined
    return row ? fromRow(row) : undefined
}

const FIRST_CUSTOMER_NO = 10001

const nextCustomerNo = (ctx: SandboxContext) => {
    const row = ctx.db.prepare('SELECT MAX(CAST(customer_no AS INTEGER)) AS max FROM customers').get() as {
        max: number | null
    }
    return String(Math.max(FIRST_CUSTOMER_NO, (row.max ?? 0) + 1)).padStart(8, '0')
}

export interface NewCustomer {
    customerId: string
    login: string
    email: string
    firstName: string
    lastName: string
    passwordHash: string
    attributes: Record<string, unknown>
    /** ISO timestamp; defaults to the sandbox clock. */
    creationDate?: string
}

/** Inserts a customer with the next customer number. The caller checks login uniqueness first. */
export const insertCustomer = (ctx: SandboxContext, customer: NewCustomer): CustomerRecord => {
    const created = customer.creationDate ?? new Date(ctx.clock.now()).toISOString()
    ctx.db
        .prepare(
            `INSERT INTO customers (customer_id, customer_no, login, email, first_name, last_name, password_hash,
                attributes, password_changed_at, creation_date, last_modified)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(
            customer.customerId,
            nextCustomerNo(ctx),
            customer.login,
            customer.email,
            customer.firstName,
            customer.lastName,
            customer.passwordHash,
            JSON.stringify(customer.attributes),
            created,
            created,
            created
        )
    return findCustomerById(ctx, customer.customerId) as CustomerRecord
}

/** Moves the last login time to previous and stamps a new one (a successful password login). */
export const recordLogin = (ctx: SandboxContext, customerId: string) => {
    ctx.db
        .prepare(
            'UPDATE customers SET previous_login_time = last_login_time, last_login_time = ? WHERE customer_id = ?'
        )
        .run(new Date(ctx.clock.now()).toISOString(), customerId)
}

export const addCustomerToGroup = (ctx: SandboxContext, customerId: string, groupId: string) => {
    ctx.db
        .prepare('INSERT OR IGNORE INTO customer_group_members (customer_id, group_id) VALUES (?, ?)')
        .run(customerId, groupId)
}

/** Groups the customer was explicitly assigned to (not the system groups). */
export const assignedGroupsOf = (ctx: SandboxContext, customerId: string): string[] =>
    (
        ctx.db
            .prepare('SELECT group_id FROM customer_group_members WHERE customer_id = ? ORDER BY group_id')
            .all(customerId) as {group_id: string}[]
    ).map((row) => row.group_id)

/** Profile columns a shopper may change; attributes replace the stored set as a whole. */
export interface ProfileChanges {
    email?: string
    firstName?: string
    lastName?: string
    attributes?: Record<string, unknown>
}

export const updateCustomerProfile = (ctx: SandboxContext, customerId: string, changes: ProfileChanges) => {
    const current = findCustomerById(ctx, customerId)
    if (!current) return undefined
    ctx.db
        .prepare(
            `UPDATE customers SET email = ?, first_name = ?, last_name = ?, attributes = ?, last_modified = ?
              WHERE customer_id = ?`
        )
        .run(
            changes.email ?? current.email,
            changes.firstName ?? current.firstName,
            changes.lastName ?? current.lastName,
            JSON.stringify(changes.attributes ?? current.attributes),
            new Date(ctx.clock.now()).toISOString(),
            customerId
        )
    return findCustomerById(ctx, customerId)
}

/**
 * Changes what the customer signs in with (a new password hash and/or a new login) and stamps the change, so
 * tokens issued before it stop working. Throws SQLITE_CONSTRAINT_UNIQUE when the login is taken.
 */
export const updateCredentials = (
    ctx: SandboxContext,
    customerId: string,
    changes: {passwordHash?: string; login?: string}
) => {
    const now = new Date(ctx.clock.now()).toISOString()
    ctx.db
        .prepare(
            `UPDATE customers SET password_hash = COALESCE(?, password_hash), login = COALESCE(?, login),
                password_changed_at = ?, last_modified = ? WHERE customer_id = ?`
        )
        .run(changes.passwordHash ?? null, changes.login ?? null, now, now, customerId)
}
