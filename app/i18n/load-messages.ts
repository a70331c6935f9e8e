import type {MessageFormatElement} from 'react-intl'

export type CompiledMessages = Record<string, MessageFormatElement[]>

export const DEFAULT_LOCALE = 'en-GB'

/**
 * Compiled (pre-parsed) messages for a locale, produced at build time by scripts/translations/compile.ts. The
 * server bundles every locale; the browser never imports this (see fetch-messages.ts): a page carries the
 * messages its first render used, and the rest of the catalogue arrives as data once the page is idle.
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
