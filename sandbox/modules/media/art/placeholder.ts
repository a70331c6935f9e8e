import {darken, hashString, lighten, pick, STUDIO_NEUTRALS} from './colour'
import {type Box, fitView} from './product/studio'
import {centredWordmark, n, svgDocument} from './svg'

/**
 * Shown for products the host cannot draw: a hanger and the wordmark on the studio sweep, so a grid with a
 * bad image link still looks deliberate rather than broken.
 */
export const placeholderShot = (seed: string, box: Box) => {
    const base = pick(STUDIO_NEUTRALS, hashString(seed))
    const ink = darken(base, 0.22)
    const defs =
        '<linearGradient id="ph-bg" x1="0" y1="0" x2="0" y2="1">' +
        `<stop offset="0" stop-color="${lighten(base, 0.3)}"/><stop offset="1" stop-color="${darken(
            base,
            0.03
        )}"/>` +
        '</linearGradient>'
    const hanger =
        `<g fill="none" stroke="${ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">` +
        '<path d="M400 330 C400 300 430 292 430 268 C430 246 412 232 394 234 C378 236 368 248 368 262"/>' +
        '<path d="M400 330 L232 452 C214 466 222 486 244 486 H556 C578 486 586 466 568 452 Z"/></g>'
    const body =
        '<rect x="-2000" y="-2000" width="4800" height="5000" fill="url(#ph-bg)"/>' +
        hanger +
        centredWordmark(400, 640, 30, ink)
    const view = fitView(box)
    return svgDocument(
        box.width,
        box.height,
        `${n(view.x)} ${n(view.y)} ${n(view.width)} ${n(view.height)}`,
        defs,
        body
    )
}
