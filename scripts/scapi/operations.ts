import * as sdk from 'commerce-sdk-isomorphic'
import type {ApiTable, Operation} from '../../app/commerce/scapi-browser/api-table'

/**
 * Reads every Shopper API operation's wire shape from the installed commerce-sdk-isomorphic by calling it with
 * a recording fetch: HTTP method, path template, parameters (path and query, required ones marked) and request
 * content type. The browser's slim client (app/commerce/scapi-browser/) is driven by this table, so it sends
 * exactly what the SDK would. `npx tsx scripts/scapi/generate.ts` writes the table; a jest test fails when
 * the installed SDK and the table disagree.
 */

const NO_RESULT = 4

/** Body kinds: none, JSON, form-urlencoded. */
const BODY_KINDS: Record<string, 1 | 2> = {'application/json': 1, 'application/x-www-form-urlencoded': 2}

type ApiClass = {
    defaultBaseUri: string
    apiPaths: Record<string, string>
    paramKeys: Record<string, readonly string[]>
    new (config: unknown): Record<string, (options: unknown, raw?: boolean) => Promise<unknown>>
}

export const API_NAMES = Object.keys(sdk)
    .filter((name) => name.startsWith('Shopper'))
    .sort()

const probe = async (Api: ApiClass, operation: string): Promise<Operation> => {
    const params = Api.paramKeys[operation]
    const required = new Set(Api.paramKeys[`${operation}Required`] ?? [])
    let seen: {url: string; method: string; contentType?: string; body: unknown} | undefined
    const client = new Api({
        parameters: {shortCode: 'probe'},
        fetch: (url: string, init: {method: string; headers: Record<string, string>; body?: unknown}) => {
            seen = {url, method: init.method, contentType: init.headers['Content-Type'], body: init.body}
            const response = {
                ok: true,
                status: 200,
                headers: {get: () => null},
                text: () => Promise.resolve('{}')
            }
            return Promise.resolve(response)
        }
    })
    const parameters = Object.fromEntries(params.map((name) => [name, `p-${name}`]))
    // The SDK warns about a parameter it does not send as a query or path parameter (form fields).
    const formFields = new Set<string>()
    const warn = console.warn
    console.warn = (message: unknown) => {
        const field = /^Found unknown parameter for \w+: (\S+),/.exec(String(message))?.[1]
        if (field) formFields.add(field)
        else warn(message)
    }
    let returned: unknown
    try {
        returned = await client[operation]({parameters, body: {probe: true}})
    } finally {
        console.warn = warn
    }
    if (!seen) throw new Error(`${operation} made no request`)
    // Operations the API specifies without a response body resolve to nothing (unless the raw response is asked for).
    const body =
        (seen.body === undefined ? 0 : BODY_KINDS[seen.contentType ?? ''] ?? 1) +
        (returned === undefined ? NO_RESULT : 0)
    const path = Api.apiPaths[operation]
    for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        if (!required.has(name)) throw new Error(`${operation}: optional path parameter ${name}`)
    }
    const described = params.map(
        (name) => `${formFields.has(name) ? '~' : ''}${name}${required.has(name) ? '!' : ''}`
    )
    // The SDK appends query parameters in the API specification's order, which may differ from paramKeys'.
    const pathNames = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]))
    const queryNames = params.filter((name) => !pathNames.has(name) && !formFields.has(name))
    const sent = [...new Set(new URL(seen.url).searchParams.keys())].filter((name) =>
        queryNames.includes(name)
    )
    const order = sent.map((name) => params.indexOf(name))
    const natural = queryNames.map((name) => params.indexOf(name))
    const shape: Operation = [seen.method, path, described.join(','), body]
    return order.join() === natural.join() ? shape : [...shape, order.join()]
}

export const readOperations = async (): Promise<Record<string, ApiTable>> => {
    const tables: Record<string, ApiTable> = {}
    for (const name of API_NAMES) {
        const Api = (sdk as unknown as Record<string, ApiClass>)[name]
        const operations: Record<string, Operation> = {}
        for (const operation of Object.keys(Api.paramKeys).filter((key) => !key.endsWith('Required'))) {
            operations[operation] = await probe(Api, operation)
        }
        tables[name] = {base: Api.defaultBaseUri, operations}
    }
    return tables
}
