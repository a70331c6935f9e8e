import type {StorefrontConfig} from '../config/types'

const originOf = (url: string): string | undefined => {
    try {
        return new URL(url).origin
    } catch {
        return undefined
    }
}

const unique = (values: (string | undefined)[]) =>
    Array.from(new Set(values.filter((value): value is string => !!value)))

/**
 * The origins the configured third-party services need in the Content-Security-Policy: their scripts
 * (script-src) and where those scripts and the personalisation client send data (connect-src). Derived from
 * the same configuration that chooses the sandbox's stand-ins or the vendors, so the policy follows it.
 */
export const integrationOrigins = (config: StorefrontConfig) => {
    const {consent, tagManager, customerData, liveChat, globalShipping, ugc} = config.app.integrations
    const scripts = unique(
        [
            consent.scriptUrl,
            tagManager.scriptUrl,
            customerData.scriptUrl,
            liveChat.scriptUrl,
            globalShipping.scriptUrl,
            ugc.storytellingScriptUrl,
            ugc.galleryScriptUrl
        ].map(originOf)
    )
    const connect = unique([...scripts, originOf(config.app.personalisation.endpoint)])
    return {scripts, connect}
}
