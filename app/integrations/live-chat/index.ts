import type {IntegrationsConfig} from '../../config/types'
import {subscribeScrollYield} from '../../hooks/scroll-yield'
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

let stopYielding: (() => void) | undefined

/**
 * On phones the launcher steps aside while the shopper scrolls down, like the sign-up offer's button
 * (hooks/scroll-yield), never while the conversation is open. Wired once per page, however often the chat is
 * told a new locale.
 */
const yieldOnScroll = (command: ChatCommand) => {
    if (stopYielding) return
    let open = false
    command('messenger:on', 'open', () => {
        open = true
    })
    command('messenger:on', 'close', () => {
        open = false
    })
    stopYielding = subscribeScrollYield((yielding) => {
        if (!open) command('messenger', yielding ? 'hide' : 'show')
    })
}

/**
 * Loads the chat launcher (spec 001 §7.3 "live chat loader") from configuration, in the shopper's language:
 * the vendor draws its launcher and panel in the locale it is told. The vendor's snippet reads its key from its
 * own URL; the stand-in answers from the shop's help topics.
 */
export const loadLiveChat = async (
    config: IntegrationsConfig['liveChat'],
    locale: string
): Promise<LiveChat> => {
    await loadScript(config.scriptUrl, {attributes: {id: 'ze-snippet'}})
    const command = window.zE
    if (!command) throw new Error('Live chat did not start')
    command('messenger:set', 'locale', locale)
    yieldOnScroll(command)
    return {
        open: () => command('messenger', 'open'),
        setLocale: (next) => command('messenger:set', 'locale', next)
    }
}
