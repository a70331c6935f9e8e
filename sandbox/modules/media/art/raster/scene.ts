import sharp from 'sharp'
import {n} from '../svg'
import {type Lighting, shade} from './shade'
import {paintSweep, type Sweep} from './sweep'

/**
 * A picture to be "photographed": SVG layers in one art space plus how to light them. Drawings build scenes;
 * `renderScene` rasterises the layers with librsvg, blurs the form layers with libvips and lights the result.
 */
export interface Scene {
    /** Output pixels. */
    width: number
    height: number
    /** Art-space window shown (the output keeps its own aspect, filling the box: `slice`). */
    view: {x: number; y: number; width: number; height: number}
    /** Definitions (patterns, gradients, clip paths) shared by the backdrop and the subject. */
    defs: string
    /** SVG markup, or a plain studio sweep painted directly (a third of the cost of a product shot). */
    backdrop: string | Sweep
    subject: string
    /**
     * The subject's form, painted in `form.ts` colours: red is volume (panels filled, gaps between panels
     * cut out), green is relief around 128, blue is sheen.
     */
    form: string
    formDefs?: string
    light?: Partial<SceneLight>
}

/** Lighting in art units (converted to pixels for the requested size). */
export interface SceneLight {
    /** Blur that rounds panels off; about half the width of a sleeve or leg. */
    volumeBlur: number
    depth: number
    reliefBlur: number
    reliefDepth: number
    shadowBlur: number
    shadowDx: number
    shadowDy: number
    shadowStrength: number
    grain: number
    ambient: number
}

export const DEFAULT_LIGHT: SceneLight = {
    volumeBlur: 26,
    depth: 40,
    reliefBlur: 2.6,
    reliefDepth: 3.2,
    shadowBlur: 22,
    shadowDx: 6,
    shadowDy: 16,
    shadowStrength: 0.24,
    grain: 5,
    ambient: 0.42
}

const svgDoc = (scene: Scene, defs: string, body: string, scale = 1) => {
    const {x, y, width, height} = scene.view
    return Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(
            scene.width * scale
        )}" height="${Math.round(scene.height * scale)}" ` +
            `viewBox="${n(x)} ${n(y)} ${n(width)} ${n(height)}" preserveAspectRatio="xMidYMid slice">` +
            `<defs>${defs}</defs>${body}</svg>`
    )
}

/** Output pixels per art unit for a scene (the view fills the box, so the larger ratio wins). */
export const pixelsPerUnit = (scene: Pick<Scene, 'width' | 'height' | 'view'>) =>
    Math.max(scene.width / scene.view.width, scene.height / scene.view.height)

interface Plane {
    data: Buffer
    width: number
    height: number
    channels: number
}

/**
 * One channel of a raster at the output size, 16 bits deep (slopes of an 8-bit blur show as steps), optionally
 * blurred with libvips' Gaussian (sigma in output pixels). Wide blurs run on a reduced copy and are scaled back
 * up: the result is smooth either way, and the reduced blur costs a fraction of the full-size one.
 */
const channel = async (source: Plane, index: number, out: {width: number; height: number}, sigma = 0) => {
    const {width, height, channels} = source
    const plane = new Uint16Array(width * height)
    for (let i = 0, j = index; i < plane.length; i++, j += channels) plane[i] = source.data[j] * 257
    const scale = width / out.width
    const blur = sigma * scale
    if (blur < 0.3 && width === out.width) return plane
    const shrink = Math.max(1, Math.min(4, Math.floor(blur / 3)))
    const raw16 = {channels: 1 as const}
    let data: Uint16Array = plane
    let size = {width, height}
    // Each step is its own pipeline: sharp keeps only the last resize of a pipeline.
    const step = async (build: (image: sharp.Sharp) => sharp.Sharp) => {
        const done = await build(sharp(data, {raw: {...size, ...raw16}}))
            .toColourspace('grey16')
            .raw({depth: 'ushort'})
            .toBuffer({resolveWithObject: true})
        data = new Uint16Array(done.data.buffer, done.data.byteOffset, done.data.byteLength / 2)
        size = {width: done.info.width, height: done.info.height}
    }
    if (shrink > 1)
        await step((image) =>
            image.resize(Math.max(1, Math.round(width / shrink)), Math.max(1, Math.round(height / shrink)), {
                kernel: 'linear',
                fit: 'fill'
            })
        )
    if (blur >= 0.3) await step((image) => image.blur(Math.max(0.3, blur / shrink)))
    if (size.width !== out.width || size.height !== out.height)
        // Cubic, not linear: the light follows the slope, and a linear upscale's slope changes in steps.
        await step((image) => image.resize(out.width, out.height, {kernel: 'cubic', fit: 'fill'}))
    return data
}

/**
 * The form layer is only ever seen through blurs and lighting, so large pictures rasterise it at half size
 * (the subject, which carries the fine detail, is always full size).
 */
const formScale = (ppu: number) => (ppu > 1.15 ? 0.5 : 1)

/** Rasterises and lights a scene; returns packed 8-bit RGB at `scene.width` x `scene.height`. */
export const renderScene = async (scene: Scene): Promise<Buffer> => {
    const {width, height} = scene
    const light = {...DEFAULT_LIGHT, ...scene.light}
    const ppu = pixelsPerUnit(scene)
    const big = scene.view.width * 4
    const formBase = `<rect x="${n(scene.view.x - big)}" y="${n(scene.view.y - big)}" width="${n(
        big * 3
    )}" height="${n(big * 3)}" fill="rgb(0,128,0)"/>`
    const fs = formScale(ppu)
    const [backdrop, subject, form] = await Promise.all([
        typeof scene.backdrop === 'string'
            ? sharp(svgDoc(scene, scene.defs, scene.backdrop)).removeAlpha().raw().toBuffer()
            : Promise.resolve(paintSweep(width, height, scene.backdrop)),
        sharp(svgDoc(scene, scene.defs, scene.subject)).ensureAlpha().raw().toBuffer(),
        sharp(svgDoc(scene, scene.formDefs ?? '', formBase + scene.form, fs))
            .removeAlpha()
            .raw()
            .toBuffer({resolveWithObject: true})
    ])
    const formPlane = {data: form.data, width: form.info.width, height: form.info.height, channels: 3}
    const subjectPlane = {data: subject, width, height, channels: 4}
    const out = {width, height}
    const [volume, relief, sheen, shadow] = await Promise.all([
        channel(formPlane, 0, out, light.volumeBlur * ppu),
        channel(formPlane, 1, out, light.reliefBlur * ppu),
        channel(formPlane, 2, out),
        channel(subjectPlane, 3, out, light.shadowBlur * ppu)
    ])
    const lighting: Lighting = {
        pixelsPerUnit: ppu,
        depth: light.depth,
        reliefDepth: light.reliefDepth,
        shadowDx: light.shadowDx * ppu,
        shadowDy: light.shadowDy * ppu,
        shadowStrength: light.shadowStrength,
        grain: light.grain,
        ambient: light.ambient
    }
    const pixels = shade(
        {
            width,
            height,
            backdrop: new Uint8Array(backdrop),
            subject: new Uint8Array(subject),
            volume,
            relief,
            sheen,
            shadow
        },
        lighting
    )
    return Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength)
}
