/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import {ChunkExtractor, chunkStats} from './server-chunk-extractor'
import {aliasIn, installedFile} from './webpack-test-utils'

/** Issue #8: PWA Kit makes a chunk extractor per render; the build's chunk stats are parsed once, not each time. */

const statsOf = (publicPath: string) => ({publicPath, outputPath: '/build', namedChunkGroups: {}, chunks: []})

const writeStats = (file: string, stats: object) => fs.writeFileSync(file, JSON.stringify(stats))

let file: string
beforeEach(() => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-stats-')), 'loadable-stats.json')
    writeStats(file, statsOf('/mobify/bundles/1/'))
})

test('extractors made from the same stats file share one parse of it', () => {
    const read = jest.spyOn(fs, 'readFileSync')
    const first = new ChunkExtractor({statsFile: file, publicPath: '/a/'})
    const second = new ChunkExtractor({statsFile: file, publicPath: '/b/'})
    const reads = read.mock.calls.filter(([target]) => target === file).length
    read.mockRestore()

    expect(reads).toBe(1)
    expect(second.stats).toBe(first.stats)
    expect(first.stats).toEqual(statsOf('/mobify/bundles/1/'))
})

test('a changed stats file (a development rebuild) is read again', () => {
    const before = chunkStats(file)
    writeStats(file, statsOf('/mobify/bundles/22/'))
    // The new build's file has another modification time; make it differ even on a coarse clock.
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000))

    expect(chunkStats(file)).not.toBe(before)
    expect(chunkStats(file)).toEqual(statsOf('/mobify/bundles/22/'))
})

test('stats given directly are used as they are', () => {
    const stats = statsOf('/given/')
    expect(new ChunkExtractor({stats}).stats).toBe(stats)
})

test("the server build, and only it, gives PWA Kit's renderer this module as @loadable/server", () => {
    const renderer = installedFile('@salesforce', 'pwa-kit-react-sdk', 'ssr', 'server', 'react-rendering.js')
    const thisModule = path.resolve(__dirname, 'server-chunk-extractor.ts')

    expect(aliasIn('server', '@loadable/server', renderer)).toBe(thisModule)
    // Everything else gets the package itself (PWA Kit's one copy of it), this module included.
    expect(aliasIn('server', '@loadable/server', thisModule)).toMatch(
        /node_modules[\\/]@loadable[\\/]server$/
    )
    expect(aliasIn('client', '@loadable/server', renderer)).not.toBe(thisModule)
})
