import type {Request, Response} from 'express'
import {MediaCache} from '../cache'
import {asyncRoute, decodeSegment} from '../products'
import {assertSafeSegment} from '../request'
import {clipSize, renderClip} from './clip'

/** Bump when the clip changes, so cached files from an older version are not served again. */
export const VIDEO_VERSION = 1

/** `GET /v/{endpoint}/{name}/webm_{n}p[.webm]`: the video profiles the sandbox encodes. */
export const WEBM_PROFILE_PATH = /^\/v\/([^/]+)\/([^/]+)\/(webm_\d{3,4}p)(?:\.webm)?$/i

const send = (req: Request, res: Response, buffer: Buffer, etag: string) => {
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.get('range') ?? '')
    res.set({
        'Content-Type': 'video/webm',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Accept-Ranges': 'bytes',
        ETag: etag,
        'Access-Control-Allow-Origin': '*'
    })
    if (range && (range[1] || range[2])) {
        // Browsers ask for byte ranges of media; a suffix range (-n) means the last n bytes.
        const start = range[1] ? Number(range[1]) : Math.max(0, buffer.length - Number(range[2]))
        const end = range[1] && range[2] ? Math.min(Number(range[2]), buffer.length - 1) : buffer.length - 1
        if (start >= buffer.length || start > end) {
            res.status(416).set('Content-Range', `bytes */${buffer.length}`).end()
            return
        }
        res.status(206).set({
            'Content-Range': `bytes ${start}-${end}/${buffer.length}`,
            'Content-Length': String(end - start + 1)
        })
        res.end(req.method === 'HEAD' ? undefined : buffer.subarray(start, end + 1))
        return
    }
    res.status(200).set('Content-Length', String(buffer.length))
    res.end(req.method === 'HEAD' ? undefined : buffer)
}

/**
 * Real, playable video for CMS video links (the other profiles, mp4 and hls, are still the media host's JSON
 * stubs: H.264 cannot be encoded offline, and browsers pick the WebM source first).
 */
export const contentVideoFile = (cache: MediaCache) =>
    asyncRoute(async (req, res) => {
        const match = WEBM_PROFILE_PATH.exec(req.path)
        const endpoint = decodeSegment(match?.[1] ?? '')
        const name = decodeSegment(match?.[2] ?? '')
        assertSafeSegment(endpoint, 'endpoint')
        assertSafeSegment(name, 'media name')
        const size = clipSize(name, match?.[3] ?? '')
        const key = `video-v${VIDEO_VERSION}|${name.toLowerCase()}|${size.width}x${size.height}`
        const etag = `"${MediaCache.hash(key).slice(0, 24)}"`
        if (req.get('if-none-match') === etag) {
            res.status(304).end()
            return
        }
        const {buffer} = await cache.get(key, 'webm', () => renderClip(name, size))
        send(req, res, buffer, etag)
    })
