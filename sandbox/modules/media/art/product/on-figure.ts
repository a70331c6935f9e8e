import type {LookToken} from '../../../../seed/looks'
import type {ProductKind} from '../../../../seed/palette'
import {hashString, lighten, mix, pick} from '../colour'
import type {Fabric} from '../fabric'
import {drawFigure} from '../figure/draw'
import {canWear, outfitFor} from '../figure/outfit'
import {POSES, type Pose, type PoseName} from '../figure/pose'
import type {Scene} from '../raster/scene'
import {ellipse} from '../svg'
import {type Box, fitView} from './studio'

const POSES_BY_KIND: Partial<Record<ProductKind, PoseName[]>> = {
    leggings: ['stand', 'stretch', 'walk'],
    shorts: ['walk', 'stand'],
    joggers: ['walk', 'stand'],
    'sports-bra': ['stretch', 'stand'],
    tank: ['stand', 'stretch'],
    tee: ['stand', 'walk'],
    'long-sleeve-top': ['stand', 'walk'],
    hoodie: ['stand', 'walk'],
    sweatshirt: ['stand', 'walk'],
    jacket: ['walk', 'stand'],
    gilet: ['walk', 'stand'],
    'yoga-mat': ['tree', 'warrior'],
    dumbbell: ['stand']
}

const TOPS = new Set<ProductKind>([
    'sports-bra',
    'tank',
    'tee',
    'long-sleeve-top',
    'hoodie',
    'sweatshirt',
    'jacket',
    'gilet'
])
const BOTTOMS = new Set<ProductKind>(['leggings', 'joggers'])

const NEUTRALS = ['#ebe7e1', '#e6e2dc', '#ece9e4', '#e4e0da'] as const

/** The window on a pose that shows the product: tops to mid-thigh, long bottoms from the chest, else whole. */
const frameWindow = (kind: ProductKind, pose: Pose) => {
    const points = Object.values(pose).filter(Array.isArray) as [number, number][]
    const xs = points.map((p) => p[0])
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2
    const toe = Math.max(pose.toeL[1], pose.toeR[1])
    const top = pose.head[1] - 100
    const knee = (pose.kneeL[1] + pose.kneeR[1]) / 2
    let y0 = top
    let y1 = toe + 50
    if (TOPS.has(kind)) y1 = knee + 10
    else if (BOTTOMS.has(kind)) y0 = pose.pelvis[1] - 260
    const height = y1 - y0
    const width = Math.max(height * 0.8, Math.max(...xs) - Math.min(...xs) + 160)
    return {x: cx - width / 2, y: y0, width, height: width / 0.8}
}

/** The product worn (or used) by a figure on a tinted studio set. */
export const onFigureScene = (
    kind: ProductKind,
    look: Set<LookToken>,
    fabric: Fabric,
    sheen: number,
    seed: string,
    box: Box
): Scene | undefined => {
    if (!canWear(kind) && kind !== 'yoga-mat' && kind !== 'dumbbell') return undefined
    const hash = hashString(seed)
    const poseName = pick<PoseName>(POSES_BY_KIND[kind] ?? ['stand'], hash >>> 5)
    const pose = POSES[poseName]
    const wearable = canWear(kind)
    const neutralTee = {...fabric, fill: '#e9e3d8', base: '#e9e3d8', print: false, defs: ''}
    const outfit = outfitFor(
        wearable ? kind : 'tee',
        wearable ? look : new Set(),
        wearable ? fabric : neutralTee,
        wearable ? sheen : 0.1,
        seed
    )
    const figure = drawFigure(pose, outfit)
    const wall = mix(pick(NEUTRALS, hash), fabric.base, 0.1)
    const feet = Math.max(pose.toeL[1], pose.toeR[1])
    let props = ''
    if (kind === 'yoga-mat')
        props = `<path d="M150 ${feet - 4} L260 ${feet - 70} H740 L850 ${feet - 4} Z" fill="${fabric.fill}"/>`
    let held = ''
    if (kind === 'dumbbell')
        for (const [x, y] of [pose.wristL, pose.wristR])
            held +=
                `<g transform="translate(${x} ${
                    y + 24
                })"><rect x="-34" y="-5" width="68" height="10" rx="4" fill="#8d8d8a"/>` +
                `<rect x="-46" y="-18" width="22" height="36" rx="5" fill="${fabric.base}"/><rect x="24" y="-18" width="22" height="36" rx="5" fill="${fabric.base}"/></g>`
    const contact = ellipse(pose.pelvis[0], feet + 2, 170, 16, {fill: '#000', 'fill-opacity': 0.12})
    const view = fitView(box, frameWindow(kind, pose))
    return {
        width: box.width,
        height: box.height,
        view,
        defs: fabric.defs,
        backdrop: {
            top: lighten(wall, 0.25),
            middle: wall,
            bottom: mix(wall, '#000000', 0.04),
            middleAt: 0.7,
            vignette: 0.08
        },
        subject: props + contact + figure.subject + held,
        form: figure.form,
        light: {
            volumeBlur: 11,
            depth: 16,
            reliefBlur: 2,
            reliefDepth: 2,
            shadowBlur: 22,
            shadowDx: 18,
            shadowDy: 6,
            shadowStrength: 0.14,
            grain: 4
        }
    }
}
