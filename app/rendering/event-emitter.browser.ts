/**
 * The browser build's `event-emitter` (webpack.config.js aliases it for the client only). PWA Kit mixes it into
 * its page events (`pages.pageLoad`, `pages.error`, which its route component emits on every navigation); the
 * package brought es5-ext and three helper packages, 1.8 kB gzip, to every page for four methods. These keep
 * its interface: `emitter(target)` gives the target on, once, off and emit, and listeners are called with the
 * emitter as `this`.
 */

type Listener = (this: unknown, ...args: unknown[]) => void

interface Emitter {
    on(type: string, listener: Listener): this
    once(type: string, listener: Listener): this
    off(type: string, listener: Listener): this
    emit(type: string, ...args: unknown[]): void
}

// Per emitting object, so two instances of a class mixed at its prototype keep their own listeners.
const registries = new WeakMap<object, Map<string, {listener: Listener; once: boolean}[]>>()

const listenersOf = (emitter: object, type: string) => {
    let byType = registries.get(emitter)
    if (!byType) registries.set(emitter, (byType = new Map()))
    let list = byType.get(type)
    if (!list) byType.set(type, (list = []))
    return list
}

/** The four methods, as the package also exports them. */
export const methods: Emitter = {
    on(type, listener) {
        listenersOf(this, type).push({listener, once: false})
        return this
    },
    once(type, listener) {
        listenersOf(this, type).push({listener, once: true})
        return this
    },
    off(type, listener) {
        const list = listenersOf(this, type)
        const index = list.findIndex((entry) => entry.listener === listener)
        if (index >= 0) list.splice(index, 1)
        return this
    },
    emit(type, ...args) {
        const list = listenersOf(this, type)
        // A copy: a listener may remove itself (or a once listener is removed) while the event is delivered.
        for (const entry of [...list]) {
            if (entry.once) list.splice(list.indexOf(entry), 1)
            entry.listener.apply(this, args)
        }
    }
}

const eventEmitter = <T extends object>(target: T = {} as T): T & Emitter => {
    for (const [name, value] of Object.entries(methods))
        Object.defineProperty(target, name, {value, configurable: true, writable: true})
    return target as T & Emitter
}

export default eventEmitter
