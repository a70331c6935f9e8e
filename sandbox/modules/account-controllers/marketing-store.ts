import type {SandboxContext} from '../../core/context'
import {ACCOUNT_CONTROLLERS_SCHEMA} from './schema'

export interface MarketingProfile {
    email: string
    subscribed: boolean
    insidersOptIn: boolean
    country?: string
    source?: string
    mpid?: string
    dob?: string
}

interface ProfileRow {
    email: string
    subscribed: number
    insiders_opt_in: number
    country: string | null
    source: string | null
    mpid: string | null
    dob: string | null
}

/** The event log keeps the newest events only; it is there to inspect, not to archive. */
const EVENT_LOG_CAPACITY = 1000

// The controllers may run in a sandbox started without this module's schema (tests start subsets).
const ensured = new WeakSet<object>()
const ensureTables = (ctx: SandboxContext) => {
    if (ensured.has(ctx.db)) return
    ctx.db.exec(ACCOUNT_CONTROLLERS_SCHEMA)
    ensured.add(ctx.db)
}

export const findMarketingProfile = (ctx: SandboxContext, email: string): MarketingProfile | undefined => {
    ensureTables(ctx)
    const row = ctx.db.prepare('SELECT * FROM marketing_profiles WHERE email = ?').get(email) as
        | ProfileRow
        | undefined
    if (!row) return undefined
    return {
        email: row.email,
        subscribed: row.subscribed === 1,
        insidersOptIn: row.insiders_opt_in === 1,
        ...(row.country ? {country: row.country} : {}),
        ...(row.source ? {source: row.source} : {}),
        ...(row.mpid ? {mpid: row.mpid} : {}),
        ...(row.dob ? {dob: row.dob} : {})
    }
}

export interface MarketingChanges {
    subscribed?: boolean
    insidersOptIn?: boolean
    country?: string
    source?: string
    mpid?: string
    dob?: string
    synced?: boolean
}

/** Creates or updates the profile of an email address; fields left undefined keep their value. */
export const saveMarketingProfile = (ctx: SandboxContext, email: string, changes: MarketingChanges) => {
    ensureTables(ctx)
    const now = new Date(ctx.clock.now()).toISOString()
    const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0)
    ctx.db
        .prepare(
            `INSERT INTO marketing_profiles (email, subscribed, insiders_opt_in, country, source, mpid, dob,
                subscribed_at, synced_at, updated_at)
             VALUES (@email, COALESCE(@subscribed, 0), COALESCE(@insiders, 0), @country, @source, @mpid, @dob,
                CASE WHEN @subscribed = 1 THEN @now END, CASE WHEN @synced = 1 THEN @now END, @now)
             ON CONFLICT (email) DO UPDATE SET
                subscribed = COALESCE(@subscribed, subscribed),
                insiders_opt_in = COALESCE(@insiders, insiders_opt_in),
                country = COALESCE(@country, country),
                source = COALESCE(@source, source),
                mpid = COALESCE(@mpid, mpid),
                dob = COALESCE(@dob, dob),
                subscribed_at = CASE WHEN @subscribed = 1 AND subscribed = 0 THEN @now ELSE subscribed_at END,
                synced_at = CASE WHEN @synced = 1 THEN @now ELSE synced_at END,
                updated_at = @now`
        )
        .run({
            email,
            subscribed: flag(changes.subscribed),
            insiders: flag(changes.insidersOptIn),
            country: changes.country ?? null,
            source: changes.source ?? null,
            mpid: changes.mpid ?? null,
            dob: changes.dob ?? null,
            synced: changes.synced ? 1 : 0,
            now
        })
}

export const logMarketingEvent = (
    ctx: SandboxContext,
    event: {email?: string; eventName?: string; payload: unknown}
) => {
    ensureTables(ctx)
    const result = ctx.db
        .prepare('INSERT INTO marketing_events (email, event_name, payload, created_at) VALUES (?, ?, ?, ?)')
        .run(
            event.email ?? null,
            event.eventName ?? null,
            JSON.stringify(event.payload),
            new Date(ctx.clock.now()).toISOString()
        )
    ctx.db
        .prepare('DELETE FROM marketing_events WHERE id <= ?')
        .run(Number(result.lastInsertRowid) - EVENT_LOG_CAPACITY)
}
