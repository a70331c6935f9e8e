import {centredWordmark} from '../svg'
import {type Drawer, enlarge, fill, fold, panel, seam, stitch} from './types'

const BRA_FRONT =
    'M290 300 L330 300 C338 380 370 440 400 442 C430 440 462 380 470 300 L510 300 C520 360 550 410 585 440 ' +
    'L588 560 C590 590 588 620 585 645 Q400 660 215 645 C212 620 210 590 212 560 L215 440 C250 410 280 360 290 300 Z'
const BRA_BACK =
    'M290 300 L330 300 C340 340 370 380 400 392 C430 380 460 340 470 300 L510 300 C500 370 450 420 430 442 ' +
    'C480 452 540 456 585 462 L588 560 C590 590 588 620 585 645 Q400 660 215 645 C212 620 210 590 212 560 ' +
    'L215 462 C260 456 320 452 370 442 C350 420 300 370 290 300 Z'

export const sportsBra: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const front = view === 'front'
    const silhouette = front ? BRA_FRONT : BRA_BACK
    // Ghost-mannequin look: the inside of the opposite panel shows through necklines and cut-outs.
    const under = fill(front ? 'M330 300 Q400 372 470 300 L470 440 L330 440 Z' : BRA_FRONT, fabric.deep)
    const band =
        fill('M180 560 Q400 574 620 560 V680 H180 Z', fabric.trim) +
        seam('M180 560 Q400 574 620 560', fabric.deep, 2.6) +
        stitch('M180 574 Q400 588 620 574', fabric.stitch) +
        stitch('M180 632 Q400 646 620 632', fabric.stitch)
    const details = front
        ? stitch('M338 302 C346 374 374 426 400 428 C426 426 454 374 462 302', fabric.stitch) +
          seam('M312 318 C306 400 300 480 302 560 M488 318 C494 400 500 480 498 560', fabric.deep, 2, 0.4) +
          stitch('M298 302 C290 360 262 410 226 438 M502 302 C510 360 538 410 574 438', fabric.stitch) +
          centredWordmark(400, 606, 14, fabric.stitch, 0.9)
        : stitch('M338 302 C348 336 376 370 400 380 C424 370 452 336 462 302', fabric.stitch) +
          seam('M400 392 V560', fabric.deep, 2.2, 0.6) +
          fold('M330 470 Q360 520 400 530 Q440 520 470 470', fabric.deep, 10, 0.12)
    const {defs, svg} = panel(ctx, silhouette, band + details, under)
    return {svg, defs, silhouette, focus: {x: 400, y: 560, width: 300}, transform: enlarge(1.32, 400, 470)}
}

const TANK_FRONT =
    'M300 180 L345 180 C350 270 375 328 400 330 C425 328 450 270 455 180 L500 180 C505 280 530 360 570 400 ' +
    'C562 500 555 560 558 640 C560 740 562 800 562 870 Q400 895 238 870 C238 800 240 740 242 640 ' +
    'C245 560 238 500 230 400 C270 360 295 280 300 180 Z'
const TANK_BACK =
    'M300 180 L345 180 C352 230 375 262 400 265 C425 262 448 230 455 180 L500 180 C490 260 450 320 425 345 ' +
    'C480 380 540 420 570 450 C562 520 555 580 558 640 C560 740 562 800 562 870 Q400 895 238 870 ' +
    'C238 800 240 740 242 640 C245 580 238 520 230 450 C260 420 320 380 375 345 C350 320 310 260 300 180 Z'

export const tank: Drawer = (ctx) => {
    const {fabric, view} = ctx
    const front = view === 'front'
    const silhouette = front ? TANK_FRONT : TANK_BACK
    const under = fill(front ? 'M345 180 Q400 250 455 180 L455 330 L345 330 Z' : TANK_FRONT, fabric.deep)
    const hem = stitch('M230 852 Q400 877 570 852', fabric.stitch)
    const folds =
        fold('M250 600 Q300 630 330 700 M550 600 Q500 630 470 700', fabric.deep, 12, 0.1) +
        fold('M300 800 Q350 830 380 860 M500 800 Q450 830 420 860', fabric.deep, 8, 0.1)
    const details = front
        ? stitch('M352 182 C357 262 380 316 400 318 C420 316 443 262 448 182', fabric.stitch) +
          stitch('M308 182 C303 280 280 356 244 392 M492 182 C497 280 520 356 556 392', fabric.stitch) +
          centredWordmark(470, 420, 12, fabric.stitch, 0.8)
        : stitch('M352 182 C358 226 378 252 400 254 C422 252 442 226 448 182', fabric.stitch) +
          stitch('M308 182 C318 260 350 316 385 345 M492 182 C482 260 450 316 415 345', fabric.stitch) +
          seam('M400 268 V360', fabric.deep, 2, 0.5)
    const {defs, svg} = panel(ctx, silhouette, details + folds + hem, under)
    return {svg, defs, silhouette, focus: {x: 400, y: 280, width: 300}, transform: enlarge(1.06, 400, 520)}
}

/** Tee and long-sleeve share a body; only the sleeves change (right sleeve, then left side and sleeve). */
const SHORT_SLEEVES = {
    right: 'L570 205 L670 395 L595 440 L560 380 C556 500 556 650 558 810',
    left: 'C244 650 244 500 240 380 L205 440 L130 395 L230 205'
}
const LONG_SLEEVES = {
    right: 'L560 200 L742 640 L760 700 L700 728 L684 668 L552 410 C554 540 556 660 558 810',
    left: 'C244 660 246 540 248 410 L116 668 L100 728 L40 700 L58 640 L240 200'
}

const tee =
    (long: boolean): Drawer =>
    (ctx) => {
        const {fabric, view} = ctx
        const front = view === 'front'
        const sleeves = long ? LONG_SLEEVES : SHORT_SLEEVES
        const silhouette = `M325 165 C350 175 450 175 475 165 ${sleeves.right} Q400 830 242 810 ${sleeves.left} Z`
        const neckline = front ? 'M325 165 C342 238 458 238 475 165' : 'M325 165 C350 180 450 180 475 165'
        const inner = front
            ? fill('M325 165 C350 175 450 175 475 165 C458 238 342 238 325 165 Z', fabric.deep)
            : ''
        const collar =
            `<path d="${neckline}" fill="none" stroke="${fabric.trim}" stroke-width="18"/>` +
            seam(
                front ? 'M316 170 C334 254 466 254 484 170' : 'M318 172 C350 192 450 192 482 172',
                fabric.deep,
                2,
                0.7
            )
        const cuffs = long
            ? fill('M742 640 L760 700 L700 728 L684 668 Z', fabric.trim) +
              fill('M58 640 L40 700 L100 728 L116 668 Z', fabric.trim) +
              seam('M742 640 L684 668 M58 640 L116 668', fabric.deep, 2.2) +
              seam(
                  'M722 660 L738 712 M704 668 L718 720 M78 660 L62 712 M96 668 L82 720',
                  fabric.deep,
                  1.4,
                  0.35
              )
            : stitch('M657 372 L584 416 M143 372 L216 416', fabric.stitch)
        const armholes = seam(
            long
                ? 'M560 200 Q544 310 552 410 M240 200 Q256 310 248 410'
                : 'M570 205 Q548 300 560 380 M230 205 Q252 300 240 380',
            fabric.deep,
            2.2,
            0.55
        )
        const folds =
            fold('M272 430 Q300 470 310 520 M528 430 Q500 470 490 520', fabric.deep, 16, 0.06) +
            fold('M290 740 Q320 760 340 790 M510 740 Q480 760 460 790', fabric.deep, 12, 0.06) +
            (long ? fold('M110 560 Q140 600 150 650 M690 560 Q660 600 650 650', fabric.deep, 8, 0.12) : '')
        const details =
            seam('M325 165 L235 203 M475 165 L565 203', fabric.deep, 2, 0.5) +
            stitch('M244 792 Q400 812 556 792', fabric.stitch) +
            (front
                ? centredWordmark(480, 290, 11, fabric.stitch, 0.8)
                : centredWordmark(400, 250, 13, fabric.stitch, 0.7))
        const {defs, svg} = panel(ctx, silhouette, inner + details + armholes + cuffs + folds, '', collar)
        return {svg, defs, silhouette, focus: {x: 400, y: 260, width: 320}}
    }

export const teeShirt = tee(false)
export const longSleeveTop = tee(true)
