import type {Request, Response} from 'express'
import {loadPrintTiles} from './art/prints'
import {MediaCache} from './cache'
import type {Picture} from './art/picture'
import {encodePicture} from './encode'
import {CONTENT_TYPES, type Format} from './request'

/** Bump when any drawing changes, so cached files from older artwork are not served again. */
export const ART_VERSION = 5

export interface ImageJob {
    /** Canonical description of the output: everything that changes the bytes, nothing that does not. */
    key: string
    format: Format
    quality: number
    placeholder: boolean
    /** Whether the format came from the Accept header (the response then varies by it). */
    negotiated: boolean
    picture: () => Picture
}

/**
 * Serves one generated image: conditional requests answer 304 before any work, otherwise the bytes come from
 * memory, disk or a fresh render. Responses are immutable: the URL fully determines the picture.
 */
export const sendImage = async (req: Request, res: Response, cache: MediaCache, job: ImageJob) => {
    const key = `v${ART_VERSION}|${job.key}|${job.format}|q${job.quality}`
    const etag = `"${MediaCache.hash(key).slice(0, 24)}"`
    res.set({
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: etag,
        'Content-Type': CONTENT_TYPES[job.format],
        'Access-Control-Allow-Origin': '*',
        'Timing-Allow-Origin': '*'
    })
    if (job.negotiated) res.vary('Accept')
    if (job.placeholder) res.set('x-local-placeholder', '1')
    const ifNoneMatch = req.get('if-none-match')
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        res.status(304).end()
        return
    }
    const {buffer, source} = await cache.get(key, job.format, async () => {
        await loadPrintTiles()
        return encodePicture(job.picture(), job.format, job.quality)
    })
    res.set('x-media-cache', source)
    res.set('Content-Length', String(buffer.length))
    if (req.method === 'HEAD') {
        res.status(200).end()
        return
    }
    res.status(200).end(buffer)
}
