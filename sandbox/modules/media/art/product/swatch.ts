import type {Fabric} from '../fabric'
import {formGroove, formPanel, formRidge} from '../raster/form'
import type {Scene} from '../raster/scene'
import type {Box} from './studio'

/** A square chip of the fabric with a soft ripple, lit like the packshots (colour swatches in tiles). */
export const swatchScene = (fabric: Fabric, box: Box, sheen: number): Scene => {
    const square = 'M-60 -60 H260 V260 H-60 Z'
    return {
        width: box.width,
        height: box.height,
        view: {x: 0, y: 0, width: 200, height: 200},
        defs: fabric.defs,
        backdrop: `<path d="${square}" fill="${fabric.trim}"/>`,
        subject: `<path d="${square}" fill="${fabric.fill}"/>`,
        form:
            formPanel(square, sheen) +
            formRidge('M-20 70 Q90 40 220 90', sheen, 40, 0.7) +
            formGroove('M-20 140 Q110 120 220 160', sheen, 34, 0.6),
        light: {volumeBlur: 8, depth: 4, reliefBlur: 16, reliefDepth: 14, shadowStrength: 0, grain: 3}
    }
}
