import {darken} from './colour'
import {type Box, fittedViewBox, studioBackdrop} from './studio'
import {centredWordmark, svgDocument} from './svg'

/**
 * Shown for products the host cannot draw: a hanger and the wordmark on the studio sweep, so a grid with a
 * bad image link still looks deliberate rather than broken.
 */
export const placeholderShot = (seed: string, box: Box) => {
    const backdrop = studioBackdrop(seed, 'ph')
    const ink = darken(backdrop.base, 0.22)
    const hanger =
        `<g fill="none" stroke="${ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">` +
        '<path d="M400 330 C400 300 430 292 430 268 C430 246 412 232 394 234 C378 236 368 248 368 262"/>' +
        '<path d="M400 330 L232 452 C214 466 222 486 244 486 H556 C578 486 586 466 568 452 Z"/></g>'
    const body = backdrop.svg + hanger + centredWordmark(400, 640, 30, ink)
    return svgDocument(box.width, box.height, fittedViewBox(box), backdrop.defs, body)
}
