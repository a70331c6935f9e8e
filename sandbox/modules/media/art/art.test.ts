import {PRODUCT_KINDS, type ProductKind} from '../../../seed/palette'
import {encodePicture} from '../encode'
import {renderEditorial} from './editorial'
import {loadPrintTiles} from './prints'
import {renderProduct} from './product'
import {renderScene} from './raster/scene'

const W = 80
const H = 100
// Details (a zip, a contrast waistband) are compared at tile size rather than silhouette size.
const DW = 240

const pixelsOf = async (kind: string, look: string, view = 'front', colour = 'cobalt-blue', width = W) => {
    const {picture} = renderProduct(kind, colour, view, {width, height: width * 1.25}, look)
    if (!('scene' in picture)) throw new Error(`${kind} ${view} is not a lit scene`)
    return renderScene(picture.scene)
}

/** Pixels that differ clearly from the backdrop's corner: the product's silhouette at 80 x 100. */
const mask = async (kind: string, look: string, view = 'front', colour = 'cobalt-blue') => {
    const pixels = await pixelsOf(kind, look, view, colour)
    const bits = new Uint8Array(W * H)
    for (let i = 0; i < bits.length; i++) {
        const diff = Math.max(...[0, 1, 2].map((c) => Math.abs(pixels[i * 3 + c] - pixels[c])))
        bits[i] = diff > 50 ? 1 : 0
    }
    return bits
}

const iou = (a: Uint8Array, b: Uint8Array) => {
    let both = 0
    let either = 0
    for (let i = 0; i < a.length; i++) {
        both += a[i] & b[i]
        either += a[i] | b[i]
    }
    return both / Math.max(1, either)
}

/** Lowest row the silhouette reaches (0 at the top) between two columns (tops: the body, not the sleeves). */
const lowestRow = (bits: Uint8Array, x0 = 0, x1 = W) => {
    for (let y = H - 1; y >= 0; y--) if (bits.subarray(y * W + x0, y * W + x1).some(Boolean)) return y
    return -1
}

/** Share of pixels that differ visibly between two pictures. */
const changed = (a: Buffer, b: Buffer) => {
    let count = 0
    const pixels = a.length / 3
    for (let i = 0; i < pixels; i++) {
        const diff = Math.max(...[0, 1, 2].map((c) => Math.abs(a[i * 3 + c] - b[i * 3 + c])))
        if (diff > 30) count++
    }
    return count / pixels
}

beforeAll(() => loadPrintTiles())

describe('product pictures (issue 13: distinct per type, fit, length, colour)', () => {
    const CLOTHING: ProductKind[] = [
        'leggings',
        'shorts',
        'joggers',
        'sports-bra',
        'tank',
        'tee',
        'long-sleeve-top',
        'hoodie',
        'sweatshirt',
        'jacket',
        'gilet'
    ]

    test('every clothing type has its own silhouette', async () => {
        const masks = await Promise.all(CLOTHING.map((kind) => mask(kind, 'v0')))
        for (let i = 0; i < CLOTHING.length; i++) {
            for (let j = i + 1; j < CLOTHING.length; j++) {
                expect([CLOTHING[i], CLOTHING[j], iou(masks[i], masks[j]) < 0.9]).toEqual([
                    CLOTHING[i],
                    CLOTHING[j],
                    true
                ])
            }
        }
    })

    test.each([
        ['hoodie', 'v0', 'crop-v0', 'a cropped hoodie ends higher than a full-length one'],
        ['leggings', 'full-v0', '78-v0', '7/8 leggings end higher than full-length ones'],
        ['joggers', 'v0', 'crop-v0', 'cropped joggers end higher'],
        ['tee', 'v0', 'crop-v0', 'a cropped tee ends higher'],
        ['tank', 'v0', 'crop-v0', 'a crop tank ends higher'],
        [
            'sports-bra',
            'mediumsupport-long-v0',
            'mediumsupport-v0',
            'a longline bra reaches lower than a regular one'
        ]
    ])('%s: %s vs %s (%s)', async (kind, longer, shorter) => {
        const [a, b] = await Promise.all([mask(kind, longer), mask(kind, shorter)])
        // Along the centre line: a cropped hoodie's sleeves still reach down past its hem.
        const [x0, x1] = ['leggings', 'joggers'].includes(kind) ? [0, W] : [W * 0.45, W * 0.55]
        expect(lowestRow(b, x0, x1)).toBeLessThan(lowestRow(a, x0, x1) - 3)
    })

    test.each([
        ['sports-bra', 'lightsupport-v0', 'highsupport-v0'],
        ['sports-bra', 'mediumsupport-v0', 'racer-mediumsupport-v0'],
        ['shorts', 'bike-v0', 'run-v0'],
        ['tee', 'v0', 'oversized-v0'],
        ['hoodie', 'v0', 'zip-v0'],
        ['jacket', 'v0', 'puffer-v0']
    ])('%s looks %s and %s differ', async (kind, a, b) => {
        const [x, y] = await Promise.all([
            pixelsOf(kind, a, 'front', 'cobalt-blue', DW),
            pixelsOf(kind, b, 'front', 'cobalt-blue', DW)
        ])
        expect(changed(x, y)).toBeGreaterThan(0.005)
    })

    test('colours and design variants change the picture; the same look and colour do not', async () => {
        const [black, sage, variant, again] = await Promise.all([
            pixelsOf('leggings', 'full-v0', 'front', 'black', DW),
            pixelsOf('leggings', 'full-v0', 'front', 'sage-green', DW),
            pixelsOf('leggings', 'full-v1', 'front', 'black', DW),
            pixelsOf('leggings', 'full-v0', 'front', 'black', DW)
        ])
        expect(changed(black, sage)).toBeGreaterThan(0.1)
        expect(changed(black, variant)).toBeGreaterThan(0.005)
        expect(changed(black, again)).toBe(0)
    })

    test('back views differ from the front (a racer back is cut differently)', async () => {
        const [front, back] = await Promise.all([
            mask('sports-bra', 'racer-mediumsupport-v0'),
            mask('sports-bra', 'racer-mediumsupport-v0', 'back')
        ])
        expect(iou(front, back)).toBeLessThan(0.9)
    })

    test('every kind is drawn in every view as a lit scene, never the placeholder', () => {
        for (const kind of PRODUCT_KINDS) {
            for (const view of ['front', 'back', 'detail', 'lifestyle', 'swatch']) {
                const {picture, placeholder} = renderProduct(
                    kind,
                    'sage-green',
                    view,
                    {width: W, height: H},
                    'v1'
                )
                expect([kind, view, placeholder, 'scene' in picture]).toEqual([kind, view, false, true])
            }
        }
    })

    test('the same request gives the same bytes, in every format', async () => {
        for (const format of ['jpg', 'webp', 'avif'] as const) {
            const render = () =>
                encodePicture(
                    renderProduct(
                        'leggings',
                        'leopard-print',
                        'front',
                        {width: 120, height: 150},
                        'full-pocket-v2'
                    ).picture,
                    format,
                    60
                )
            const [a, b] = [await render(), await render()]
            expect([format, a.equals(b)]).toEqual([format, true])
        }
        const hero = () =>
            encodePicture(renderEditorial('hero-run-club-running-black', 'campaign', 160, 90), 'jpg', 60)
        expect((await hero()).equals(await hero())).toBe(true)
    })
})
