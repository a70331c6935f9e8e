/**
 * Output shaping applied to every delivered body: localized values collapse to one value when the request
 * names a locale, and media links point at the sandbox's own media host.
 */
import {CORE} from '../../seed/content/schemas'

const OMIT = Symbol('omit')

/** `fr-FR,en-*`: the first pattern with a matching value wins; `en-*` matches by prefix; `*` takes the first. */
export const parseLocales = (param: string): string[] =>
    param
        .split(',')
        .map((pattern) => pattern.trim().toLowerCase())
        .filter(Boolean)

const pick = (values: unknown[], patterns: string[]): unknown => {
    const entries = values.filter(
        (entry): entry is {locale: string; value: unknown} =>
            !!entry && typeof entry === 'object' && typeof (entry as {locale?: unknown}).locale === 'string'
    )
    for (const pattern of patterns) {
        const match = entries.find(({locale}) => {
            const lower = locale.toLowerCase()
            if (pattern === '*') return true
            if (pattern.endsWith('-*'))
                return lower.startsWith(pattern.slice(0, -1)) || lower === pattern.slice(0, -2)
            return lower === pattern
        })
        if (match) return match.value
    }
    return OMIT
}

const isSchema = (value: Record<string, unknown>, schema: string) =>
    (value._meta as {schema?: unknown} | undefined)?.schema === schema

/** Returns a shaped copy; the input (a freshly parsed body) is not modified. */
export const shapeOutput = <T>(body: T, options: {locales?: string[]; mediaHost: string}): T => {
    const walk = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(walk).filter((entry) => entry !== OMIT)
        if (!value || typeof value !== 'object') return value
        const record = value as Record<string, unknown>
        if (options.locales && isSchema(record, CORE.localizedValue) && Array.isArray(record.values)) {
            const chosen = pick(record.values, options.locales)
            return chosen === OMIT ? OMIT : walk(chosen)
        }
        const entries = Object.entries(record)
            .filter(([key]) => key !== '_local')
            .map(([key, entry]) => [key, walk(entry)] as const)
            .filter(([, entry]) => entry !== OMIT)
        const shaped = Object.fromEntries(entries)
        if (
            (isSchema(record, CORE.imageLink) || isSchema(record, CORE.videoLink)) &&
            'defaultHost' in record
        ) {
            shaped.defaultHost = options.mediaHost
        }
        return shaped
    }
    return walk(body) as T
}
