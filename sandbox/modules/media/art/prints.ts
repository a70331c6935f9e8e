import sharp from 'sharp'
import {COLOURS} from '../../../seed/palette'
import {darken, lighten, mix, seededRandom} from './colour'
import {circle, ellipse, n, pattern, rect, smoothPath, type Point} from './svg'

/** One repeat of a print (drawn `tile` units square) and the scale it is worn at. */
interface PrintTile {
    tile: number
    content: string
    scale: number
}

/** Raster tiles are drawn at the 800px board's resolution times this (sharper on larger images). */
const RASTER_SCALE = Number(process.env.MEDIA_PRINT_SCALE || 1)

// Patterns repeat, so a motif near an edge is drawn again at the wrap-around offset: no seams at the edges.
// Only copies that reach into the tile are drawn, since every element costs time each time the tile paints.
const wrapped = (
    tile: number,
    draw: (dx: number, dy: number) => string,
    at?: {x: number; y: number; reach: number}
) => {
    let out = ''
    for (const dx of [-tile, 0, tile]) {
        for (const dy of [-tile, 0, tile]) {
            if (at) {
                const x = at.x + dx
                const y = at.y + dy
                if (x + at.reach < 0 || x - at.reach > tile || y + at.reach < 0 || y - at.reach > tile)
                    continue
            }
            out += draw(dx, dy)
        }
    }
    return out
}

const blob = (cx: number, cy: number, radius: number, random: () => number, lobes = 7) => {
    const points: Point[] = []
    for (let i = 0; i < lobes; i++) {
        const angle = (i / lobes) * Math.PI * 2
        const r = radius * (0.65 + random() * 0.55)
        points.push([cx + Math.cos(angle) * r, cy + Math.sin(angle) * r * 0.8])
    }
    return smoothPath(points)
}

const leopard = (base: string): PrintTile => {
    const random = seededRandom('leopard')
    const tile = 150
    const spots: string[] = []
    const ring = darken(base, 0.72)
    const centre = darken(mix(base, '#b0642a', 0.35), 0.12)
    for (let i = 0; i < 9; i++) {
        const cx = random() * tile
        const cy = random() * tile
        const r = 11 + random() * 8
        const pieces = 3 + Math.floor(random() * 3)
        const start = random() * Math.PI * 2
        spots.push(
            wrapped(
                tile,
                (dx, dy) => {
                    let s = ellipse(cx + dx, cy + dy, r * 0.8, r * 0.62, {fill: centre})
                    for (let p = 0; p < pieces; p++) {
                        const a = start + (p / pieces) * Math.PI * 2
                        const px = cx + dx + Math.cos(a) * r
                        const py = cy + dy + Math.sin(a) * r * 0.8
                        const deg = (a * 180) / Math.PI + 90
                        s += ellipse(px, py, r * 0.55, r * 0.22, {
                            fill: ring,
                            transform: `rotate(${n(deg)} ${n(px)} ${n(py)})`
                        })
                    }
                    return s
                },
                {x: cx, y: cy, reach: r * 1.7}
            )
        )
    }
    for (let i = 0; i < 10; i++) {
        const x = random() * tile
        const y = random() * tile
        const dot = 2.5 + random() * 2.5
        spots.push(wrapped(tile, (dx, dy) => circle(x + dx, y + dy, dot, {fill: ring}), {x, y, reach: dot}))
    }
    return {tile, content: rect(0, 0, tile, tile, {fill: base}) + spots.join(''), scale: 0.62}
}

const camo = (base: string): PrintTile => {
    const random = seededRandom('camo')
    const tile = 260
    const tones = [
        darken(base, 0.45),
        mix(base, '#8a7a55', 0.5),
        lighten(mix(base, '#9a9a6a', 0.4), 0.15),
        darken(base, 0.2)
    ]
    let shapes = rect(0, 0, tile, tile, {fill: base})
    for (let i = 0; i < 16; i++) {
        const cx = random() * tile
        const cy = random() * tile
        const r = 22 + random() * 26
        const d = blob(0, 0, r, random, 6 + Math.floor(random() * 3))
        const fill = tones[i % tones.length]
        shapes += wrapped(
            tile,
            (dx, dy) => `<path d="${d}" fill="${fill}" transform="translate(${n(cx + dx)} ${n(cy + dy)})"/>`,
            {x: cx, y: cy, reach: r * 1.25}
        )
    }
    return {tile, content: shapes, scale: 0.8}
}

/**
 * Spiral tie-dye: wobbly concentric rings in cycling dye colours, laid as wide translucent strokes so the
 * colours bleed into each other (no gradients: those rasterise slowly).
 */
const tieDye = (base: string): PrintTile => {
    const random = seededRandom('tie-dye')
    const tile = 360
    const tones = ['#c7a4e6', '#f4b8cc', '#9fd3e6', '#5d6fd0', '#efe3f5']
    let rings = rect(0, 0, tile, tile, {fill: base})
    const centre = tile / 2
    for (let i = 0; i < 13; i++) {
        const radius = 14 + i * 19
        const points: Point[] = []
        const lobes = 9
        for (let k = 0; k < lobes; k++) {
            const angle = (k / lobes) * Math.PI * 2 + i * 0.35
            const r = radius * (0.86 + random() * 0.28)
            points.push([centre + Math.cos(angle) * r, centre + Math.sin(angle) * r])
        }
        const d = smoothPath(points)
        const tone = tones[i % tones.length]
        rings += `<path d="${d}" fill="none" stroke="${tone}" stroke-width="24" stroke-opacity="0.55"/>`
        rings += `<path d="${d}" fill="none" stroke="${tone}" stroke-width="9" stroke-opacity="0.7"/>`
    }
    return {tile, content: rings, scale: 1}
}

const PRINTS: Partial<Record<string, (base: string) => PrintTile>> = {
    'leopard-print': leopard,
    'camo-print': camo,
    'tie-dye-print': tieDye
}

const findColour = (colourId: string) => COLOURS.find((colour) => colour.id === colourId)

export const isPrint = (colourId: string) => Boolean(PRINTS[colourId])

/**
 * Prints as vector patterns repaint hundreds of shapes every time a garment panel is filled, which made a
 * printed hoodie ten times slower than a plain one. Each print is therefore rasterised once per process (at
 * twice its size, as JPEG) and the pattern just tiles that picture.
 */
const rasters = new Map<string, string>()
const tiles = new Map<string, PrintTile>()
let loading: Promise<void> | undefined

export const loadPrintTiles = () =>
    (loading ??= (async () => {
        for (const colour of COLOURS) {
            const print = PRINTS[colour.id]
            if (!print) continue
            const {tile, content, scale} = print(colour.hex)
            const pixels = Math.round(tile * scale * RASTER_SCALE)
            const svg =
                `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" ` +
                `viewBox="0 0 ${tile} ${tile}">${content}</svg>`
            const jpeg = await sharp(Buffer.from(svg)).jpeg({quality: 88}).toBuffer()
            rasters.set(colour.id, `data:image/jpeg;base64,${jpeg.toString('base64')}`)
        }
    })())

/** The pattern element for a print: the cached raster when loaded, the vector original otherwise. */
export const printPattern = (id: string, colourId: string, base: string) => {
    const print = PRINTS[colourId]
    if (!print) return ''
    const key = `${colourId}|${base}`
    const tileSpec = tiles.get(key) ?? print(base)
    tiles.set(key, tileSpec)
    const {tile, content, scale} = tileSpec
    const raster = base === findColour(colourId)?.hex ? rasters.get(colourId) : undefined
    // The raster already carries the print's scale; patternTransform (rotation above all) is slow to paint.
    if (raster) {
        const size = tile * scale
        return pattern(
            id,
            size,
            `<image href="${raster}" width="${size}" height="${size}" preserveAspectRatio="none"/>`
        )
    }
    return pattern(id, tile, content, scale === 1 ? undefined : `scale(${scale})`)
}
