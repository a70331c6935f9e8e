import type {LookToken} from '../../../../seed/looks'
import {darken, isDark, lighten} from '../colour'
import type {Fabric} from '../fabric'
import {corner, outline, type OutlineNode, symmetric} from '../raster/outline'
import {Drawing, type Drawn} from './drawing'
import {interior, logo, zipColours} from './top-parts'

/** Webbing and trims: a shade darker than the bag (lighter on black bags). */
const webbing = (fabric: Fabric) =>
    isDark(fabric.base) ? lighten(fabric.base, 0.12) : darken(fabric.trim, 0.22)

const strap = (g: Drawing, d: string, width: number) => {
    const colour = webbing(g.fabric)
    g.paint(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`)
    g.stitch(d, g.fabric.stitch, 1.4, '5 4')
    g.shape(
        `<path d="${d}" fill="none" stroke="rgb(255,150,60)" stroke-width="${width}" stroke-linecap="round"/>`
    )
}

const zip = (g: Drawing, d: string) => {
    const c = zipColours(g.fabric)
    g.paint(`<path d="${d}" fill="none" stroke="${c.tape}" stroke-width="9" stroke-linecap="round"/>`)
    g.paint(`<path d="${d}" fill="none" stroke="${c.teeth}" stroke-width="4" stroke-dasharray="1.8 1.4"/>`)
    g.fold(d, 8, 0.5)
}

/** A backpack: rounded top, zipped front pocket, grab loop and shoulder straps (padded straps on the back). */
const backpack = (g: Drawing, back: boolean) => {
    const body: OutlineNode[] = symmetric([
        [400, 250],
        [330, 256],
        [262, 300],
        [244, 380],
        corner([240, 760]),
        [400, 774]
    ])
    g.extent(body)
    if (!back) {
        strap(g, 'M300 290 C236 380 222 520 250 700', 30)
        strap(g, 'M500 290 C564 380 578 520 550 700', 30)
    }
    strap(g, 'M372 262 C372 214 428 214 428 262', 16)
    const clip = g.piece(outline(body))
    g.within(clip, () => {
        zip(g, 'M262 380 C300 300 500 300 538 380')
        if (back) {
            const pad =
                'M300 330 H500 Q520 330 520 350 V650 Q520 670 500 670 H300 Q280 670 280 650 V350 Q280 330 300 330 Z'
            g.piece(pad, {paint: darken(g.fabric.fill, 0.06), volume: 220})
            strap(g, 'M330 300 C320 420 300 560 290 700', 36)
            strap(g, 'M470 300 C480 420 500 560 510 700', 36)
        } else {
            const pocket =
                'M286 520 Q286 490 316 490 H484 Q514 490 514 520 V720 Q514 746 484 746 H316 Q286 746 286 720 Z'
            g.piece(pocket, {apart: true, volume: 200})
            zip(g, 'M300 522 H500')
            logo(g, 400, 620, 16, 0.45)
            g.fold('M270 420 Q400 440 530 420', 24, 0.2)
        }
    })
    return {focus: {x: 400, y: back ? 420 : 540, width: 320}}
}

/** A tote: a soft trapezoid with two long handles and an open top. */
const tote = (g: Drawing, back: boolean) => {
    const body: OutlineNode[] = [
        corner([212, 360]),
        corner([588, 360]),
        corner([560, 760]),
        corner([240, 760])
    ]
    g.extent(body)
    g.extent([[260, 140]])
    strap(g, 'M290 364 C290 150 510 150 510 364', 20)
    g.paint(`<path d="M214 360 Q400 336 586 360 Q400 376 214 360 Z" fill="${interior(g.fabric)}"/>`)
    const clip = g.piece(outline(body))
    g.within(clip, () => {
        g.stitch('M220 378 Q400 392 580 378')
        g.fold('M300 380 Q290 560 310 740', 26, 0.25)
        g.fold('M500 380 Q520 560 490 740', 26, 0.22)
        if (!back) logo(g, 400, 560, 20, 0.5)
        else g.seam('M280 430 H520 M280 430 V600 H520 V430', 0.8)
    })
    strap(g, 'M330 366 C330 230 470 230 470 366', 18)
    return {focus: {x: 400, y: 430, width: 300}}
}

/** A duffel: a wide barrel with round end panels, a top zip, wrapped handles and a shoulder strap. */
const duffel = (g: Drawing, back: boolean) => {
    const body =
        'M170 470 Q170 400 250 400 H550 Q630 400 630 470 V690 Q630 740 580 740 H220 Q170 740 170 690 Z'
    g.extent([
        [160, 240],
        [640, 750]
    ])
    strap(g, 'M190 470 C200 250 600 250 610 470', 18)
    const clip = g.piece(body)
    g.within(clip, () => {
        for (const x of [170, 630]) {
            const end = `M${x - 40} 410 Q${x + (x < 400 ? 60 : -60)} 570 ${x - 40} 740`
            g.seam(end, 1.2, 2.4)
            g.fold(end, 16, 0.5)
        }
        zip(g, 'M236 420 H564')
        if (!back) {
            g.seam('M280 560 H520 V690 H280 Z', 0.9)
            zip(g, 'M292 572 H508')
            logo(g, 400, 640, 16, 0.45)
        }
        g.fold('M200 720 Q400 700 600 720', 20, 0.3)
    })
    strap(g, 'M330 410 C330 330 470 330 470 410', 22)
    g.paint(`<rect x="376" y="338" width="48" height="30" rx="8" fill="${webbing(g.fabric)}"/>`)
    return {focus: {x: 400, y: 420, width: 300}}
}

/** The bag a look asks for (backpack, tote or duffel), front or back. */
export const drawBag = (look: Set<LookToken>, fabric: Fabric, back: boolean): Drawn => {
    const g = new Drawing(fabric, look.has('waterproof') ? 0.5 : 0.25)
    const {focus} = look.has('backpack')
        ? backpack(g, back)
        : look.has('tote')
        ? tote(g, back)
        : duffel(g, back)
    return g.done(focus, look.has('tote') ? 1.05 : 1.1)
}
