import type {CompiledMessages} from './load-messages'

/**
 * Records which messages a server render reads, so the page ships only those (issue #8: the whole catalogue
 * as ASTs was 80 kB of every page's hydration payload). react-intl looks a message up with hasOwnProperty and
 * a property read; both are observed here.
 */
export class MessageUsage {
    private readonly used = new Set<string>()

    /** The catalogue as react-intl sees it during this render, with every lookup recorded. */
    track(messages: CompiledMessages): CompiledMessages {
        const record = (id: string | symbol) => {
            if (typeof id === 'string' && Object.prototype.hasOwnProperty.call(messages, id))
                this.used.add(id)
        }
        return new Proxy(messages, {
            get: (target, id) => {
                record(id)
                return Reflect.get(target, id) as unknown
            },
            getOwnPropertyDescriptor: (target, id) => {
                record(id)
                return Reflect.getOwnPropertyDescriptor(target, id)
            }
        })
    }

    /** The messages read so far, from the given catalogue. */
    subset(messages: CompiledMessages): CompiledMessages {
        const picked: CompiledMessages = {}
        for (const id of [...this.used].sort()) picked[id] = messages[id]
        return picked
    }
}
