type Parameters = Record<string, unknown> & {shortCode?: string}

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>

export interface ClientConfigInit {
    baseUri?: string
    proxy?: string
    headers?: Record<string, string>
    parameters: Parameters
    fetchOptions?: RequestInit
    fetch?: FetchFunction
    transformRequest?: (data: unknown, headers: Record<string, string>) => BodyInit | undefined
    throwOnBadResponse?: boolean
    throwOnMaintenanceHeader?: boolean
}

/** A JSON body as a string, a form body as URLSearchParams (only SLAS sends forms), anything else as is. */
const transformRequest = (data: unknown, headers: Record<string, string>): BodyInit | undefined => {
    switch (headers['Content-Type']) {
        case 'application/json':
            return JSON.stringify(data)
        case 'application/x-www-form-urlencoded':
            return new URLSearchParams(data as Record<string, string>)
        default:
            return data as BodyInit | undefined
    }
}

/** A client's configuration, with the SDK's defaults (credentials omitted, errors not thrown). */
export class ClientConfig {
    baseUri?: string
    proxy?: string
    headers: Record<string, string>
    parameters: Parameters
    fetchOptions: RequestInit
    fetch?: FetchFunction
    transformRequest: NonNullable<ClientConfigInit['transformRequest']>
    throwOnBadResponse: boolean
    throwOnMaintenanceHeader: boolean

    static readonly defaults = {transformRequest}

    constructor(config: ClientConfigInit) {
        this.headers = {...config.headers}
        this.parameters = {...config.parameters}
        if (!this.parameters.shortCode) throw new Error('Missing required parameter: shortCode')
        this.fetchOptions = {credentials: 'omit', ...config.fetchOptions}
        this.transformRequest = config.transformRequest || transformRequest
        if (config.baseUri) this.baseUri = config.baseUri
        if (config.proxy) this.proxy = config.proxy
        this.throwOnBadResponse = !!config.throwOnBadResponse
        this.throwOnMaintenanceHeader = !!config.throwOnMaintenanceHeader
        this.fetch = config.fetch
    }
}
