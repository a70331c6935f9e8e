import {hashString} from '../colour'
import {centredWordmark, svgDocument} from '../svg'
import {campaignScene} from './campaign'
import {gradientScene, landscapeScene, studioScene} from './landscape'
import {paletteFor} from './palette'
import {tileScene} from './tile'
import type {EditorialScene} from './scene'
import type {Picture} from '../picture'

export type Template = 'campaign' | 'banner' | 'tile' | 'category' | 'editorial' | 'logo' | 'poster'

/** Natural size per template: used when a request gives neither width nor height. */
export const TEMPLATE_SIZES: Record<Template, {width: number; height: number}> = {
    campaign: {width: 1600, height: 900},
    banner: {width: 1600, height: 686},
    tile: {width: 800, height: 800},
    category: {width: 800, height: 1000},
    editorial: {width: 1200, height: 1500},
    logo: {width: 400, height: 120},
    poster: {width: 1200, height: 675}
}

/** Which kind of picture a CMS media name asks for, from the words content authors use. */
export const templateFor = (name: string): Template => {
    const lower = name.toLowerCase()
    if (/(^|[^a-z])logo/.test(lower)) return 'logo'
    if (/(^|[^a-z])(hero|campaign|promo|billboard|splash|video)/.test(lower)) return 'campaign'
    if (/(^|[^a-z])(banner|strip|stripe)/.test(lower)) return 'banner'
    if (/(^|[^a-z])(tile|card|square|thumb)/.test(lower)) return 'tile'
    if (/(^|[^a-z])(category|cat|plp|collection)/.test(lower)) return 'category'
    if (/(^|[^a-z])(editorial|story|blog|article|lookbook|journal)/.test(lower)) return 'editorial'
    return (['campaign', 'tile', 'editorial'] as const)[hashString(lower) % 3]
}

/**
 * The CMS picture for `name` at `width` x `height`: a flat wordmark for logos, otherwise a lit scene composed
 * for the requested aspect ratio rather than cropped from a fixed one.
 */
export const renderEditorial = (name: string, template: Template, width: number, height: number): Picture => {
    const aspect = width / height
    const palette = paletteFor(name)
    if (template === 'logo') {
        const inverse = /white|inverse|light|reversed/.test(name.toLowerCase())
        const viewHeight = 300
        const viewWidth = viewHeight * aspect
        const mark = Math.min(viewHeight * 0.5, viewWidth / 6)
        return {
            svg: svgDocument(
                width,
                height,
                `0 0 ${viewWidth.toFixed(1)} ${viewHeight}`,
                '',
                centredWordmark(viewWidth / 2, viewHeight / 2, mark, inverse ? '#f7f6f2' : '#141414')
            )
        }
    }
    const lower = name.toLowerCase()
    let scene: EditorialScene
    if (template === 'tile' || template === 'category') scene = tileScene(name, palette, aspect)
    else if (template === 'editorial') {
        if (/outdoor|trail|hike|mountain|landscape|nature/.test(lower))
            scene = landscapeScene(name, palette, aspect)
        else if (/studio|yoga|pilates|calm/.test(lower)) scene = studioScene(name, palette, aspect)
        else
            scene = [landscapeScene, studioScene, gradientScene][hashString(lower) % 3](name, palette, aspect)
    } else scene = campaignScene(name, palette, aspect, template === 'banner')
    return {
        scene: {
            width,
            height,
            view: {x: 0, y: 0, width: scene.width, height: scene.height},
            defs: scene.defs,
            formDefs: scene.formDefs,
            backdrop: scene.backdrop,
            subject: scene.subject,
            form: scene.form,
            light: scene.light
        }
    }
}
