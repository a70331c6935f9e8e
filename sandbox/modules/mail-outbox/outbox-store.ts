import type {SandboxContext} from '../../core/context'
import {type MailContent, renderMailHtml, renderMailText} from './mail-html'
import {MAIL_OUTBOX_SCHEMA} from './schema'

/** What other modules hand to `sendMail`. Give `content` (rendered and escaped here) or `text`/`html`. */
export interface OutgoingMail {
    to: string
    subject: string
    /** e.g. 'password-reset', 'registration', 'order-confirmation': lets tests pick the mail they want. */
    kind: string
    siteId?: string
    content?: MailContent
    text?: string
    /** Must already be safe HTML; prefer `content`, which escapes everything it is given. */
    html?: string
    /** Links the mail carries; taken from `content.action` when not given. */
    links?: string[]
}

/** A mail as the outbox endpoints return it. */
export interface SentMail {
    id: number
    to: string
    subject: string
    text: string
    html: string
    links: string[]
    kind: string
    siteId?: string
    created: string
}

interface MailRow {
    id: number
    to_address: string
    subject: string
    text_body: string
    html_body: string
    links: string
    kind: string
    site_id: string | null
    created_at: string
}

/** The outbox keeps the newest mails only; it is a development aid, not an archive. */
export const OUTBOX_CAPACITY = 1000

const fromRow = (row: MailRow): SentMail => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: JSON.parse(row.links) as string[],
    kind: row.kind,
    ...(row.site_id ? {siteId: row.site_id} : {}),
    created: row.created_at
})

// Modules that send mail may run in a sandbox started without this module (tests start subsets), so the
// table is created on first use as well as by the module schema.
const ensuredDatabases = new WeakSet<object>()
const ensureTable = (ctx: SandboxContext) => {
    if (ensuredDatabases.has(ctx.db)) return
    ctx.db.exec(MAIL_OUTBOX_SCHEMA)
    ensuredDatabases.add(ctx.db)
}

/** "Sends" a mail: stores it in the outbox, where `GET /__sandbox/outbox?to=` finds it. */
export const sendMail = (ctx: SandboxContext, mail: OutgoingMail): SentMail => {
    ensureTable(ctx)
    const text = mail.text ?? (mail.content ? renderMailText(mail.content) : '')
    const html = mail.html ?? (mail.content ? renderMailHtml(mail.content) : '')
    const links = mail.links ?? (mail.content?.action ? [mail.content.action.url] : [])
    const created = new Date(ctx.clock.now()).toISOString()
    const result = ctx.db
        .prepare(
            `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, links, kind, site_id, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(
            mail.to,
            mail.subject,
            text,
            html,
            JSON.stringify(links),
            mail.kind,
            mail.siteId ?? null,
            created
        )
    ctx.db
        .prepare('DELETE FROM mail_outbox WHERE id <= ?')
        .run(Number(result.lastInsertRowid) - OUTBOX_CAPACITY)
    return {
        id: Number(result.lastInsertRowid),
        to: mail.to,
        subject: mail.subject,
        text,
        html,
        links,
        kind: mail.kind,
        ...(mail.siteId ? {siteId: mail.siteId} : {}),
        created
    }
}

export interface OutboxQuery {
    to?: string
    kind?: string
    limit?: number
}

/** Mails newest first, optionally only those to one address (any letter case) or of one kind. */
export const listMail = (ctx: SandboxContext, query: OutboxQuery = {}): SentMail[] => {
    ensureTable(ctx)
    const rows = ctx.db
        .prepare(
            `SELECT * FROM mail_outbox
              WHERE (@to IS NULL OR to_address = @to COLLATE NOCASE) AND (@kind IS NULL OR kind = @kind)
              ORDER BY id DESC LIMIT @limit`
        )
        .all({to: query.to ?? null, kind: query.kind ?? null, limit: query.limit ?? 50}) as MailRow[]
    return rows.map(fromRow)
}

export const latestMail = (ctx: SandboxContext, query: Omit<OutboxQuery, 'limit'> = {}) =>
    listMail(ctx, {...query, limit: 1})[0]
