import sharp from 'sharp'
import type {Picture} from './art/picture'
import {renderScene} from './art/raster/scene'
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

const encode = (image: sharp.Sharp, format: Format, quality: number, background: string) => {
    switch (format) {
        case 'avif':
            // AVIF's quality scale runs lower than JPEG's for the same look; effort 2 keeps a cold tile fast.
            return image
                .avif({quality: Math.max(20, quality - 15), effort: 2, chromaSubsampling: '4:2:0'})
                .toBuffer()
        case 'webp':
            return image.webp({quality, effort: 2, smartSubsample: false}).toBuffer()
        case 'png':
            return image.png({compressionLevel: 6, adaptiveFiltering: false}).toBuffer()
        case 'gif':
            return image.flatten({background}).gif({effort: 1}).toBuffer()
        default:
            return image
                .flatten({background})
                .jpeg({quality, progressive: true, chromaSubsampling: '4:2:0'})
                .toBuffer()
    }
}

/** Rasterises a picture (an SVG document, or a scene to light) into the requested format. */
export const encodePicture = async (
    picture: Picture,
    format: Format,
    quality: number,
    background = '#ffffff'
) => {
    await acquire()
    try {
        if ('svg' in picture)
            return await encode(sharp(Buffer.from(picture.svg)), format, quality, background)
        const {width, height} = picture.scene
        const pixels = await renderScene(picture.scene)
        return await encode(sharp(pixels, {raw: {width, height, channels: 3}}), format, quality, background)
    } finally {
        release()
    }
}
