import {COLOURS, type ProductKind} from '../../../../seed/palette'
import {parseLook} from '../../../../seed/looks'
import {hashString, mix, pick} from '../colour'
import {fabricFor} from '../fabric'
import {drawGarment} from '../product/garments'
import {legacyDrawn} from '../product/legacy'
import {placement} from '../product/studio'
import {circle, n, rect} from '../svg'
import {figureBand} from './figures'
import {contrastingWear, type Palette} from './palette'
import {type EditorialScene, litFill} from './scene'

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

/** Looks for category and tile pictures, from shop words in the name ("cropped", "7-8", "zip"...). */
const lookFromName = (name: string) => {
    const lower = name.toLowerCase()
    const tokens: string[] = ['v0']
    if (/crop/.test(lower)) tokens.push('crop')
    if (/7-8|78|seven/.test(lower)) tokens.push('78')
    if (/zip/.test(lower)) tokens.push('zip')
    if (/high/.test(lower)) tokens.push('highrise', 'highsupport')
    if (/puffer|padded|winter/.test(lower)) tokens.push('puffer')
    if (/short/.test(lower)) tokens.push(/run/.test(lower) ? 'run' : 'bike')
    return parseLook(tokens.join('-'))
}

/** Square or portrait tile: one product (or one athlete for activity tiles) large on a lit colour-field stage. */
export const tileScene = (name: string, palette: Palette, aspect: number): EditorialScene => {
    const width = 1000 * aspect
    const height = 1000
    const hash = hashString(name)
    const [light, mid] = palette.fields
    const centre = width / 2
    let defs =
        litFill('t-ground', palette.ground, 0.12, 0.04) +
        litFill('t-disc', light, 0.1, 0.08) +
        litFill('t-floor', mix(mid, palette.ground, 0.6), 0.04, 0.1)
    let backdrop =
        rect(-10, -10, width + 20, height + 20, {fill: 'url(#t-ground)'}) +
        circle(centre, height * 0.46, Math.min(width, height) * 0.4, {fill: 'url(#t-disc)'}) +
        rect(-10, height * 0.86, width + 20, height * 0.2, {fill: 'url(#t-floor)'})
    // A product word wins over an activity word: "yoga-mats" is a mat, "tile-yoga" an athlete.
    const kind = kindFromName(name)
    const activity = kind ? undefined : ACTIVITIES.find(([pattern]) => pattern.test(name.toLowerCase()))
    if (!kind) {
        const poses = activity ? activity[1] : [pick(['stretch', 'leap', 'reach'] as const, hash)]
        if (activity?.[1][0] === 'tree') {
            const mat = fabricFor(palette.wear[1], 'mat')
            defs += mat.defs
            backdrop += `<path d="M${n(centre - 300)} ${n(height * 0.93)} L${n(centre - 190)} ${n(
                height * 0.86
            )} H${n(centre + 190)} L${n(centre + 300)} ${n(height * 0.93)} Z" fill="${mat.fill}"/>`
        }
        const band = figureBand([...poses], palette, name, {
            x0: centre - 340,
            x1: centre + 340,
            floor: height * 0.94,
            height: height * 0.86
        })
        return {
            width,
            height,
            defs: defs + band.defs,
            backdrop,
            subject: band.svg,
            form: band.form,
            light: {
                shadowDx: 30,
                shadowDy: 6,
                shadowBlur: 12,
                shadowStrength: 0.18,
                volumeBlur: 10,
                depth: 15
            }
        }
    }
    // The colour the name asks for (tile-hoodie-charcoal-marl), else one that stands out from the stage.
    const named = [...COLOURS]
        .sort((a, b) => b.id.length - a.id.length)
        .find((c) => name.toLowerCase().includes(c.id))
    const colourIds = contrastingWear(palette, light).filter((id) => COLOURS.some((c) => c.id === id))
    const fabric = fabricFor(named?.id ?? pick(colourIds.slice(0, 2), hash), 'tile')
    const drawn = drawGarment(kind, lookFromName(name), fabric, false) ?? legacyDrawn(kind, fabric, false)
    const place = placement(drawn)
    // The packshot board is 800 x 1000; the tile shows it a little smaller, centred on the stage.
    const scale = Math.min(0.9, (width * 0.92) / 800)
    const transform = `translate(${n(centre)} ${n(height * 0.5)}) scale(${scale.toFixed(
        4
    )}) translate(-400 -500) ${place.transform}`
    return {
        width,
        height,
        defs: defs + drawn.defs,
        formDefs: drawn.formDefs,
        backdrop,
        subject: `<g transform="${transform}">${drawn.subject}</g>`,
        form: `<g transform="${transform}">${drawn.form}</g>`,
        light: {
            volumeBlur: 24 * place.scale * scale,
            depth: 40 * place.scale * scale,
            reliefBlur: 2.4 * place.scale * scale,
            reliefDepth: 3.4 * place.scale * scale,
            shadowDx: 8,
            shadowDy: 16,
            shadowBlur: 20,
            shadowStrength: 0.2
        }
    }
}
