import {contrastShade, darken} from '../colour'
import {centredWordmark} from '../svg'
import {type Drawer, fill, fold, panel, seam, stitch} from './types'

const BAG =
    'M170 430 C170 380 210 350 260 350 H540 C590 350 630 380 630 430 V760 Q630 800 590 800 H210 Q170 800 170 760 Z'

export const bag: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const webbing = darken(fabric.trim, 0.15)
    const handles =
        `<path d="M300 362 C300 250 340 214 400 214 C460 214 500 250 500 362" fill="none" stroke="${darken(
            webbing,
            0.2
        )}" stroke-width="22" transform="translate(14 -6)"/>` +
        `<path d="M300 362 C300 250 340 214 400 214 C460 214 500 250 500 362" fill="none" stroke="${webbing}" stroke-width="22"/>` +
        stitch('M300 362 C300 250 340 214 400 214 C460 214 500 250 500 362', fabric.stitch, 1.6)
    const strap =
        view === 'back'
            ? `<path d="M186 420 C200 200 600 200 614 420" fill="none" stroke="${webbing}" stroke-width="26"/>` +
              `<rect x="340" y="238" width="120" height="40" rx="12" fill="${darken(webbing, 0.25)}"/>`
            : ''
    const inner =
        fill('M160 740 H640 V810 H160 Z', fabric.deep, ' fill-opacity="0.55"') +
        seam('M160 740 H640', fabric.deep, 2.4, 0.8) +
        `<path d="M230 372 H570" stroke="${fabric.deep}" stroke-width="10" stroke-opacity="0.6"/>` +
        `<path d="M230 372 H570" stroke="${fabric.cord}" stroke-width="5" stroke-dasharray="2 3"/>` +
        (view === 'front'
            ? `<rect x="240" y="500" width="320" height="200" rx="24" fill="none" stroke="${fabric.deep}" stroke-width="2.4" stroke-opacity="0.7"/>` +
              stitch('M252 530 H548', fabric.stitch) +
              `<path d="M262 520 H538" stroke="${fabric.deep}" stroke-width="8" stroke-opacity="0.55"/>` +
              centredWordmark(400, 630, 18, fabric.stitch, 0.9)
            : `<path d="M220 480 H580" stroke="${fabric.deep}" stroke-width="3" stroke-opacity="0.5"/>` +
              stitch('M220 492 H580', fabric.stitch)) +
        fold('M200 440 Q230 600 210 740 M600 440 Q570 600 590 740', fabric.deep, 20, 0.1)
    const pullers =
        `<rect x="548" y="364" width="14" height="40" rx="5" fill="${fabric.cord}"/>` +
        (view === 'front'
            ? `<rect x="520" y="514" width="12" height="34" rx="5" fill="${fabric.cord}"/>`
            : '')
    const {defs, svg} = panel(ctx, BAG, inner, strap + handles, pullers)
    return {svg, defs, silhouette: BAG, focus: {x: 440, y: 470, width: 300}}
}

const SOCK =
    'M270 140 H400 V560 C400 600 420 620 460 625 H580 C625 625 650 660 650 700 C650 745 620 770 580 770 H400 ' +
    'C320 770 270 720 270 650 Z'

export const socks: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const accent = contrastShade(fabric.base, 0.14)
    let ribs = ''
    for (let x = 280; x < 400; x += 10) ribs += `M${x} 146 V234 `
    const sock = (back: boolean) =>
        fill(SOCK, fabric.fill) +
        `<g clip-path="url(#${ctx.uid}-clip)">` +
        fill('M260 130 H410 V236 H260 Z', fabric.trim) +
        seam(ribs, fabric.deep, 1.6, 0.35) +
        seam('M260 236 H410', fabric.deep, 2.4, 0.7) +
        fill('M262 630 C262 720 320 780 400 780 V700 C360 700 330 670 330 630 Z', accent) +
        fill('M572 615 C630 615 660 660 660 700 C660 750 630 780 572 780 Z', accent) +
        (back ? '' : centredWordmark(335, 400, 11, fabric.stitch, 0.8)) +
        fold('M300 300 Q330 420 320 560', '#ffffff', 26, 0.06) +
        '</g>' +
        `<path d="${SOCK}" fill="none" stroke="${fabric.deep}" stroke-width="1.6" stroke-opacity="0.5"/>` +
        fill('M274 140 H396 L390 152 H280 Z', fabric.deep, ' fill-opacity="0.8"')
    const svg =
        `<g transform="translate(96 -60)">${sock(true)}</g>` +
        `<g transform="translate(96 -60)">${fill(SOCK, '#000', ' fill-opacity="0.12"')}</g>` +
        sock(view === 'back')
    const defs = `<clipPath id="${ctx.uid}-clip"><path d="${SOCK}"/></clipPath>`
    return {
        svg,
        defs,
        silhouette: SOCK + ' M366 80 H496 V600 L750 600 V720 H366 Z',
        focus: {x: 335, y: 260, width: 260},
        transform: 'translate(400 470) scale(1.08) translate(-440 -450)'
    }
}

const CROWN = 'M262 600 C250 430 330 300 450 296 C570 300 640 400 640 600 Z'
const BRIM = 'M392 588 C320 582 224 594 166 628 C140 644 146 672 190 674 C276 678 378 648 440 608 Z'
const CAP_BACK = 'M220 620 C210 430 300 300 400 296 C500 300 590 430 580 620 Z'

export const cap: Drawer = (ctx) => {
    const {fabric, view} = ctx
    if (view === 'back') {
        const inner =
            seam(
                'M400 300 V620 M400 300 C330 380 300 500 300 620 M400 300 C470 380 500 500 500 620',
                fabric.deep,
                2,
                0.5
            ) +
            fill('M330 620 C330 540 360 510 400 510 C440 510 470 540 470 620 Z', fabric.deep) +
            `<rect x="322" y="536" width="156" height="26" rx="6" fill="${darken(fabric.trim, 0.2)}"/>` +
            `<rect x="440" y="532" width="26" height="34" rx="4" fill="#b9b6ae"/>` +
            stitch('M226 600 H574', fabric.stitch)
        const brim = fill('M190 610 L160 650 H250 L240 610 Z M610 610 L640 650 H550 L560 610 Z', fabric.deep)
        const {defs, svg} = panel(
            ctx,
            CAP_BACK,
            inner,
            brim,
            `<ellipse cx="400" cy="300" rx="16" ry="8" fill="${fabric.trim}"/>`
        )
        return {
            svg,
            defs,
            silhouette: CAP_BACK,
            focus: {x: 400, y: 560, width: 280},
            transform: 'translate(0 -40)'
        }
    }
    const inner =
        seam('M450 300 C400 360 372 460 368 596 M450 300 C500 380 526 480 526 600', fabric.deep, 2.2, 0.55) +
        stitch('M272 580 C400 590 520 596 636 584', fabric.stitch) +
        fold('M300 420 Q330 360 400 330', '#ffffff', 30, 0.08) +
        `<circle cx="560" cy="410" r="6" fill="${fabric.deep}"/><circle cx="330" cy="420" r="6" fill="${fabric.deep}"/>` +
        centredWordmark(320, 500, 14, fabric.stitch, 0.9)
    const brim =
        fill(BRIM, fabric.fill) +
        fill(BRIM, '#000000', ' fill-opacity="0.08"') +
        fill(
            'M166 628 C140 644 146 672 190 674 C276 678 378 648 440 608 L436 626 C374 668 276 694 184 690 C134 688 130 652 166 628 Z',
            fabric.deep
        ) +
        stitch('M380 600 C312 596 226 606 180 632', fabric.stitch) +
        stitch('M372 612 C312 608 238 618 196 644', fabric.stitch)
    const {defs, svg} = panel(
        ctx,
        CROWN,
        inner,
        '',
        brim + `<ellipse cx="450" cy="298" rx="16" ry="8" fill="${fabric.trim}"/>`
    )
    return {
        svg,
        defs,
        silhouette: CROWN + ' ' + BRIM,
        focus: {x: 330, y: 560, width: 300},
        transform: 'translate(20 -40)'
    }
}
