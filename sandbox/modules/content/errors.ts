/**
 * Errors in the delivery API's own shape `{error: {type, message, data}}` (not the commerce problem shape):
 * the content SDK reads `error.message` into its HttpError and maps 404s to ContentNotFoundError.
 */
import type {ErrorRequestHandler, Response} from 'express'

export class ContentApiError extends Error {
    constructor(
        readonly status: number,
        readonly type: string,
        message: string,
        readonly data: Record<string, unknown> = {}
    ) {
        super(message)
    }

    toBody() {
        return {error: {type: this.type, message: this.message, data: this.data}}
    }
}

export const notFoundError = (data: {deliveryId: string} | {deliveryKey: string}) => ({
    error: {type: 'CONTENT_NOT_FOUND', message: 'Not found', data}
})

export const contentNotFound = (data: {deliveryId: string} | {deliveryKey: string}) =>
    new ContentApiError(404, 'CONTENT_NOT_FOUND', 'Not found', data)

export const invalidRequest = (message: string, data: Record<string, unknown> = {}) =>
    new ContentApiError(400, 'INVALID_REQUEST', message, data)

export const sendContentError = (res: Response, error: ContentApiError) => {
    res.status(error.status).json(error.toBody())
}

/**
 * Last handler of the content routers: known errors keep their shape; malformed percent-encoding in a path
 * (express reports it as a 400) becomes INVALID_REQUEST; anything else goes on to the sandbox's 500 handler.
 */
export const contentErrorHandler: ErrorRequestHandler = (err: unknown, _req, res, next) => {
    if (res.headersSent) return next(err)
    if (err instanceof ContentApiError) return sendContentError(res, err)
    const status = (err as {status?: unknown})?.status
    if (typeof status === 'number' && status >= 400 && status < 500) {
        return sendContentError(res, invalidRequest('The request path or body is malformed.'))
    }
    return next(err)
}
