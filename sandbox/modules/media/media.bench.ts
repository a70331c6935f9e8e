/**
 * Media host timings: `npx tsx sandbox/modules/media/media.bench.ts`. Starts a sandbox with only the media
 * module on a fresh cache folder and reports cold renders (first request for a picture), warm hits from memory
 * and disk hits after a restart, over HTTP as the storefront sees them.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import {PRODUCT_KINDS, productImagePath} from '../../seed/palette'
import {startSandbox} from '../../testing/start'
import {mediaModule} from '.'

const COLOURS = ['black', 'sage-green', 'leopard-print', 'tie-dye-print']

const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}

const report = (label: string, values: number[]) =>
    console.log(
        `${label.padEnd(36)} n=${String(values.length).padStart(3)}  median ${percentile(values, 50)
            .toFixed(1)
            .padStart(6)} ms` +
            `  p90 ${percentile(values, 90).toFixed(1).padStart(6)} ms  max ${Math.max(...values)
                .toFixed(1)
                .padStart(6)} ms`
    )

const timed = async (url: string) => {
    const started = performance.now()
    const res = await fetch(url)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
    return {ms: performance.now() - started, source: res.headers.get('x-media-cache')}
}

const main = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-media-bench-'))
    let running = await startSandbox({dataDir, modules: [mediaModule]})
    const urls = (query: string) =>
        PRODUCT_KINDS.flatMap((kind) =>
            COLOURS.map((colour) => `${productImagePath(kind, colour, 'front')}?${query}`)
        )
    try {
        // The first request also loads libvips and rasterises the print tiles once per process.
        await timed(`${running.origin}/images/products/tee/white/front.jpg?sw=120`)
        const sets: [string, string[]][] = [
            ['product 800px JPEG', urls('sw=800')],
            ['product 400px WebP', urls('sw=400&fmt=webp')],
            [
                'lifestyle 800px JPEG',
                PRODUCT_KINDS.map((k) => `${productImagePath(k, 'coral-pink', 'lifestyle')}?sw=800`)
            ],
            [
                'CMS hero 1600px JPEG',
                ['hero-summer-sale', 'hero-new-season', 'banner-leggings', 'promo-insiders'].map(
                    (n) => `/i/vela/${n}?w=1600`
                )
            ],
            [
                'CMS tile 600px JPEG',
                ['tile-yoga', 'tile-running', 'tile-gym', 'category-leggings'].map(
                    (n) => `/i/vela/${n}?w=600`
                )
            ]
        ]
        for (const [label, list] of sets) {
            const cold: number[] = []
            const warm: number[] = []
            for (const url of list) cold.push((await timed(running.origin + url)).ms)
            for (const url of list) warm.push((await timed(running.origin + url)).ms)
            report(`${label}, cold`, cold)
            report(`${label}, warm (memory)`, warm)
        }
        await running.stop()
        running = await startSandbox({dataDir, modules: [mediaModule]})
        const disk: number[] = []
        for (const url of urls('sw=800')) {
            const {ms, source} = await timed(running.origin + url)
            if (source !== 'disk') throw new Error(`expected a disk hit for ${url}, got ${String(source)}`)
            disk.push(ms)
        }
        report('product 800px JPEG, disk (restart)', disk)
        const concurrent = performance.now()
        await Promise.all(urls('sw=600').map((url) => timed(running.origin + url)))
        console.log(
            `${urls('sw=600').length} distinct 600px renders requested at once: ${(
                performance.now() - concurrent
            ).toFixed(0)} ms total`
        )
        console.log(
            `load average while measuring: ${os
                .loadavg()
                .map((v) => v.toFixed(1))
                .join(' ')} on ${os.cpus().length} cores`
        )
    } finally {
        await running.stop()
        fs.rmSync(dataDir, {recursive: true, force: true})
    }
}

main().catch((error) => {
    console.error(error)
    process.exit(1)
})
