import {createProcessCache, MAX_ENTRIES, peekProcessCache as browserPeek} from './process-cache'

describe('process cache (server renders only)', () => {
    let peekProcessCache: ReturnType<typeof createProcessCache>['peek']
    let processCached: ReturnType<typeof createProcessCache>['cached']

    beforeEach(() => {
        ;({peek: peekProcessCache, cached: processCached} = createProcessCache({enabled: true}))
        jest.useRealTimers()
    })

    test('in the browser it passes every call through', async () => {
        const browser = createProcessCache({enabled: false})
        const load = jest.fn().mockResolvedValue('tree')
        await browser.cached(['tree'], load, {ttlMs: 1000})
        await browser.cached(['tree'], load, {ttlMs: 1000})
        expect(load).toHaveBeenCalledTimes(2)
        expect(browserPeek(['tree'])).toBeUndefined()
    })

    test('reuses a loaded value for its TTL, then loads again', async () => {
        jest.useFakeTimers({now: 1_000})
        const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second')
        expect(await processCached(['tree'], load, {ttlMs: 600_000})).toBe('first')
        expect(await processCached(['tree'], load, {ttlMs: 600_000})).toBe('first')
        expect(peekProcessCache(['tree'])).toEqual({value: 'first'})
        jest.setSystemTime(1_000 + 600_000)
        expect(peekProcessCache(['tree'])).toBeUndefined()
        expect(await processCached(['tree'], load, {ttlMs: 600_000})).toBe('second')
        expect(load).toHaveBeenCalledTimes(2)
    })

    test('asked to stay fresh for a while, a value about to expire is not given (and not dropped)', async () => {
        jest.useFakeTimers({now: 1_000})
        await processCached(['menu'], () => Promise.resolve('menu'), {ttlMs: 10_000})
        jest.setSystemTime(1_000 + 6_000)
        expect(peekProcessCache(['menu'], {freshForMs: 5_000})).toBeUndefined()
        expect(peekProcessCache(['menu'], {freshForMs: 3_000})).toEqual({value: 'menu'})
        expect(peekProcessCache(['menu'])).toEqual({value: 'menu'})
    })

    test('concurrent renders share one upstream request', async () => {
        let resolve: (value: string) => void = () => undefined
        const load = jest.fn(() => new Promise<string>((done) => (resolve = done)))
        const first = processCached(['menu'], load, {ttlMs: 1000})
        const second = processCached(['menu'], load, {ttlMs: 1000})
        resolve('menu')
        expect(await Promise.all([first, second])).toEqual(['menu', 'menu'])
        expect(load).toHaveBeenCalledTimes(1)
    })

    test('never keeps a failure: the next render asks the upstream again', async () => {
        const load = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce('ok')
        await expect(processCached(['home'], load, {ttlMs: 1000})).rejects.toThrow('503')
        expect(peekProcessCache(['home'])).toBeUndefined()
        expect(await processCached(['home'], load, {ttlMs: 1000})).toBe('ok')
    })

    test('a value the caller marks as not to keep is not kept', async () => {
        const load = jest.fn().mockResolvedValue(null)
        await processCached(['missing'], load, {ttlMs: 1000, keep: (value) => value !== null})
        await processCached(['missing'], load, {ttlMs: 1000, keep: (value) => value !== null})
        expect(load).toHaveBeenCalledTimes(2)
    })

    test('a TTL of 0 (shopper data, previews) is never cached', async () => {
        const load = jest.fn().mockResolvedValue('basket')
        await processCached(['basket'], load, {ttlMs: 0})
        await processCached(['basket'], load, {ttlMs: 0})
        expect(load).toHaveBeenCalledTimes(2)
    })

    test('holds at most MAX_ENTRIES, dropping the least recently used', async () => {
        for (let index = 0; index <= MAX_ENTRIES; index += 1) {
            await processCached(['search', index], () => Promise.resolve(index), {ttlMs: 60_000})
            if (index === 0) continue
            // Entry 1 stays in use, so entry 0 is the least recently used when the cache overflows.
            peekProcessCache(['search', 1])
        }
        expect(peekProcessCache(['search', 0])).toBeUndefined()
        expect(peekProcessCache(['search', 1])).toEqual({value: 1})
        expect(peekProcessCache(['search', MAX_ENTRIES])).toEqual({value: MAX_ENTRIES})
    })
})
