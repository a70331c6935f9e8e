import type {SandboxContext} from '../../../core/context'
import type {AddressFields} from './address-body'

/** A saved address in the Shopper API `CustomerAddress` shape. */
export type CustomerAddressDocument = Record<string, unknown> & {addressId: string; preferred: boolean}

interface AddressRow {
    address_id: string
    document: string
    preferred: number
    creation_date: string
    last_modified: string
}

/** Addresses per customer are capped, like the platform's quota. */
export const MAX_ADDRESSES = 50

const toDocument = (row: AddressRow): CustomerAddressDocument => {
    const fields = JSON.parse(row.document) as AddressFields
    return {
        addressId: row.address_id,
        ...fields,
        fullName:
            (fields.fullName as string | undefined) ??
            `${String(fields.firstName)} ${String(fields.lastName)}`,
        ...(typeof fields.address2 === 'string' ? {c_streetName: fields.address2} : {}),
        preferred: row.preferred === 1,
        creationDate: row.creation_date,
        lastModified: row.last_modified
    }
}

export const listAddresses = (ctx: SandboxContext, customerId: string): CustomerAddressDocument[] =>
    (
        ctx.db
            .prepare('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY creation_date, rowid')
            .all(customerId) as AddressRow[]
    ).map(toDocument)

export const findAddress = (ctx: SandboxContext, customerId: string, addressId: string) => {
    const row = ctx.db
        .prepare('SELECT * FROM customer_addresses WHERE customer_id = ? AND address_id = ?')
        .get(customerId, addressId) as AddressRow | undefined
    return row ? {document: toDocument(row), fields: JSON.parse(row.document) as AddressFields} : undefined
}

export const countAddresses = (ctx: SandboxContext, customerId: string) =>
    (
        ctx.db
            .prepare('SELECT COUNT(*) AS count FROM customer_addresses WHERE customer_id = ?')
            .get(customerId) as {
            count: number
        }
    ).count

// "Only one preferred": marking one clears the flag on the others.
const clearPreferred = (ctx: SandboxContext, customerId: string) =>
    ctx.db.prepare('UPDATE customer_addresses SET preferred = 0 WHERE customer_id = ?').run(customerId)

/** Saves a new address; throws SQLITE_CONSTRAINT_PRIMARYKEY when the id is taken (in any letter case). */
export const insertAddress = (
    ctx: SandboxContext,
    customerId: string,
    address: {addressId: string; preferred: boolean; fields: AddressFields; creationDate?: string}
) => {
    const now = address.creationDate ?? new Date(ctx.clock.now()).toISOString()
    ctx.db.transaction(() => {
        if (address.preferred) clearPreferred(ctx, customerId)
        ctx.db
            .prepare(
                `INSERT INTO customer_addresses (customer_id, address_id, document, preferred, creation_date, last_modified)
                 VALUES (?, ?, ?, ?, ?, ?)`
            )
            .run(
                customerId,
                address.addressId,
                JSON.stringify(address.fields),
                address.preferred ? 1 : 0,
                now,
                now
            )
    })()
}

/** Rewrites an address, possibly under a new id; throws SQLITE_CONSTRAINT_PRIMARYKEY when that id is taken. */
export const updateAddress = (
    ctx: SandboxContext,
    customerId: string,
    currentId: string,
    address: {addressId: string; preferred: boolean; fields: AddressFields}
) => {
    ctx.db.transaction(() => {
        if (address.preferred) clearPreferred(ctx, customerId)
        ctx.db
            .prepare(
                `UPDATE customer_addresses SET address_id = ?, document = ?, preferred = ?, last_modified = ?
                  WHERE customer_id = ? AND address_id = ?`
            )
            .run(
                address.addressId,
                JSON.stringify(address.fields),
                address.preferred ? 1 : 0,
                new Date(ctx.clock.now()).toISOString(),
                customerId,
                currentId
            )
    })()
}

export const deleteAddress = (ctx: SandboxContext, customerId: string, addressId: string) =>
    ctx.db
        .prepare('DELETE FROM customer_addresses WHERE customer_id = ? AND address_id = ?')
        .run(customerId, addressId).changes === 1
