/** Per-request access to the content view chosen by the router (published, or preview under /vse/). */
import type {Response} from 'express'
import type {SandboxContext} from '../../core/context'
import type {Delivery} from './deliver'
import {ContentStore} from './store'
import {publishedView, type View} from './view'

export const setView = (res: Response, view: View) => {
    res.locals.contentView = view
}

export const deliveryFor = (res: Response, ctx: SandboxContext): Delivery => {
    const view = (res.locals.contentView as View | undefined) ?? publishedView(ctx.clock)
    return {store: new ContentStore(ctx.db, view), mediaHost: mediaHostOf(ctx)}
}

const mediaHostOf = (ctx: SandboxContext) => {
    try {
        return new URL(ctx.config.publicOrigin).host
    } catch {
        return ctx.config.publicOrigin
    }
}

/** Plain JSON objects only: arrays, strings and missing bodies are rejected by the callers. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === 'object' && !Array.isArray(value)
