import type {NextFunction, Request, Response} from 'express'

/** True when every percent-escape in the path decodes (e.g. not `/%E0%A4%A`). */
export const isDecodablePath = (path: string): boolean => {
    try {
        decodeURIComponent(path)
        return true
    } catch {
        return false
    }
}

/**
 * Express answers a path it cannot decode with a bare "Bad Request" page. A shopper who follows a mangled link
 * gets the storefront's own not-found page instead (spec 001 §2.4: 404 → /404), inside the shell with its
 * navigation, and the query is dropped since it belonged to a page that cannot exist.
 */
export const renderMalformedPathAsNotFound = (req: Request, _res: Response, next: NextFunction) => {
    if (!isDecodablePath(req.path)) {
        // The renderer reads originalUrl, routing reads url: both must name the not-found page.
        req.url = '/404'
        req.originalUrl = '/404'
    }
    next()
}
