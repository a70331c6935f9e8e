import type {SandboxModule} from '../../core/module'
import {outboxRoutes} from './routes'
import {MAIL_OUTBOX_SCHEMA} from './schema'

/**
 * The sandbox's mail server stand-in: modules call `sendMail(ctx, mail)`; developers and browser tests read
 * the mails with `GET /__sandbox/outbox?to=` (newest first) and `GET /__sandbox/outbox/latest?to=`.
 */
export const mailOutboxModule: SandboxModule = {
    name: 'mail-outbox',
    schema: MAIL_OUTBOX_SCHEMA,
    routes: outboxRoutes
}

export {sendMail, listMail, latestMail, type OutgoingMail, type SentMail} from './outbox-store'
export {escapeHtml, type MailContent} from './mail-html'
export {OUTBOX_PATH} from './routes'
