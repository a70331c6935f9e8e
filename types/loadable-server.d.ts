// @loadable/server (installed by PWA Kit's React SDK) ships no type declarations; these describe the parts the
// server build's chunk extractor (app/ssr/server-chunk-extractor.ts) uses.

declare module '@loadable/server' {
    export interface ChunkExtractorOptions {
        statsFile?: string
        stats?: object
        entrypoints?: string | string[]
        namespace?: string
        outputPath?: string
        publicPath?: string
    }
    export class ChunkExtractor {
        constructor(options: ChunkExtractorOptions)
        stats: object
    }
}
