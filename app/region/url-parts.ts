/** Splits a URL (absolute or root-relative) into its parts without needing a base URL. */
export interface UrlParts {
    /** Scheme and host of an absolute URL, '' for a relative one. */
    origin: string
    pathname: string
    /** Without the leading '?'. */
    query: string
    /** Without the leading '#'. */
    hash: string
}

const ABSOLUTE = /^([a-z][a-z\d+.-]*:)?\/\/[^/?#]*/i

export const splitUrl = (url: string): UrlParts => {
    const originMatch = ABSOLUTE.exec(url)
    const origin = originMatch ? originMatch[0] : ''
    let rest = url.slice(origin.length)
    let hash = ''
    const hashAt = rest.indexOf('#')
    if (hashAt >= 0) {
        hash = rest.slice(hashAt + 1)
        rest = rest.slice(0, hashAt)
    }
    let query = ''
    const queryAt = rest.indexOf('?')
    if (queryAt >= 0) {
        query = rest.slice(queryAt + 1)
        rest = rest.slice(0, queryAt)
    }
    return {origin, pathname: rest, query, hash}
}

export const joinUrl = ({origin, pathname, query, hash}: UrlParts): string =>
    origin + pathname + (query ? `?${query}` : '') + (hash ? `#${hash}` : '')

/** Path segments without empty ones, so '/us//shop/' gives ['us', 'shop']. */
export const pathSegments = (pathname: string): string[] => pathname.split('/').filter(Boolean)

/** Decodes a query component, keeping the raw text when it is malformed rather than throwing. */
export const safeDecode = (value: string): string => {
    try {
        return decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
        return value
    }
}

/** Reads one query parameter from a query string (with or without its leading '?'). */
export const queryParam = (query: string, name: string): string | undefined => {
    for (const pair of query.replace(/^\?/, '').split('&')) {
        if (!pair) continue
        const at = pair.indexOf('=')
        const key = safeDecode(at < 0 ? pair : pair.slice(0, at))
        if (key === name) return at < 0 ? '' : safeDecode(pair.slice(at + 1))
    }
    return undefined
}

/** The query pairs in order, decoded. */
export const queryPairs = (query: string): [string, string][] =>
    query
        .replace(/^\?/, '')
        .split('&')
        .filter(Boolean)
        .map((pair) => {
            const at = pair.indexOf('=')
            return at < 0
                ? [safeDecode(pair), '']
                : [safeDecode(pair.slice(0, at)), safeDecode(pair.slice(at + 1))]
        })

/** Builds a query string (no leading '?') from ordered pairs, skipping empty values. */
export const buildQuery = (pairs: [string, string | number | undefined | null][]): string =>
    pairs
        .filter(
            (pair): pair is [string, string | number] =>
                pair[1] !== undefined && pair[1] !== null && pair[1] !== ''
        )
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&')
