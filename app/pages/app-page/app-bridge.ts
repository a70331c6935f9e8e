/**
 * The brand's iOS app shows these pages in a web view and listens for JSON messages on a WebKit message
 * handler (spec 001 §7.3 "A native app bridge receives JSON messages"). Outside the app there is no handler
 * and nothing is sent.
 */
export const APP_BRIDGE_HANDLER = 'velaApp'

interface MessageHandler {
    postMessage: (message: string) => void
}

declare global {
    interface Window {
        webkit?: {messageHandlers?: Record<string, MessageHandler | undefined>}
    }
}

const handlerNamed = (name: string): MessageHandler | undefined =>
    typeof window === 'undefined' ? undefined : window.webkit?.messageHandlers?.[name]

/** Whether the page runs inside the app (its message handler is there). */
export const hasAppBridge = (name = APP_BRIDGE_HANDLER): boolean =>
    typeof handlerNamed(name)?.postMessage === 'function'

/**
 * Posts one message to the app as JSON. "Native bridge non-object data: logs 'data is not an object'" (spec
 * 001 §8). Returns whether the app received it.
 */
export const postToApp = (data: unknown, name = APP_BRIDGE_HANDLER): boolean => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        console.error('data is not an object')
        return false
    }
    if (!hasAppBridge(name)) return false
    handlerNamed(name)?.postMessage(JSON.stringify(data))
    return true
}
