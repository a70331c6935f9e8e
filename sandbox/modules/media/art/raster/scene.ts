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

const svgDoc = (scene: Scene, defs: string, body: string) => {
    const {x, y, width, height} = scene.view
    return Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" ` +
            `viewBox="${n(x)} ${n(y)} ${n(width)} ${n(height)}" preserveAspectRatio="xMidYMid slice">` +
            `<defs>${defs}</defs>${body}</svg>`
    )
}

/** Output pixels per art unit for a scene (the view fills the box, so the larger ratio wins). */
export const pixelsPerUnit = (scene: Pick<Scene, 'width' | 'height' | 'view'>) =>
    Math.max(scene.width / scene.view.width, scene.height / scene.view.height)

/** One channel of interleaved pixels, optionally blurred (libvips' Gaussian, sigma in pixels). */
const channel = async (
    raw: Buffer,
    width: number,
    height: number,
    channels: number,
    index: number,
    sigma = 0
) => {
    const plane = new Uint8Array(width * height)
    for (let i = 0, j = index; i < plane.length; i++, j += channels) plane[i] = raw[j]
    if (sigma < 0.3) return plane
    const blurred = await sharp(plane, {raw: {width, height, channels: 1}})
        .blur(sigma)
        .toColourspace('b-w')
        .raw()
        .toBuffer()
    return new Uint8Array(blurred.buffer, blurred.byteOffset, blurred.byteLength)
}

/** Rasterises and lights a scene; returns packed 8-bit RGB at `scene.width` x `scene.height`. */
export const renderScene = async (scene: Scene): Promise<Buffer> => {
    const {width, height} = scene
    const light = {...DEFAULT_LIGHT, ...scene.light}
    const ppu = pixelsPerUnit(scene)
    const big = scene.view.width * 4
    const formBase = `<rect x="${n(scene.view.x - big)}" y="${n(scene.view.y - big)}" width="${n(
        big * 3
    )}" height="${n(big * 3)}" fill="rgb(0,128,0)"/>`
    const [backdrop, subject, form] = await Promise.all([
        typeof scene.backdrop === 'string'
            ? sharp(svgDoc(scene, scene.defs, scene.backdrop)).removeAlpha().raw().toBuffer()
            : Promise.resolve(paintSweep(width, height, scene.backdrop)),
        sharp(svgDoc(scene, scene.defs, scene.subject)).ensureAlpha().raw().toBuffer(),
        sharp(svgDoc(scene, scene.formDefs ?? '', formBase + scene.form))
            .removeAlpha()
            .raw()
            .toBuffer()
    ])
    const [volume, relief, sheen, shadow] = await Promise.all([
        channel(form, width, height, 3, 0, light.volumeBlur * ppu),
        channel(form, width, height, 3, 1, light.reliefBlur * ppu),
        channel(form, width, height, 3, 2),
        channel(subject, width, height, 4, 3, light.shadowBlur * ppu)
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
