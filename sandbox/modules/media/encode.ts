import sharp from 'sharp'
import type {Format} from './request'

// Two renders at a time: the machine is shared, and a product grid arriving at once would otherwise queue
// dozens of rasterisations on libuv's threads and starve every other request.
const MAX_PARALLEL = 2
let running = 0
const waiting: (() => void)[] = []

const acquire = async () => {
    if (running < MAX_PARALLEL) {
        running++
        return
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
    running++
}

const release = () => {
    running--
    waiting.shift()?.()
}

/** Rasterises an SVG document (already sized in pixels) into the requested format. */
export const encodeSvg = async (svg: string, format: Format, quality: number, background = '#ffffff') => {
    await acquire()
    try {
        const image = sharp(Buffer.from(svg))
        switch (format) {
            case 'webp':
                return await image.webp({quality, effort: 2, smartSubsample: false}).toBuffer()
            case 'png':
                return await image.png({compressionLevel: 6, adaptiveFiltering: false}).toBuffer()
            case 'gif':
                return await image.flatten({background}).gif({effort: 1}).toBuffer()
            default:
                return await image
                    .flatten({background})
                    .jpeg({quality, progressive: true, chromaSubsampling: '4:2:0'})
                    .toBuffer()
        }
    } finally {
        release()
    }
}
