import eventEmitter from './event-emitter.browser'

jest.mock('event-emitter', () => jest.requireActual('./event-emitter.browser'))

describe('the browser event-emitter', () => {
    test('PWA Kit’s page events reach a listener through it, with their payload', () => {
        // eslint-disable-next-line @typescript-eslint/no-var-requires
        const {pages, PAGEEVENTS} = require('@salesforce/pwa-kit-react-sdk/ssr/universal/events') as {
            pages: {
                on: (type: string, listener: (payload: unknown) => void) => void
                pageLoad: (...args: unknown[]) => void
            }
            PAGEEVENTS: {PAGELOAD: string}
        }
        const heard: unknown[] = []
        pages.on(PAGEEVENTS.PAGELOAD, (payload) => heard.push(payload))
        pages.pageLoad('ProductDetail', 1, 2)
        expect(heard).toEqual([{templateName: 'ProductDetail', start: 1, end: 2}])
    })

    test('on, once, off and emit, with the emitter as this; instances of one class keep their own listeners', () => {
        class Source {}
        eventEmitter(Source.prototype)
        const [a, b] = [new Source(), new Source()] as unknown as ReturnType<typeof eventEmitter>[]
        const calls: string[] = []
        const always = function (this: unknown, value: unknown) {
            calls.push(`always ${String(value)} ${this === a ? 'a' : 'other'}`)
        }
        a.on('x', always)
        a.once('x', (value) => calls.push(`once ${String(value)}`))
        b.on('x', () => calls.push('b'))
        a.emit('x', 1)
        a.emit('x', 2)
        a.off('x', always)
        a.emit('x', 3)
        expect(calls).toEqual(['always 1 a', 'once 1', 'always 2 a'])
        b.emit('x')
        expect(calls.at(-1)).toBe('b')
    })

    test('a listener removing itself while the event is delivered does not skip the next one', () => {
        const emitter = eventEmitter()
        const calls: number[] = []
        const first = () => {
            calls.push(1)
            emitter.off('x', first)
        }
        emitter.on('x', first)
        emitter.on('x', () => calls.push(2))
        emitter.emit('x')
        emitter.emit('x')
        expect(calls).toEqual([1, 2, 2])
    })
})
