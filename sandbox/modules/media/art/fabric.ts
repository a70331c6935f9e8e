import {COLOURS} from '../../../seed/palette'
import {contrastShade, darken, foldShade, isDark, lighten, luminance, seededRandom} from './colour'
import {isPrint, printPattern} from './prints'
import {pattern, rect} from './svg'

/** How one colourway paints a garment: main fill (solid or print), trims, shades and thread colour. */
export interface Fabric {
    colourId: string
    base: string
    /** Paint for main panels: a hex or `url(#pattern)`. */
    fill: string
    /** Solid paint for ribbing, waistbands and binding (prints use their dominant tone). */
    trim: string
    shade: string
    deep: string
    highlight: string
    stitch: string
    /** Drawcords and pullers: a tone that reads against the fabric. */
    cord: string
    /** Pattern definitions `fill` refers to. */
    defs: string
    print: boolean
}

const marl = (id: string, base: string) => {
    const random = seededRandom('marl' + base)
    // A large tile of short, faint slubs: small tiles of strong flecks read as a printed grid.
    const tile = 60
    const light = lighten(base, 0.12)
    const dark = darken(base, 0.1)
    let flecks = rect(0, 0, tile, tile, {fill: base})
    for (let i = 0; i < 90; i++) {
        const fill = i % 2 ? light : dark
        flecks += rect(random() * tile, random() * tile, 2 + random() * 5, 0.9, {
            fill,
            'fill-opacity': 0.5
        })
    }
    return pattern(id, tile, flecks)
}

const MARLS = new Set(['charcoal-marl', 'light-grey-marl'])

export const findColour = (colourId: string) => COLOURS.find((colour) => colour.id === colourId)

/** Builds the fabric for a colour id; `prefix` keeps pattern ids unique when two fabrics share a document. */
export const fabricFor = (colourId: string, prefix: string, fallbackHex = '#b8ad9c'): Fabric => {
    const colour = findColour(colourId)
    const base = colour?.hex ?? fallbackHex
    const print = isPrint(colourId)
    const patternId = `${prefix}-pat`
    let defs = ''
    let fill = base
    if (print) {
        defs = printPattern(patternId, colourId, base)
        fill = `url(#${patternId})`
    } else if (MARLS.has(colourId)) {
        defs = marl(patternId, base)
        fill = `url(#${patternId})`
    }
    // Print trims take the pattern's darkest tone, as real printed leggings bind waistbands in a solid colour.
    const trim = print ? darken(base, colourId === 'tie-dye-print' ? 0.35 : 0.55) : base
    return {
        colourId,
        base,
        fill,
        trim,
        shade: foldShade(base),
        deep: foldShade(base, luminance(base) > 0.5 ? 0.2 : 0.4),
        highlight: luminance(base) > 0.8 ? base : lighten(base, 0.14),
        stitch: contrastShade(base, isDark(base) ? 0.22 : 0.28),
        cord: isDark(base) ? lighten(base, 0.45) : darken(base, 0.3),
        defs,
        print
    }
}
