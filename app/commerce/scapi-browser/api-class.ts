import {ClientConfig, type ClientConfigInit} from './client-config'
import {MaintenanceError, ResponseError} from './errors'
import type {ApiTable, Operation} from './api-table'
import {templateUrl} from './template-url'

type Params = Record<string, unknown>

interface CallOptions {
    parameters?: Params
    headers?: Record<string, string>
    body?: unknown
}

const CONTENT_TYPES = {1: 'application/json', 2: 'application/x-www-form-urlencoded'} as const

/** The SDK's fetch wrapper: maintenance check, raw response on request, else the parsed body. */
const send = async (
    url: string,
    init: RequestInit & {headers: Record<string, string>},
    config: ClientConfig,
    raw?: boolean
) => {
    const fetcher = config.fetch || ((input: string, options?: RequestInit) => fetch(input, options))
    const response = await fetcher(url, {
        ...config.fetchOptions,
        ...init,
        headers: {...config.headers, ...init.headers}
    })
    if (config.throwOnMaintenanceHeader) {
        const maintenance = response.headers.get('sfdc_maintenance')
        if (maintenance === 'system' || maintenance === 'site')
            throw new MaintenanceError(response, maintenance)
    }
    if (raw) return response
    if (config.throwOnBadResponse && !response.ok && response.status !== 304)
        throw new ResponseError(response)
    const text = await response.text()
    return text ? (JSON.parse(text) as unknown) : {}
}

interface ParsedParam {
    name: string
    required: boolean
    /** Sent in the body: listed by the SDK, but never a query parameter. */
    form: boolean
}

const parseParams = (described: string): ParsedParam[] =>
    described
        ? described.split(',').map((entry) => ({
              name: entry.replace(/^~/, '').replace(/!$/, ''),
              required: entry.endsWith('!'),
              form: entry.startsWith('~')
          }))
        : []

/** What a call needs from its table entry: path parameters first, then query parameters in the SDK's order. */
const prepare = ([, path, described, , queryOrder]: Operation) => {
    const listed = parseParams(described)
    const pathNames = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]))
    const params = [
        ...listed.filter((param) => pathNames.has(param.name)),
        ...(queryOrder
            ? queryOrder.split(',').map((index) => listed[Number(index)])
            : listed.filter((param) => !pathNames.has(param.name)))
    ]
    return {pathNames, params}
}

/**
 * One operation, sending exactly what the SDK's generated method sends (see operations.ts). Its parameters are
 * read from the table on its first call: every page defines every operation of every API at start-up and calls
 * a handful of them.
 */
const operationMethod = (name: string, operation: Operation) => {
    const [method, path, , flags] = operation
    const bodyKind = (flags & 3) as 0 | 1 | 2
    const noResult = (flags & 4) !== 0
    let prepared: ReturnType<typeof prepare> | undefined
    return async function (this: {clientConfig: ClientConfig}, options?: CallOptions, raw?: boolean) {
        prepared ??= prepare(operation)
        const {pathNames, params} = prepared
        const given = options?.parameters || {}
        const configured = this.clientConfig.parameters
        const pathParams: Params = {shortCode: configured.shortCode}
        const queryParams: Params = {}
        for (const param of params) {
            if (param.form) continue
            const target = pathNames.has(param.name) ? pathParams : queryParams
            if (given[param.name] !== undefined) target[param.name] = given[param.name]
            else if (configured[param.name] !== undefined) target[param.name] = configured[param.name]
            else if (param.required) {
                const kind = target === pathParams ? 'path' : 'query'
                throw new Error(`Missing required ${kind} parameter: ${param.name}`)
            }
        }
        for (const key of Object.keys(given)) {
            const value = given[key]
            if (value === undefined) continue
            if (key.startsWith('c_') || !(key in queryParams || key in pathParams)) {
                if (!key.startsWith('c_'))
                    console.warn(
                        `Found unknown parameter for ${name}: ${key}, adding as query parameter anyway`
                    )
                queryParams[key] = value
            }
        }
        const config = this.clientConfig
        const url = templateUrl(path, config.baseUri ?? '', {pathParams, queryParams, origin: config.proxy})
        const headers: Record<string, string> = {
            ...(bodyKind ? {'Content-Type': CONTENT_TYPES[bodyKind]} : {}),
            ...config.headers,
            ...options?.headers
        }
        const body = bodyKind ? config.transformRequest(options?.body, headers) : undefined
        const result = await send(url, {method, headers, ...(body !== undefined && {body})}, config, raw)
        return noResult && !raw ? undefined : result
    }
}

/** A property computed when it is first read, then kept as a plain value. */
const definedOnFirstRead = (object: object, key: string, compute: () => unknown) =>
    Object.defineProperty(object, key, {
        get() {
            const value = compute()
            Object.defineProperty(object, key, {value, enumerable: true, writable: true})
            return value
        },
        enumerable: true,
        configurable: true
    })

export interface ApiClass {
    new (config: ClientConfigInit): {clientConfig: ClientConfig}
    defaultBaseUri: string
    apiPaths: Record<string, string>
    paramKeys: Record<string, string[]>
}

/** A Shopper API client class with the SDK's shape: clientConfig, static paths and parameter keys, methods. */
export const createApiClass = (table: ApiTable): ApiClass => {
    class Api {
        clientConfig: ClientConfig

        static readonly defaultBaseUri = table.base
        static readonly apiPaths: Record<string, string> = {}
        static readonly paramKeys: Record<string, string[]> = {}

        constructor(config: ClientConfigInit) {
            this.clientConfig = new ClientConfig({...config, baseUri: config.baseUri || table.base})
        }
    }
    for (const [name, operation] of Object.entries(table.operations)) {
        Api.apiPaths[name] = operation[1]
        // Read from the table when first asked for (the hooks ask for the few the storefront calls).
        definedOnFirstRead(Api.paramKeys, name, () => parseParams(operation[2]).map((param) => param.name))
        definedOnFirstRead(Api.paramKeys, `${name}Required`, () =>
            parseParams(operation[2])
                .filter((param) => param.required)
                .map((param) => param.name)
        )
        Object.defineProperty(Api.prototype, name, {value: operationMethod(name, operation), writable: true})
    }
    return Api
}
