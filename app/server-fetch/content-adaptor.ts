import axios, {AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig} from 'axios'
import {upstreamFetch} from './upstream-fetch'

/**
 * The content delivery SDK speaks axios; on the server its requests go through `upstreamFetch` instead, so
 * content calls get the same deadline, retry and failure marking as every other upstream call. Loaded on the
 * server only (content-client.ts imports it behind `typeof window === 'undefined'`).
 */
export const contentAdaptor = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = axios.getUri(config)
    const headers = Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON(true)).map(([name, value]) => [
            name,
            String(value)
        ])
    )
    const method = (config.method ?? 'get').toUpperCase()
    const response = await upstreamFetch('content', url, {
        method,
        headers,
        ...(config.data !== undefined && method !== 'GET' ? {body: config.data as BodyInit} : {})
    })
    const result: AxiosResponse = {
        data: await response.text(),
        status: response.status,
        statusText: response.statusText,
        headers: Object.fromEntries(response.headers.entries()),
        config,
        request: {}
    }
    const accepted = config.validateStatus ? config.validateStatus(response.status) : response.ok
    if (accepted) return result
    throw new AxiosError(
        `Request failed with status code ${response.status}`,
        response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        result
    )
}
