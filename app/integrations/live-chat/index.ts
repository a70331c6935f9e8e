import type {IntegrationsConfig} from '../../config/types'
import {loadScript} from '../script-loader'

/** The live chat vendor's command function, as its snippet puts it on window. */
type ChatCommand = (scope: string, command: string, value?: unknown) => void

declare global {
    interface Window {
        zE?: ChatCommand
    }
}

/** What the storefront asks of live chat (one interface for the vendor and the sandbox's stand-in). */
export interface LiveChat {
    open(): void
    setLocale(locale: string): void
}

/**
 * Loads the chat launcher (spec 001 §7.3 "live chat loader") from configuration, in the shopper's language.
 * The vendor's snippet reads its key from its own URL; the stand-in answers from the shop's help topics.
 */
export const loadLiveChat = async (
    config: IntegrationsConfig['liveChat'],
    locale: string
): Promise<LiveChat> => {
    await loadScript(config.scriptUrl, {attributes: {id: 'ze-snippet'}})
    const command = window.zE
    if (!command) throw new Error('Live chat did not start')
    command('messenger:set', 'locale', locale)
    return {
        open: () => command('messenger', 'open'),
        setLocale: (next) => command('messenger:set', 'locale', next)
    }
}
