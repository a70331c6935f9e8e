import type {Request} from 'express'
import {renderEditorial, TEMPLATE_SIZES, templateFor, type Template} from './art/editorial'
import type {MediaCache} from './cache'
import {asyncRoute, decodeSegment} from './products'
import {
    aspectParam,
    assertSafeSegment,
    formatFromExtension,
    formatParam,
    numberParam,
    qualityParam,
    resolveBox,
    type Format
} from './request'
import {sendImage} from './respond'

/**
 * Splits `{name}[/{seo}][.{ext}]`: the extension (when it names a format) ends the whole path, the first
 * segment is the asset name and anything between is an SEO file name that does not change the picture.
 */
export const parseAssetPath = (rest: string) => {
    const segments = rest.split('/').filter(Boolean).map(decodeSegment)
    segments.forEach((segment) => assertSafeSegment(segment, 'media name'))
    const last = segments.length - 1
    let extension: Format | undefined
    const match = /\.([A-Za-z0-9]+)$/.exec(segments[last] ?? '')
    if (match && formatFromExtension(match[1])) {
        extension = formatFromExtension(match[1])
        segments[last] = segments[last].slice(0, -match[0].length)
    }
    return {name: segments[0] ?? '', rest: segments.slice(1), extension}
}

const boxFor = (req: Request, template: Template) => {
    const natural = TEMPLATE_SIZES[template]
    const aspect = aspectParam(req) ?? natural.width / natural.height
    const width = numberParam(req, 'w', 'sw')
    let height = numberParam(req, 'h', 'sh')
    // An explicit aspect with only a width (sm=aspect&aspect=16:9&w=800) sets the height.
    if (width && !height && aspectParam(req)) height = width / aspect
    return resolveBox({width, height}, aspect, natural.width)
}

const render = (
    req: Request,
    cache: MediaCache,
    res: Parameters<typeof sendImage>[1],
    name: string,
    template: Template,
    fallback: Format
) => {
    const box = boxFor(req, template)
    const {format, negotiated} = formatParam(req, fallback, ['fmt'])
    // Logos keep their transparency; PNG is the natural format for them when none is asked for.
    return sendImage(req, res, cache, {
        key: `content|${template}|${name.toLowerCase()}|${box.width}x${box.height}`,
        format,
        quality: qualityParam(req, 'qlt', 'q'),
        negotiated,
        placeholder: false,
        picture: () => renderEditorial(name, template, box.width, box.height)
    })
}

/** `GET /i/{endpoint}/{name}[/{seo}][.{jpg|png|webp|gif|bmp}]`: CMS images drawn from their names. */
export const contentImage = (cache: MediaCache) =>
    asyncRoute(async (req, res) => {
        assertSafeSegment(decodeSegment(req.params[0]), 'endpoint')
        const {name, extension} = parseAssetPath(req.params[1])
        assertSafeSegment(name, 'media name')
        const template = templateFor(name)
        await render(req, cache, res, name, template, extension ?? (template === 'logo' ? 'png' : 'jpg'))
    })

const VIDEO_PROFILE = /^(mp4|webm|hls|dash|m3u8|mov|ogg)/i

/**
 * `GET /v/{endpoint}/{name}[/{profile}]`. Without a profile (the SDK's `thumbnail()`), or with an image
 * extension, the answer is a poster frame. Video profiles (`mp4_720p`, `.json?metadata=true`) answer with
 * a JSON stub, since no video is encoded here: a `<video>` element then shows its poster.
 */
export const contentVideo = (cache: MediaCache) =>
    asyncRoute(async (req, res) => {
        const endpoint = decodeSegment(req.params[0])
        assertSafeSegment(endpoint, 'endpoint')
        const raw = req.params[1]
        const json = /\.json$/i.test(raw) || req.query.metadata === 'true'
        const {name, rest, extension} = parseAssetPath(raw.replace(/\.(json|mp4|webm|m3u8)$/i, ''))
        assertSafeSegment(name, 'media name')
        const profile = rest[0]
        const wantsVideo =
            json || (profile !== undefined && VIDEO_PROFILE.test(profile)) || /\.(mp4|webm|m3u8)$/i.test(raw)
        if (wantsVideo) {
            const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`
            res.set({'Cache-Control': 'public, max-age=300', 'x-local-placeholder': '1'})
            res.status(200).json({
                name,
                endpoint,
                status: 'sandbox-stub',
                detail: 'The sandbox media host does not encode video; use the poster image.',
                poster: `${origin}/v/${encodeURIComponent(endpoint)}/${encodeURIComponent(name)}`,
                media: []
            })
            return
        }
        await render(req, cache, res, name, 'poster', extension ?? 'jpg')
    })
