import fs from 'fs'
import {ChunkExtractor as LoadableChunkExtractor, type ChunkExtractorOptions} from '@loadable/server'

/**
 * The server build's `@loadable/server` as PWA Kit's renderer sees it (webpack.config.js). PWA Kit makes a
 * chunk extractor for every render, and each one read and parsed the build's chunk stats (150 kB of JSON)
 * again: about a millisecond of every render's CPU, and as much again in garbage. Here the stats are parsed
 * once per build: read again only when the file changes (a development rebuild).
 */
export * from '@loadable/server'

interface ParsedStats {
    file: string
    modified: number
    size: number
    stats: object
}

let parsed: ParsedStats | undefined

/** The stats file's content, parsed once for as long as the file stays the same. */
export const chunkStats = (file: string): object => {
    const {mtimeMs, size} = fs.statSync(file)
    if (parsed?.file === file && parsed.modified === mtimeMs && parsed.size === size) return parsed.stats
    const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as object
    parsed = {file, modified: mtimeMs, size, stats}
    return stats
}

export class ChunkExtractor extends LoadableChunkExtractor {
    constructor(options: ChunkExtractorOptions) {
        super(
            options.statsFile && !options.stats ? {...options, stats: chunkStats(options.statsFile)} : options
        )
    }
}
