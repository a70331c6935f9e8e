import {centredWordmark} from '../svg'
import {type Drawer, fill, fold, panel, seam, stitch} from './types'
import type {Fabric} from '../fabric'

// Boxy sweat shapes share their sleeves and body; necklines differ (hood, crew).
const SWEAT_BODY =
    'L575 225 L745 650 L762 712 L702 738 L684 676 L565 440 C565 600 568 760 570 880 Q400 895 230 880 ' +
    'C232 760 235 600 235 440 L116 676 L98 738 L38 712 L55 650 L225 225'

const ribbed = (outline: string, lines: string, fabric: Fabric) =>
    fill(outline, fabric.trim) + seam(lines, fabric.deep, 1.5, 0.3)

const sweatTrims = (fabric: Fabric) => {
    let hemRibs = ''
    for (let x = 214; x < 590; x += 12) hemRibs += `M${x} 822 V896 `
    return (
        ribbed('M200 814 Q400 828 600 814 V910 H200 Z', hemRibs, fabric) +
        seam('M200 814 Q400 828 600 814', fabric.deep, 2.4, 0.8) +
        ribbed(
            'M745 650 L762 712 L702 738 L684 676 Z',
            'M730 658 L746 720 M715 665 L731 727 M700 671 L716 733',
            fabric
        ) +
        ribbed(
            'M55 650 L38 712 L98 738 L116 676 Z',
            'M70 658 L54 720 M85 665 L69 727 M100 671 L84 733',
            fabric
        ) +
        seam('M745 650 L684 676 M55 650 L116 676', fabric.deep, 2.4, 0.8) +
        fold('M250 500 Q290 560 300 640 M550 500 Q510 560 500 640', fabric.deep, 16, 0.06) +
        fold('M640 420 Q670 500 690 560 M160 420 Q130 500 110 560', fabric.deep, 12, 0.08)
    )
}

const HOODIE_FRONT = 'M300 200 C285 120 320 55 400 50 C480 55 515 120 500 200 ' + SWEAT_BODY + ' Z'
const HOODIE_BACK = 'M300 195 C350 208 450 208 500 195 ' + SWEAT_BODY + ' Z'

export const hoodie: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const front = view === 'front'
    const silhouette = front ? HOODIE_FRONT : HOODIE_BACK
    const shoulders = seam('M575 225 Q556 340 565 440 M225 225 Q244 340 235 440', fabric.deep, 2.2, 0.5)
    let details: string
    let over = ''
    if (front) {
        const opening = 'M332 212 C322 148 352 102 400 99 C448 102 478 148 468 212'
        details =
            fill(`${opening} L400 262 Z`, fabric.deep) +
            stitch('M322 214 C310 140 348 90 400 86 C452 90 490 140 478 214', fabric.stitch) +
            seam('M332 212 L400 262 L468 212', fabric.deep, 2.4, 0.8) +
            fill('M300 600 H500 L540 790 H260 Z', fabric.fill) +
            seam('M300 600 H500 M262 790 H538', fabric.deep, 2.2, 0.6) +
            `<path d="M300 600 C284 640 266 670 258 710 M500 600 C516 640 534 670 542 710" fill="none" stroke="${fabric.deep}" stroke-width="5" stroke-opacity="0.6"/>` +
            stitch('M306 610 H494 M270 780 H530', fabric.stitch) +
            centredWordmark(400, 360, 16, fabric.stitch, 0.8)
        over =
            `<g fill="none" stroke="${fabric.cord}" stroke-width="7" stroke-linecap="round">` +
            '<path d="M372 242 C368 300 362 360 356 420"/><path d="M428 242 C434 300 440 350 448 414"/></g>' +
            `<rect x="350" y="414" width="12" height="30" rx="4" fill="${fabric.deep}"/>` +
            `<rect x="442" y="408" width="12" height="30" rx="4" fill="${fabric.deep}"/>` +
            `<circle cx="372" cy="240" r="6" fill="${fabric.deep}"/><circle cx="428" cy="240" r="6" fill="${fabric.deep}"/>`
    } else {
        const hood = 'M306 200 C296 270 304 350 340 410 Q400 440 460 410 C496 350 504 270 494 200 Z'
        details =
            fill(
                'M306 200 C296 270 304 350 340 410 Q400 440 460 410 C496 350 504 270 494 200 Z',
                fabric.deep,
                ' fill-opacity="0.25" transform="translate(0 10)"'
            ) +
            fill(hood, fabric.fill) +
            seam(hood, fabric.deep, 2.2, 0.6) +
            seam('M400 204 V432', fabric.deep, 2.2, 0.6) +
            stitch(
                'M316 206 C308 270 316 346 348 400 Q400 426 452 400 C484 346 492 270 484 206',
                fabric.stitch
            )
    }
    const {defs, svg} = panel(ctx, silhouette, shoulders + sweatTrims(fabric) + details, '', over)
    return {svg, defs, silhouette, focus: {x: 400, y: 250, width: 340}}
}

const SWEAT_FRONT = 'M320 172 C350 180 450 180 480 172 ' + SWEAT_BODY.replace('L575 225', 'L575 225') + ' Z'

export const sweatshirt: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const front = view === 'front'
    const neckline = front ? 'M316 172 C334 246 466 246 484 172' : 'M316 172 C350 194 450 194 484 172'
    const inner = front
        ? fill('M320 172 C350 180 450 180 480 172 C462 238 338 238 320 172 Z', fabric.deep)
        : ''
    let collarRibs = ''
    for (let i = 0; i <= 20; i++) {
        const t = i / 20
        const x = 316 + t * 168
        const y = front ? 172 + Math.sin(t * Math.PI) * 55 : 172 + Math.sin(t * Math.PI) * 17
        collarRibs += `M${x.toFixed(1)} ${(y - 12).toFixed(1)} L${x.toFixed(1)} ${(y + 12).toFixed(1)} `
    }
    const collar =
        `<path d="${neckline}" fill="none" stroke="${fabric.trim}" stroke-width="28"/>` +
        seam(collarRibs, fabric.deep, 1.4, 0.3) +
        seam(
            front ? 'M303 176 C322 270 478 270 497 176' : 'M303 178 C350 210 450 210 497 178',
            fabric.deep,
            2.2,
            0.7
        )
    const raglan = seam('M338 200 L238 440 M462 200 L562 440', fabric.deep, 2.4, 0.55)
    const details =
        raglan + sweatTrims(fabric) + (front ? centredWordmark(400, 340, 22, fabric.stitch, 0.85) : '')
    const {defs, svg} = panel(ctx, SWEAT_FRONT, inner + details, '', collar)
    return {svg, defs, silhouette: SWEAT_FRONT, focus: {x: 400, y: 280, width: 340}}
}

const JACKET =
    'M330 118 C360 108 440 108 470 118 L478 175 L562 205 L742 645 L758 705 L700 730 L684 670 L552 420 ' +
    'C552 580 554 740 558 880 Q400 900 242 880 C246 740 248 580 248 420 L116 670 L100 730 L42 705 L58 645 ' +
    'L238 205 L322 175 Z'

const zip = (fabric: Fabric, top: number, bottom: number) =>
    `<path d="M400 ${top} V${bottom}" stroke="${fabric.deep}" stroke-width="14" stroke-opacity="0.55"/>` +
    `<path d="M400 ${top} V${bottom}" stroke="${fabric.cord}" stroke-width="7" stroke-dasharray="2 3"/>`

const puller = (fabric: Fabric, x: number, y: number, angle = 0) =>
    `<rect x="${x - 6}" y="${y}" width="12" height="34" rx="4" fill="${
        fabric.cord
    }" transform="rotate(${angle} ${x} ${y})"/>`

export const jacket: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const front = view === 'front'
    const collar =
        seam('M322 175 Q400 192 478 175', fabric.deep, 2.4, 0.8) +
        stitch('M330 130 Q400 146 470 130', fabric.stitch)
    const cuffs =
        fill('M742 645 L758 705 L700 730 L684 670 Z', fabric.trim) +
        fill('M58 645 L42 705 L100 730 L116 670 Z', fabric.trim) +
        stitch('M744 666 L690 690 M56 666 L110 690', fabric.stitch) +
        seam('M562 205 Q540 320 552 420 M238 205 Q260 320 248 420', fabric.deep, 2.2, 0.55) +
        fold('M620 330 Q660 420 680 500 M180 330 Q140 420 120 500', fabric.deep, 14, 0.08) +
        stitch('M246 862 Q400 882 554 862', fabric.stitch)
    let details: string
    let over = ''
    if (front) {
        details =
            fill('M336 122 Q400 142 464 122 Q400 112 336 122 Z', fabric.deep) +
            zip(fabric, 124, 892) +
            `<path d="M452 300 L526 288 M272 600 L302 722 M528 600 L498 722" stroke="${fabric.deep}" stroke-width="6" stroke-opacity="0.6"/>` +
            fold('M300 420 Q320 520 310 600 M500 420 Q480 520 490 600', fabric.deep, 14, 0.07)
        over = puller(fabric, 400, 150) + puller(fabric, 520, 290, -8) + puller(fabric, 274, 606, -12)
    } else {
        details =
            fill(
                'M246 330 Q400 352 554 330 L554 346 Q400 368 246 346 Z',
                fabric.deep,
                ' fill-opacity="0.35"'
            ) +
            seam('M246 330 Q400 352 554 330', fabric.deep, 2.4, 0.7) +
            seam('M400 120 V176', fabric.deep, 2, 0.5) +
            centredWordmark(400, 270, 18, '#d9d9d6', 0.9)
    }
    const {defs, svg} = panel(ctx, JACKET, collar + cuffs + details, '', over)
    return {svg, defs, silhouette: JACKET, focus: {x: 420, y: 240, width: 320}}
}

const GILET =
    'M332 118 C360 108 440 108 468 118 L476 175 L545 200 C540 290 560 380 585 430 C590 600 592 760 590 880 ' +
    'Q400 900 210 880 C208 760 210 600 215 430 C240 380 260 290 255 200 L324 175 Z'

export const gilet: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const front = view === 'front'
    // Quilted channels: a bright ridge between dark stitched seams gives the padded look.
    let channels = ''
    for (let y = 250; y < 880; y += 92) {
        channels += fold(`M190 ${y + 46} Q400 ${y + 62} 610 ${y + 46}`, '#ffffff', 42, 0.045)
        channels += seam(`M190 ${y} Q400 ${y + 16} 610 ${y}`, fabric.deep, 3, 0.55)
    }
    const binding =
        stitch('M255 202 C262 290 244 380 218 428 M545 202 C538 290 556 380 582 428', fabric.stitch) +
        seam('M324 175 Q400 192 476 175', fabric.deep, 2.4, 0.8) +
        stitch('M214 862 Q400 882 586 862', fabric.stitch)
    let details = ''
    let over = ''
    if (front) {
        details =
            fill('M338 122 Q400 142 462 122 Q400 112 338 122 Z', fabric.deep) +
            zip(fabric, 124, 892) +
            `<path d="M266 620 L282 760 M534 620 L518 760" stroke="${fabric.deep}" stroke-width="6" stroke-opacity="0.6"/>`
        over = puller(fabric, 400, 150) + puller(fabric, 268, 626, -6)
    } else {
        details = centredWordmark(400, 205, 15, fabric.stitch, 0.8)
    }
    const {defs, svg} = panel(ctx, GILET, channels + binding + details, '', over)
    return {svg, defs, silhouette: GILET, focus: {x: 400, y: 240, width: 320}}
}
