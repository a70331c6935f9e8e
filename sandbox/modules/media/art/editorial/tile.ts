import {COLOURS, type ProductKind} from '../../../../seed/palette'
import {darken, hashString, lighten, mix, pick} from '../colour'
import {fabricFor} from '../fabric'
import {DRAWERS} from '../garments'
import {stagedProduct} from '../studio'
import {circle, n, rect} from '../svg'
import {figureBand} from './figures'
import {contrastingWear, type Palette} from './palette'

// Category and tile names mention products in shop language; order matters ("sweatshirts" before "shirts").
const KIND_WORDS: [RegExp, ProductKind][] = [
    [/legging|bottom/, 'leggings'],
    [/jogger|trouser|pant/, 'joggers'],
    [/short/, 'shorts'],
    [/bra|underwear|lingerie/, 'sports-bra'],
    [/tank|vest/, 'tank'],
    [/long-sleeve|longsleeve/, 'long-sleeve-top'],
    [/hood/, 'hoodie'],
    [/sweat|crew/, 'sweatshirt'],
    [/gilet/, 'gilet'],
    [/jacket|outerwear|coat|layer/, 'jacket'],
    [/t-shirt|tee|top/, 'tee'],
    [/mat/, 'yoga-mat'],
    [/bag|holdall|tote/, 'bag'],
    [/bottle|hydration/, 'water-bottle'],
    [/band|resistance/, 'resistance-band'],
    [/dumbbell|weight|equipment|kettlebell/, 'dumbbell'],
    [/sock/, 'socks'],
    [/cap|hat|headwear/, 'cap'],
    [/gift|card|voucher/, 'gift-card-digital'],
    [/accessor/, 'bag']
]

export const kindFromName = (name: string): ProductKind | undefined =>
    KIND_WORDS.find(([pattern]) => pattern.test(name.toLowerCase()))?.[1]

const ACTIVITIES: [RegExp, ('run' | 'tree' | 'lunge' | 'walk' | 'warrior' | 'stretch')[]][] = [
    [/yoga|pilates|calm/, ['tree']],
    [/run/, ['run']],
    [/gym|train|strength|hiit/, ['lunge']],
    [/outdoor|trail|hike|walk/, ['walk']]
]

/** Square or portrait tile: one product (or one athlete for activity tiles) large on a colour-field stage. */
export const tileScene = (name: string, palette: Palette, aspect: number) => {
    const width = 1000 * aspect
    const height = 1000
    const hash = hashString(name)
    const [light, mid] = palette.fields
    const centre = width / 2
    let body =
        rect(-10, -10, width + 20, height + 20, {fill: palette.ground}) +
        circle(centre, height * 0.46, Math.min(width, height) * 0.4, {fill: light}) +
        rect(-10, height * 0.86, width + 20, height * 0.2, {fill: mix(mid, palette.ground, 0.6)})
    let defs = ''
    // A product word wins over an activity word: "yoga-mats" is a mat, "tile-yoga" an athlete.
    const kind = kindFromName(name)
    const activity = kind ? undefined : ACTIVITIES.find(([pattern]) => pattern.test(name.toLowerCase()))
    if (!kind) {
        const poses = activity ? activity[1] : [pick(['stretch', 'warrior', 'run'] as const, hash)]
        if (activity?.[1][0] === 'tree') {
            const mat = fabricFor(palette.wear[1], 'mat')
            defs += mat.defs
            body += `<path d="M${n(centre - 300)} ${n(height * 0.93)} L${n(centre - 190)} ${n(
                height * 0.86
            )} H${n(centre + 190)} L${n(centre + 300)} ${n(height * 0.93)} Z" fill="${mat.fill}"/>`
        }
        const band = figureBand([...poses], palette, name, {
            x0: centre - 330,
            x1: centre + 330,
            floor: height * 0.92,
            height: height * 0.8
        })
        return {defs: defs + band.defs, body: body + band.svg, width, height}
    }
    const colourIds = contrastingWear(palette, light).filter((id) => COLOURS.some((c) => c.id === id))
    const fabric = fabricFor(pick(colourIds.slice(0, 2), hash), 'tile')
    const drawing = DRAWERS[kind]({fabric, view: 'front', uid: 'tile'})
    const staged = stagedProduct(drawing, 'tile', light)
    const scale = Math.min(0.92, (width * 0.96) / 800)
    body += `<g transform="translate(${n(centre)} ${n(height * 0.5)}) scale(${scale.toFixed(
        4
    )}) translate(-400 -500)">${staged.svg}</g>`
    return {
        defs: defs + fabric.defs + staged.defs,
        body,
        width,
        height,
        accent: lighten(darken(mid, 0.1), 0.1)
    }
}
