/**
 * "A login already in progress is reused" (spec 001 §4.1): a caller asking for the same login while it runs
 * gets the same promise, so a double submit, or a page and the shell racing, never sign in twice. A
 * different login (credentials arriving while the session is being restored) waits for the running one and
 * then starts, so it is never answered with someone else's result.
 */
export class LoginGate<T> {
    private pending: {key: string; promise: Promise<T>} | undefined

    run(key: string, start: () => Promise<T>): Promise<T> {
        const current = this.pending
        if (current?.key === key) return current.promise
        const promise = (current ? current.promise.then(noop, noop) : Promise.resolve()).then(start)
        const entry = {key, promise}
        this.pending = entry
        const settle = () => {
            if (this.pending === entry) this.pending = undefined
        }
        promise.then(settle, settle)
        return promise
    }

    get busy(): boolean {
        return this.pending !== undefined
    }
}

const noop = () => undefined
