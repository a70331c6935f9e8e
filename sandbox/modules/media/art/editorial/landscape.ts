import {darken, hashString, lighten, mix, pick, seededRandom} from '../colour'
import {leafShadows} from '../lifestyle'
import {circle, n, rect, smoothPath, type Point} from '../svg'
import {figureBand} from './figures'
import type {Palette} from './palette'
import type {EditorialScene} from './scene'

/** Layered ridges under a low sun with mist between them; small figures walk the nearest ridge. */
export const landscapeScene = (name: string, palette: Palette, aspect: number): EditorialScene => {
    const width = 1000 * aspect
    const height = 1000
    const random = seededRandom(name + 'land')
    const [light, mid, deep] = palette.fields
    const sky =
        `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(
            light,
            0.3
        )}"/>` +
        `<stop offset="0.7" stop-color="${palette.ground}"/></linearGradient>` +
        '<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/>' +
        '<stop offset="1" stop-color="#fff" stop-opacity="0.35"/></linearGradient>'
    let body = rect(-10, -10, width + 20, height + 20, {fill: 'url(#sky)'})
    body += circle(width * (0.25 + random() * 0.5), height * 0.3, height * 0.11, {fill: lighten(mid, 0.35)})
    const layers = 4
    let ridgeTop = 0
    for (let layer = 0; layer < layers; layer++) {
        const base = height * (0.42 + layer * 0.13)
        const amplitude = height * (0.16 - layer * 0.025)
        const points: Point[] = [[-40, height + 20]]
        const steps = 6 + layer
        for (let i = 0; i <= steps; i++) {
            points.push([-40 + ((width + 80) * i) / steps, base - random() * amplitude])
        }
        points.push([width + 40, height + 20])
        const colour = mix(mix(light, deep, 0.2 + layer * 0.24), palette.ground, 0.15)
        body += `<path d="${smoothPath(points, false, 0.9)} Z" fill="${colour}"/>`
        body += rect(-10, base - amplitude, width + 20, amplitude + height * 0.1, {fill: 'url(#mist)'})
        ridgeTop = base - amplitude * 0.3
    }
    const figures = figureBand(['walk', 'leap'], palette, name, {
        x0: width * 0.5,
        x1: width * 0.8,
        floor: Math.min(height * 0.94, ridgeTop + height * 0.2),
        height: height * 0.34
    })
    return {
        width,
        height,
        defs: sky + figures.defs,
        backdrop: body,
        subject: figures.svg,
        form: figures.form,
        light: {shadowDx: 10, shadowDy: 4, shadowBlur: 8, shadowStrength: 0.12, volumeBlur: 5, depth: 8}
    }
}

/** Studio set: a tall arch of window light on a tinted wall, leaf shadows, one athlete stretching. */
export const studioScene = (name: string, palette: Palette, aspect: number): EditorialScene => {
    const width = 1000 * aspect
    const height = 1000
    const [light, mid] = palette.fields
    const wall = mix(palette.ground, light, 0.5)
    const centre = width / 2
    const body =
        rect(-10, -10, width + 20, height + 20, {fill: wall}) +
        `<path d="M${n(centre - 330)} 0 L${n(centre - 60)} 0 L${n(centre + 40)} ${n(height * 0.84)} L${n(
            centre - 230
        )} ${n(height * 0.84)} Z" fill="#ffffff" fill-opacity="0.22"/>` +
        `<path d="M${n(centre - 210)} ${n(height * 0.84)} V${n(height * 0.34)} A210 210 0 0 1 ${n(
            centre + 210
        )} ${n(height * 0.34)} V${n(height * 0.84)} Z" fill="${mix(mid, wall, 0.45)}"/>` +
        `<g transform="translate(${n(centre - 400)} 0)">${leafShadows(name, darken(wall, 0.6))}</g>` +
        rect(-10, height * 0.84, width + 20, height * 0.2, {fill: darken(wall, 0.06)})
    const figures = figureBand(
        [pick(['stretch', 'reach', 'warrior'] as const, hashString(name))],
        palette,
        name,
        {
            x0: centre - 300,
            x1: centre + 300,
            floor: height * 0.92,
            height: height * 0.8
        }
    )
    return {
        width,
        height,
        defs: figures.defs,
        backdrop: body,
        subject: figures.svg,
        form: figures.form,
        light: {shadowDx: 40, shadowDy: 6, shadowBlur: 14, shadowStrength: 0.18, volumeBlur: 10, depth: 15}
    }
}

/** Soft colour-field gradient with a grain of fine lines: a quiet backdrop for editorial copy. */
export const gradientScene = (name: string, palette: Palette, aspect: number): EditorialScene => {
    const width = 1000 * aspect
    const height = 1000
    const random = seededRandom(name + 'grad')
    let defs = ''
    let body = rect(-10, -10, width + 20, height + 20, {fill: palette.ground})
    palette.fields.forEach((field, i) => {
        defs += `<radialGradient id="blob${i}"><stop offset="0" stop-color="${field}" stop-opacity="0.9"/><stop offset="1" stop-color="${field}" stop-opacity="0"/></radialGradient>`
        body += `<ellipse cx="${n(width * random())}" cy="${n(height * random())}" rx="${n(
            width * (0.4 + random() * 0.3)
        )}" ry="${n(height * (0.4 + random() * 0.3))}" fill="url(#blob${i})"/>`
    })
    const figures = figureBand(
        [pick(['leap', 'reach', 'stretch'] as const, hashString(name))],
        palette,
        name,
        {
            x0: width * 0.28,
            x1: width * 0.72,
            floor: height * 0.95,
            height: height * 0.8
        }
    )
    return {
        width,
        height,
        defs: defs + figures.defs,
        backdrop: body,
        subject: figures.svg,
        form: figures.form,
        light: {shadowDx: 30, shadowDy: 10, shadowBlur: 18, shadowStrength: 0.16, volumeBlur: 10, depth: 15}
    }
}
