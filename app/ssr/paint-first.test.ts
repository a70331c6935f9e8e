import {createHash} from 'crypto'
import {
    BUNDLE_ATTRIBUTE,
    LONGEST_WAIT_MS,
    paintFirst,
    PAINT_FIRST_SCRIPT,
    PAINT_FIRST_SCRIPT_SOURCE
} from './paint-first'

const page = (head: string, body: string) =>
    `<!doctype html><html><head>${head}</head><body>${body}</body></html>`

const bundle = (chunk: string, src: string) => `<script async="" data-chunk="${chunk}" src="${src}"></script>`
const preload = (chunk: string, src: string) =>
    `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${BUNDLE_ATTRIBUTE}="${chunk}"/>`
const starter = `<script>${PAINT_FIRST_SCRIPT}</script>`
const chunksJson = '<script id="__LOADABLE_REQUIRED_CHUNKS__" type="application/json">[1]</script>'

describe('bundles start after the first paint', () => {
    test.each([
        [
            'bundle scripts become preloads at the end of the head, the starter takes the first one’s place',
            page(
                '<title>VELA</title>',
                `<main>x</main>${chunksJson}${bundle('main', '/b/vendor.js')}${bundle(
                    'main',
                    '/b/main.js'
                )}` + bundle('pages-home', '/b/pages-home.js')
            ),
            page(
                '<title>VELA</title>' +
                    preload('main', '/b/vendor.js') +
                    preload('main', '/b/main.js') +
                    preload('pages-home', '/b/pages-home.js'),
                `<main>x</main>${chunksJson}${starter}`
            )
        ],
        [
            'the server-only form (scripts that never run) is unchanged',
            page('', '<script async="" data-chunk="main" src="/b/main.js" type="application/json"></script>'),
            page('', '<script async="" data-chunk="main" src="/b/main.js" type="application/json"></script>')
        ],
        [
            'a page without bundles is unchanged',
            page('<title>x</title>', '<p>x</p>'),
            page('<title>x</title>', '<p>x</p>')
        ],
        ['a fragment without a head is unchanged', bundle('main', '/b/main.js'), bundle('main', '/b/main.js')]
    ])('%s', (_, html, expected) => {
        expect(paintFirst(html)).toBe(expected)
    })

    test('the content security policy allows exactly the starter the page carries', () => {
        const html = paintFirst(page('', bundle('main', '/b/main.js')))
        const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
        expect(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`).toBe(
            PAINT_FIRST_SCRIPT_SOURCE
        )
    })
})

describe('the starter, in the browser', () => {
    const added = () => Array.from(document.body.querySelectorAll('script[data-chunk]'))
    const setVisibility = (state: DocumentVisibilityState) =>
        Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => state})
    const decodes: Array<{resolve: () => void}> = []

    beforeEach(() => {
        jest.useFakeTimers()
        setVisibility('visible')
        document.head.innerHTML = preload('main', '/b/vendor.js') + preload('pages-product', '/b/pdp.js')
        document.body.innerHTML = ''
        decodes.length = 0
    })
    afterEach(() => {
        jest.useRealTimers()
        document.head.innerHTML = ''
        document.body.innerHTML = ''
    })

    // The starter is source text the page runs inline; the test runs that same text in the test's window.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const runStarter = () => new Function(PAINT_FIRST_SCRIPT)()
    const withPriorityImage = () => {
        const img = document.createElement('img')
        img.setAttribute('fetchpriority', 'high')
        img.decode = () => new Promise<void>((resolve) => decodes.push({resolve}))
        document.body.append(img)
    }

    test('a visible page starts its bundles after the next frame, in order, each once', () => {
        runStarter()
        expect(added()).toHaveLength(0)
        jest.advanceTimersByTime(50)
        expect(
            added().map((script) => [script.getAttribute('src'), script.getAttribute('data-chunk')])
        ).toEqual([
            ['http://localhost/b/vendor.js', 'main'],
            ['http://localhost/b/pdp.js', 'pages-product']
        ])
        jest.advanceTimersByTime(LONGEST_WAIT_MS)
        expect(added()).toHaveLength(2)
    })

    test('with a priority image, the bundles wait until it is decoded, then for a frame', async () => {
        withPriorityImage()
        runStarter()
        jest.advanceTimersByTime(500)
        expect(added()).toHaveLength(0)
        decodes[0].resolve()
        await Promise.resolve()
        expect(added()).toHaveLength(0)
        jest.advanceTimersByTime(100)
        expect(added()).toHaveLength(2)
    })

    /** A stand-in for the browser's PerformanceObserver, for the entry types given; `emit` delivers entries. */
    const withObservers = (types: string[]) => {
        const callbacks = new Map<string, (list: {getEntries: () => unknown[]}) => void>()
        class Observer {
            static supportedEntryTypes = types
            constructor(private callback: (list: {getEntries: () => unknown[]}) => void) {}
            observe({type}: {type: string}) {
                callbacks.set(type, this.callback)
            }
            disconnect() {
                for (const [type, callback] of callbacks)
                    if (callback === this.callback) callbacks.delete(type)
            }
        }
        Object.assign(window, {PerformanceObserver: Observer})
        return (type: string, entries: unknown[]) => callbacks.get(type)?.({getEntries: () => entries})
    }
    const original = window.PerformanceObserver
    afterEach(() => Object.assign(window, {PerformanceObserver: original}))

    test('with paint timing, the bundles wait until the first contentful paint is on screen', () => {
        const emit = withObservers(['paint'])
        runStarter()
        jest.advanceTimersByTime(500)
        emit('paint', [{name: 'first-paint'}])
        jest.advanceTimersByTime(100)
        expect(added()).toHaveLength(0)
        emit('paint', [{name: 'first-contentful-paint'}])
        expect(added()).toHaveLength(0)
        jest.advanceTimersByTime(50)
        expect(added()).toHaveLength(2)
    })

    test('with element timing, the bundles wait until the priority image itself is on screen', async () => {
        const emit = withObservers(['paint', 'element'])
        withPriorityImage()
        const img = document.querySelector('img') as HTMLImageElement
        img.setAttribute('elementtiming', 'lcp')
        runStarter()
        emit('paint', [{name: 'first-contentful-paint'}])
        decodes[0]?.resolve()
        await Promise.resolve()
        jest.advanceTimersByTime(500)
        expect(added()).toHaveLength(0)
        emit('element', [{element: document.createElement('img')}])
        jest.advanceTimersByTime(100)
        expect(added()).toHaveLength(0)
        emit('element', [{element: img}])
        jest.advanceTimersByTime(50)
        expect(added()).toHaveLength(2)
    })

    test('an image that never arrives holds the app back no longer than the longest wait', () => {
        withPriorityImage()
        runStarter()
        jest.advanceTimersByTime(LONGEST_WAIT_MS - 1)
        expect(added()).toHaveLength(0)
        jest.advanceTimersByTime(1)
        expect(added()).toHaveLength(2)
    })

    test('a hidden page (a background tab, a prerender) paints nothing: its bundles start at once', () => {
        setVisibility('hidden')
        withPriorityImage()
        runStarter()
        expect(added()).toHaveLength(2)
    })
})
