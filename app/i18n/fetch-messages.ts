import {getAssetUrl} from '@salesforce/pwa-kit-react-sdk/ssr/universal/utils'
import type {CompiledMessages} from './load-messages'

/** Where the build puts each locale's whole compiled catalogue (scripts/translations/compile.ts). */
export const messagesAssetPath = (locale: string) => `static/messages/${locale}.json`

const requests = new Map<string, Promise<CompiledMessages>>()

/**
 * The locale's whole catalogue in the browser, as data (a JSON file of the bundle, cached immutably with it)
 * rather than code: fetched once per page load, after the page is idle or when a message is first missing.
 */
export const fetchMessages = (locale: string): Promise<CompiledMessages> => {
    let request = requests.get(locale)
    if (!request) {
        request = fetch(getAssetUrl(messagesAssetPath(locale)))
            .then((response) => {
                if (!response.ok) throw new Error(`status ${response.status}`)
                return response.json() as Promise<CompiledMessages>
            })
            .catch((error: unknown) => {
                requests.delete(locale)
                console.error(
                    `Missing translations for ${locale}`,
                    error instanceof Error ? error.message : error
                )
                return {}
            })
        requests.set(locale, request)
    }
    return request
}
