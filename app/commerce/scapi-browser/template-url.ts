type Params = Record<string, unknown>

const PATH_TRAVERSAL = /(\.|%2e|%2E|%252e|%252E)+(\/|%2f|%2F|%252f|%252F)+/g

/** A path template with its parameters filled in (encoded), as the SDK renders it. */
const renderTemplate = (template: string, pathParams: Params) => {
    const rendered = template.replace(/\{([^}]+)\}/g, (_match, name: string) => String(pathParams[name]))
    if (!rendered.match(PATH_TRAVERSAL)) return rendered
    console.warn('Path traversal attempt detected. Normalizing url')
    return rendered.replace(PATH_TRAVERSAL, '')
}

/**
 * The request URL the SDK builds: base URI and path (repeated slashes collapsed) with path parameters
 * encoded, query parameters appended (`refine` repeated, other lists comma-joined), and the origin replaced by
 * the proxy when there is one (its path prefixed).
 */
export const templateUrl = (
    path: string,
    base: string,
    {pathParams = {}, queryParams = {}, origin}: {pathParams?: Params; queryParams?: Params; origin?: string}
): string => {
    const encoded: Params = {}
    for (const key of Object.keys(pathParams)) {
        const value = pathParams[key]
        if (value) encoded[key] = encodeURIComponent(String(value))
    }
    const url = new URL(renderTemplate(`${base}/${path}`.replace(/\/\/+/g, '/'), encoded))
    for (const key of Object.keys(queryParams)) {
        const value = queryParams[key]
        if (Array.isArray(value)) {
            if (key === 'refine') for (const item of value) url.searchParams.append(key, String(item))
            else url.searchParams.append(key, value.join())
        } else url.searchParams.append(key, String(value))
    }
    if (origin) {
        const target = new URL(origin)
        url.protocol = target.protocol
        url.host = target.host
        url.pathname = `${target.pathname}/${url.pathname}`.replace(/\/\/+/g, '/')
    }
    return url.toString()
}
