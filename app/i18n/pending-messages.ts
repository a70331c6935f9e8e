import type {CompiledMessages} from './load-messages'

/** A message that formats to nothing: what a not-yet-loaded translation shows (one literal node, no text). */
const PLACEHOLDER = Object.freeze([{type: 0, value: ''}]) as unknown as CompiledMessages[string]

/**
 * The shipped part of a locale's catalogue, answering every id it lacks with an empty placeholder and
 * reporting the id (once per id). react-intl would otherwise show the English default: a French shopper saw
 * the bag in English until the rest of the catalogue arrived. A blank label for that moment is a loading
 * state; English is the wrong language.
 */
export const withPendingPlaceholders = (
    messages: CompiledMessages,
    onMissing: (id: string) => void
): CompiledMessages => {
    const reported = new Set<string>()
    const missing = (id: string) => {
        if (reported.has(id)) return
        reported.add(id)
        onMissing(id)
    }
    return new Proxy(messages, {
        // react-intl asks hasOwnProperty before reading a message.
        getOwnPropertyDescriptor(target, key) {
            const own = Reflect.getOwnPropertyDescriptor(target, key)
            if (own || typeof key !== 'string') return own
            missing(key)
            return {value: PLACEHOLDER, writable: false, enumerable: false, configurable: true}
        },
        get(target, key, receiver) {
            if (typeof key !== 'string' || Reflect.has(target, key)) return Reflect.get(target, key, receiver)
            missing(key)
            return PLACEHOLDER
        }
    })
}
