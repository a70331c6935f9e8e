import type {ProxyConfig, StorefrontConfig} from '../config/types'

const isServer = typeof window === 'undefined'

const proxyConfig = (config: StorefrontConfig, path: string): ProxyConfig => {
    const found = config.ssrParameters.proxyConfigs.find((entry) => entry.path === path)
    if (!found)
        throw new Error(`Cannot find url key. Please check your configuration file. (proxy "${path}")`)
    return found
}

/**
 * Base URL for an upstream: the browser goes through the storefront's same-origin proxy path; the server
 * calls the upstream directly (one hop fewer per SSR request, and no loop back through its own port).
 */
export const upstreamBase = (
    config: StorefrontConfig,
    proxyName: 'api' | 'self' | 'content',
    appOrigin: string
) => {
    if (!isServer) return `${appOrigin}/mobify/proxy/${proxyName}`
    const {protocol, host} = proxyConfig(config, proxyName)
    return `${protocol}://${host}`
}
