import {centredWordmark} from '../svg'
import {type Drawer, enlarge, fill, fold, panel, seam, stitch} from './types'

const LEGGINGS =
    'M262 105 L538 105 C548 170 556 250 554 330 C550 450 530 560 518 640 C508 740 496 840 488 915 L420 915 ' +
    'C422 830 424 720 426 640 C428 560 416 490 400 445 C384 490 372 560 374 640 C376 720 378 830 380 915 ' +
    'L312 915 C304 840 292 740 282 640 C270 560 250 450 246 330 C244 250 252 170 262 105 Z'

export const leggings: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const band = fill('M200 95 H600 V182 Q400 200 200 182 Z', fabric.trim)
    const bandLines =
        seam('M200 183 Q400 201 600 183', fabric.deep, 2.6) +
        stitch('M200 172 Q400 189 600 172', fabric.stitch) +
        fold('M300 140 Q400 150 500 140', '#ffffff', 14, 0.07)
    const hems = stitch('M290 897 H392 M408 897 H510', fabric.stitch)
    const creases =
        fold('M300 628 Q330 645 362 630', fabric.deep, 8) +
        fold('M438 630 Q470 645 500 628', fabric.deep, 8) +
        fold('M312 850 Q340 860 374 852 M426 852 Q460 860 488 850', fabric.deep, 6, 0.14) +
        fold('M360 425 Q382 418 394 398 M440 425 Q418 418 406 398', fabric.deep, 6, 0.2)
    let details: string
    if (view === 'front') {
        details =
            seam('M381 402 L400 445 L419 402', fabric.deep, 2) +
            seam('M262 215 C300 330 330 440 342 580', fabric.deep, 2.2, 0.5) +
            seam('M538 215 C500 330 470 440 458 580', fabric.deep, 2.2, 0.5)
    } else {
        details =
            seam('M400 190 L400 445', fabric.deep, 2.4) +
            seam('M250 340 C300 420 360 440 400 445 C440 440 500 420 550 340', fabric.deep, 2.2, 0.55) +
            centredWordmark(400, 140, 18, fabric.stitch, 0.9)
    }
    const opening = fill('M266 106 Q400 124 534 106 Q400 98 266 106 Z', fabric.deep)
    const {defs, svg} = panel(ctx, LEGGINGS, band + bandLines + details + creases + hems, '', opening)
    return {svg, defs, silhouette: LEGGINGS, focus: {x: 400, y: 225, width: 330}}
}

const SHORTS =
    'M240 200 H560 C570 280 584 360 592 440 C600 520 610 590 616 650 L444 672 C436 600 424 540 400 505 ' +
    'C376 540 364 600 356 672 L184 650 C190 590 200 520 208 440 C216 360 230 280 240 200 Z'

export const shorts: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const band = fill('M180 190 H620 V272 Q400 286 180 272 Z', fabric.trim)
    const bandLines =
        seam('M180 272 Q400 287 620 272', fabric.deep, 2.6) +
        stitch('M180 260 Q400 274 620 260', fabric.stitch) +
        stitch('M180 214 H620', fabric.stitch)
    // Running shorts: the front panel's rounded split lets the back panel show, a shade darker, at each side.
    const split = (mirror: boolean) => {
        const x = (v: number) => (mirror ? 800 - v : v)
        return (
            fill(
                `M${x(592)} 460 Q${x(590)} 560 ${x(576)} 605 Q${x(556)} 660 ${x(480)} 668 L${x(630)} 668 L${x(
                    630
                )} 460 Z`,
                fabric.deep,
                ' fill-opacity="0.5"'
            ) +
            seam(
                `M${x(592)} 460 Q${x(590)} 560 ${x(576)} 605 Q${x(556)} 660 ${x(480)} 668`,
                fabric.deep,
                2.4,
                0.8
            ) +
            stitch(
                `M${x(579)} 470 Q${x(577)} 560 ${x(564)} 598 Q${x(546)} 646 ${x(480)} 654`,
                fabric.stitch
            ) +
            fold(`M${x(300)} 560 Q${x(330)} 600 ${x(360)} 640`, fabric.deep, 8, 0.12)
        )
    }
    const hems = stitch('M180 636 L356 657 M444 657 L620 636', fabric.stitch)
    const details =
        view === 'front'
            ? seam('M386 480 L400 505 L414 480', fabric.deep, 2)
            : seam('M400 285 L400 505', fabric.deep, 2.4) +
              fill('M340 222 H460 V248 H340 Z', fabric.deep, ' fill-opacity="0.35"') +
              seam('M350 236 H450', fabric.stitch, 3, 0.9) +
              fill('M446 230 h10 v16 h-10 Z', fabric.stitch)
    const cords =
        view === 'front'
            ? `<g fill="none" stroke="${fabric.cord}" stroke-width="6" stroke-linecap="round">` +
              '<path d="M392 250 C380 300 372 330 360 370"/><path d="M408 250 C420 300 432 330 446 366"/></g>' +
              `<circle cx="392" cy="250" r="6" fill="${fabric.deep}"/><circle cx="408" cy="250" r="6" fill="${fabric.deep}"/>`
            : ''
    const {defs, svg} = panel(
        ctx,
        SHORTS,
        band + bandLines + split(false) + split(true) + details + hems,
        '',
        cords
    )
    return {
        svg,
        defs,
        silhouette: SHORTS,
        focus: {x: 400, y: 300, width: 340},
        transform: enlarge(1.3, 400, 430)
    }
}

const JOGGERS =
    'M255 95 H545 C555 150 566 220 568 300 C558 520 538 700 516 850 L506 858 L504 930 L426 930 L424 858 L418 850 ' +
    'C424 700 418 560 400 470 C382 560 376 700 382 850 L376 858 L374 930 L296 930 L294 858 L284 850 ' +
    'C262 700 242 520 232 300 C234 220 245 150 255 95 Z'

export const joggers: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const rib = (x: number) => {
        let lines = ''
        for (let i = 0; i < 9; i++) lines += `M${x + 6 + i * 9.5} 862 V926 `
        return fill(`M${x} 856 H${x + 94} V932 H${x} Z`, fabric.trim) + seam(lines, fabric.deep, 1.6, 0.35)
    }
    const band = fill('M200 88 H600 V168 Q400 180 200 168 Z', fabric.trim)
    const bandLines =
        seam('M200 168 Q400 181 600 168', fabric.deep, 2.6) +
        stitch('M200 156 Q400 168 600 156', fabric.stitch)
    const gathers =
        fold('M290 835 Q320 850 335 840 M345 845 Q360 830 378 842', fabric.deep, 7, 0.2) +
        fold('M422 842 Q440 830 455 845 M465 840 Q480 850 510 835', fabric.deep, 7, 0.2) +
        fold('M270 600 Q310 630 360 610 M440 610 Q490 630 530 600', fabric.deep, 9, 0.14) +
        fold('M262 700 Q300 720 330 700 M470 700 Q500 720 538 700', fabric.deep, 8, 0.12) +
        fold('M365 440 Q385 430 394 410 M435 440 Q415 430 406 410', fabric.deep, 7, 0.18)
    const details =
        view === 'front'
            ? seam('M264 175 C300 215 306 262 290 330', fabric.deep, 2.6, 0.8) +
              seam('M536 175 C500 215 494 262 510 330', fabric.deep, 2.6, 0.8) +
              stitch('M420 172 V330 Q420 360 400 380', fabric.stitch)
            : seam('M400 170 L400 470', fabric.deep, 2.4) +
              fill('M440 230 H520 V320 Q480 332 440 320 Z', fabric.deep, ' fill-opacity="0.18"') +
              stitch('M446 236 H514 V315 Q480 326 446 315 Z', fabric.stitch)
    const cords =
        view === 'front'
            ? `<g fill="none" stroke="${fabric.cord}" stroke-width="6" stroke-linecap="round">` +
              '<path d="M388 140 C378 200 372 250 368 300"/><path d="M412 140 C424 200 430 246 440 296"/></g>' +
              `<circle cx="388" cy="140" r="7" fill="${fabric.deep}"/><circle cx="412" cy="140" r="7" fill="${fabric.deep}"/>` +
              `<rect x="362" y="296" width="12" height="26" rx="4" fill="${fabric.deep}"/>` +
              `<rect x="435" y="292" width="12" height="26" rx="4" fill="${fabric.deep}"/>`
            : ''
    const opening = fill('M260 96 Q400 114 540 96 Q400 88 260 96 Z', fabric.deep)
    const {defs, svg} = panel(
        ctx,
        JOGGERS,
        band + bandLines + details + gathers + rib(290) + rib(416),
        '',
        opening + cords
    )
    return {svg, defs, silhouette: JOGGERS, focus: {x: 400, y: 200, width: 320}}
}
