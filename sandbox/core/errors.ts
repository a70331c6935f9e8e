import type {ErrorRequestHandler, RequestHandler} from 'express'
import {redactUrl} from './redact'

const ERROR_TYPE_BASE = 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/'

/**
 * An error the platform reports to the caller with the Shopper API problem shape
 * `{type, title, detail}`. Anything else that escapes a route is a sandbox bug.
 */
export class ApiError extends Error {
    constructor(
        readonly status: number,
        readonly errorType: string,
        readonly title: string,
        readonly detail: string,
        readonly extra: Record<string, unknown> = {}
    ) {
        super(detail)
    }

    toBody(): Record<string, unknown> {
        return {type: ERROR_TYPE_BASE + this.errorType, title: this.title, detail: this.detail, ...this.extra}
    }
}

export const badRequest = (detail: string, errorType = 'bad-request', title = 'Bad Request') =>
    new ApiError(400, errorType, title, detail)
export const unauthorized = (
    detail = 'Your shopper JWT is invalid and could not be used to identify the API client.'
) => new ApiError(401, 'unauthorized', 'Unauthorized', detail)
export const forbidden = (detail: string) => new ApiError(403, 'forbidden', 'Forbidden', detail)
export const notFound = (detail: string, errorType = 'not-found', title = 'Not Found') =>
    new ApiError(404, errorType, title, detail)
export const conflict = (detail: string, errorType = 'conflict', title = 'Conflict') =>
    new ApiError(409, errorType, title, detail)

/** Errors SLAS reports: both the OAuth2 fields and the `status_code`/`message` pair commerce-sdk-react reads. */
export class SlasError extends Error {
    constructor(readonly status: number, readonly error: string, readonly description: string) {
        super(description)
    }

    toBody(): Record<string, unknown> {
        const reason =
            this.status === 401 ? 'UNAUTHORIZED' : this.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'
        return {
            error: this.error,
            error_description: this.description,
            status_code: `${this.status} ${reason}`,
            message: this.description
        }
    }
}

/** Route-level 404 for paths no module claims. */
export const unknownRoute: RequestHandler = (req, _res, next) => {
    next(
        notFound(`No resource matches ${req.method} ${req.path}.`, 'resource-not-found', 'Resource Not Found')
    )
}

/**
 * Last handler: maps known errors to their shapes, malformed JSON bodies to 400, and anything unexpected to a
 * logged 500 (which tests treat as a failure).
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
    if (res.headersSent) return
    if (err instanceof ApiError) {
        res.status(err.status).type('application/problem+json').json(err.toBody())
        return
    }
    if (err instanceof SlasError) {
        res.status(err.status).json(err.toBody())
        return
    }
    const bodyParserError = err as {type?: string; status?: number; message?: string}
    if (bodyParserError && typeof bodyParserError.status === 'number' && bodyParserError.status < 500) {
        const problem = badRequest(
            bodyParserError.type === 'entity.too.large'
                ? 'The request body is too large.'
                : 'The request body is not valid JSON.',
            'malformed-body'
        )
        res.status(problem.status).type('application/problem+json').json(problem.toBody())
        return
    }
    console.error(`[sandbox] ${req.method} ${redactUrl(req.originalUrl)} failed`, err)
    res.status(500)
        .type('application/problem+json')
        .json({
            type: ERROR_TYPE_BASE + 'internal-server-error',
            title: 'Internal Server Error',
            detail: 'Unexpected error.'
        })
}
