/** On each of the server-rendered banner's buttons: what a press means before the app has taken over. */
export const EARLY_ACTION_ATTRIBUTE = 'data-consent-early'

export const EARLY_ACTIONS = ['accept', 'reject', 'manage'] as const
export type EarlyAction = (typeof EARLY_ACTIONS)[number]

/** Where the inline script (early-banner-script.ts) leaves the last press on the server-rendered banner. */
export const EARLY_ACTION_GLOBAL = '__velaConsentEarly'

declare global {
    interface Window {
        [EARLY_ACTION_GLOBAL]?: string
    }
}

const isEarlyAction = (value: unknown): value is EarlyAction =>
    (EARLY_ACTIONS as readonly unknown[]).includes(value)

/** The press the shopper made on the server-rendered banner before the app took over, once. */
export const takeEarlyAction = (): EarlyAction | undefined => {
    const action = window[EARLY_ACTION_GLOBAL]
    delete window[EARLY_ACTION_GLOBAL]
    return isEarlyAction(action) ? action : undefined
}

/**
 * Presses on the server-rendered banner from now on: the app starts before the consent tool has answered, and
 * the copy stays on screen (and pressable) until then. The inline script's listener was added first, so it has
 * kept the press by the time this one runs.
 */
export const onEarlyAction = (listener: (action: EarlyAction) => void): (() => void) => {
    const pressed = () => {
        const action = takeEarlyAction()
        if (action) listener(action)
    }
    document.addEventListener('click', pressed)
    return () => document.removeEventListener('click', pressed)
}
