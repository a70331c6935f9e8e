import type {RequestHandler} from 'express'

type Rewrite = (html: string) => string

const isDocument = (body: unknown): body is string =>
    typeof body === 'string' && /^\s*<!doctype html/i.test(body.slice(0, 64))

/** Applies the rewrites, in order, to every HTML document the app sends (pages and error pages alike). */
export const rewriteDocuments =
    (...rewrites: Rewrite[]): RequestHandler =>
    (_req, res, next) => {
        const send = res.send.bind(res)
        res.send = ((body?: unknown) =>
            send(
                isDocument(body) ? rewrites.reduce((html, rewrite) => rewrite(html), body) : body
            )) as typeof res.send
        next()
    }
