import type {Request, RequestHandler, Response} from 'express'
import {badRequest} from '../../core/errors'
import {isPlaceholder, renderProduct, viewAspect} from './art/product'
import type {MediaCache} from './cache'
import {
    assertSafeSegment,
    formatFromExtension,
    formatParam,
    numberParam,
    qualityParam,
    resolveBox
} from './request'
import {sendImage} from './respond'

const DEFAULT_WIDTH = 800
const SWATCH_WIDTH = 120

// Wraps async handlers so a rejected promise reaches the sandbox error handler (Express 4 does not await).
export const asyncRoute =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res, next) => {
        handler(req, res).catch(next)
    }

/**
 * `GET /images/products/{kind}[/{look}]/{colourId}/{view}.{jpg|jpeg|png|webp|gif|avif}` with platform (`sw`,
 * `sh`, `q`, `sfrm`) or Amplience (`w`, `h`, `qlt`, `fmt`) parameters. The look (`highrise-78-pocket-v2`, see
 * seed/looks.ts) picks length, fit and construction; without it the kind's plain version is drawn.
 */
export const productImage = (cache: MediaCache) =>
    asyncRoute(async (req, res) => {
        const {kind, colour, file} = req.params
        const look = req.params.look ?? ''
        assertSafeSegment(kind, 'product kind')
        if (look) assertSafeSegment(look, 'look')
        assertSafeSegment(colour, 'colour')
        assertSafeSegment(file, 'file name')
        const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9]+)$/.exec(file)
        if (!match)
            throw badRequest(
                `Product image '${file.slice(0, 60)}' needs a view and an extension.`,
                'invalid-path'
            )
        const [, view, extension] = match
        const pathFormat = formatFromExtension(extension)
        if (!pathFormat)
            throw badRequest(`Unsupported image format '${extension.slice(0, 20)}'.`, 'unsupported-format')
        // Links end in .jpg; browsers that announce AVIF or WebP get those unless a format is asked for.
        const {format, negotiated} = formatParam(req, pathFormat, ['fmt', 'sfrm'], pathFormat === 'jpg')
        const quality = qualityParam(req, 'q', 'qlt')
        const aspect = viewAspect(view)
        const box = resolveBox(
            {width: numberParam(req, 'sw', 'w'), height: numberParam(req, 'sh', 'h')},
            aspect,
            view === 'swatch' ? SWATCH_WIDTH : DEFAULT_WIDTH
        )
        // Lower-case ids are canonical; a mis-cased link still finds its picture.
        const [k, c, v, l] = [
            kind.toLowerCase(),
            colour.toLowerCase(),
            view.toLowerCase(),
            look.toLowerCase()
        ]
        await sendImage(req, res, cache, {
            key: `product|${k}|${l}|${c}|${v}|${box.width}x${box.height}`,
            format,
            quality,
            negotiated,
            placeholder: isPlaceholder(k, c, v),
            picture: () => renderProduct(k, c, v, box, l).picture
        })
    })

export const decodeSegment = (segment: string) => {
    try {
        return decodeURIComponent(segment)
    } catch {
        throw badRequest(`Malformed escape in '${segment.slice(0, 60)}'.`, 'invalid-path')
    }
}

/** Any other path under `/images/`: a placeholder rather than a broken image, unless the path is hostile. */
export const otherImage = (cache: MediaCache) =>
    asyncRoute(async (req, res) => {
        for (const segment of req.path.split('/').filter(Boolean))
            assertSafeSegment(decodeSegment(segment), 'path')
        const box = resolveBox(
            {width: numberParam(req, 'sw', 'w'), height: numberParam(req, 'sh', 'h')},
            0.8,
            DEFAULT_WIDTH
        )
        const {format, negotiated} = formatParam(req, 'jpg', ['fmt', 'sfrm'])
        await sendImage(req, res, cache, {
            key: `placeholder|${box.width}x${box.height}`,
            format,
            quality: qualityParam(req, 'q', 'qlt'),
            negotiated,
            placeholder: true,
            picture: () => renderProduct('unknown', 'unknown', 'front', box).picture
        })
    })
