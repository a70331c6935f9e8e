import type {MessageFormatElement} from 'react-intl'

export type CompiledMessages = Record<string, MessageFormatElement[]>

export const DEFAULT_LOCALE = 'en-GB'

/**
 * Compiled (pre-parsed) messages for a locale, produced at build time by scripts/translations/compile.ts.
 * Each locale is its own chunk; the server bundles them all, and the browser receives the current locale's
 * messages in the page's hydrated state, so the chunk is only fetched on a later locale change.
 */
export const loadMessages = async (locale: string): Promise<CompiledMessages> => {
    try {
        const module = (await import(
            /* webpackChunkName: "messages-[request]" */ `./compiled/${locale}.json`
        )) as {default: CompiledMessages}
        return module.default
    } catch (error) {
        // Spec 001 §8: a missing locale file logs an error and falls back to the inline English defaults.
        console.error(`Missing translations for ${locale}`, error)
        return {}
    }
}
