import {darken} from '../colour'
import {formPanel, formPiece} from '../raster/form'
import {capsule, lerp, n} from '../svg'
import {type Cover, coverPath, frameFor, limbEnds, limbSegment, type Look, torsoPath} from './body'
import type {Pose} from './pose'

const SKIN_SHEEN = 0.12
const SHOE = '#f2f0eb'

/** A figure as scene layers: every piece (limb, garment, hair) painted in `subject` and given form. */
export interface FigureLayers {
    subject: string
    form: string
}

/**
 * Draws a figure in a look: skin, then each garment piece over the body part it covers, layer by layer. Every
 * piece is cut apart in the form layer, so a sleeve rounds off over an arm and a hem casts a soft edge.
 */
export const drawFigure = (pose: Pose, look: Look): FigureLayers => {
    const frame = frameFor(pose)
    const front = pose.view === 'front'
    let subject = ''
    let form = ''
    let shade = 0
    const piece = (d: string, fill: string, sheen = SKIN_SHEEN, apart = true) => {
        subject += `<path d="${d}" fill="${shade ? darken(fill, shade) : fill}"/>`
        form += apart ? formPiece(d, sheen, 5) : formPanel(d, sheen)
    }
    // The seat of leggings or shorts joins their legs: no gap there, or it reads as a separate pad.
    const joinsLegs = (cover: Cover) =>
        cover.part === 'torso' && look.covers.some((o) => o.part === 'thigh' && o.paint === cover.paint)
    // Pieces keep the look's order (inner layers first); torso-wide pieces are drawn once, straps on both sides.
    const covers = (parts: Cover['part'][], side: 'L' | 'R') => {
        for (const c of look.covers.filter((cover) => parts.includes(cover.part))) {
            if (c.part === 'strap') {
                piece(coverPath(frame, c, 'L'), c.paint, c.sheen)
                piece(coverPath(frame, c, 'R'), c.paint, c.sheen)
            } else piece(coverPath(frame, c, side), c.paint, c.sheen, !joinsLegs(c))
        }
    }
    const arm = (side: 'L' | 'R') => {
        const [, wrist] = limbEnds(frame, 'foreArm', side)
        piece(limbSegment(frame, 'upperArm', side, 0, 1, 0), look.skin)
        piece(limbSegment(frame, 'foreArm', side, 0, 1, 0), look.skin)
        // A hand: a tapered mitten past the wrist.
        const [, elbow] = [0, limbEnds(frame, 'foreArm', side)[0]]
        const dir = [wrist[0] - elbow[0], wrist[1] - elbow[1]]
        const len = Math.hypot(dir[0], dir[1]) || 1
        const tip: [number, number] = [wrist[0] + (dir[0] / len) * 38, wrist[1] + (dir[1] / len) * 38]
        piece(capsule(wrist, tip, 12, 9), look.skin)
        covers(['upperArm', 'foreArm'], side)
    }
    const leg = (side: 'L' | 'R') => {
        piece(limbSegment(frame, 'thigh', side, 0, 1, 0), look.skin)
        piece(limbSegment(frame, 'shin', side, 0, 1, 0), look.skin)
        covers(['thigh', 'shin'], side)
        piece(limbSegment(frame, 'foot', side, -0.1, 1, 3), SHOE, 0.2)
        piece(limbSegment(frame, 'foot', side, 0.55, 1.05, 3.5), darken(SHOE, 0.08), 0.2)
    }
    const [hx, hy] = pose.head
    const [nx, ny] = pose.neck
    const tilt = (Math.atan2(hx - nx, ny - hy) * 180) / Math.PI
    const head = () => {
        if (look.covers.some((c) => c.part === 'hood')) covers(['hood'], 'R')
        piece(capsule(pose.neck, lerp(pose.neck, pose.head, 0.55), 17, 16), look.skin)
        const rotate = (d: string) => `<g transform="rotate(${n(tilt)} ${n(hx)} ${n(hy)})">${d}</g>`
        const before = {subject, form}
        subject = ''
        form = ''
        if (front)
            piece(`M${n(hx - 20)} ${n(hy - 58)} a20 20 0 1 0 40 0 a20 20 0 1 0 -40 0 Z`, look.hair, 0.25)
        else
            piece(
                `M${n(hx - 34)} ${n(hy - 22)} C${n(hx - 74)} ${n(hy)} ${n(hx - 80)} ${n(hy + 50)} ${n(
                    hx - 62
                )} ${n(hy + 96)} ` +
                    `L${n(hx - 46)} ${n(hy + 92)} C${n(hx - 58)} ${n(hy + 50)} ${n(hx - 52)} ${n(
                        hy + 10
                    )} ${n(hx - 24)} ${n(hy - 6)} Z`,
                look.hair,
                0.25
            )
        piece(
            `M${n(hx)} ${n(hy - 49)} C${n(hx + 30)} ${n(hy - 49)} ${n(hx + 40)} ${n(hy - 20)} ${n(
                hx + 38
            )} ${n(hy + 6)} C${n(hx + 36)} ${n(hy + 36)} ${n(hx + 18)} ${n(hy + 50)} ${n(hx)} ${n(
                hy + 50
            )} C${n(hx - 18)} ${n(hy + 50)} ${n(hx - 36)} ${n(hy + 36)} ${n(hx - 38)} ${n(hy + 6)} C${n(
                hx - 40
            )} ${n(hy - 20)} ${n(hx - 30)} ${n(hy - 49)} ${n(hx)} ${n(hy - 49)} Z`,
            look.skin
        )
        piece(
            `M${n(hx - 40)} ${n(hy - 4)} C${n(hx - 42)} ${n(hy - 62)} ${n(hx + 42)} ${n(hy - 62)} ${n(
                hx + 40
            )} ${n(hy - 4)} ` +
                `C${n(hx + (front ? 20 : 40))} ${n(hy - 30)} ${n(hx - 20)} ${n(hy - 34)} ${n(hx - 40)} ${n(
                    hy - 4
                )} Z`,
            look.hair,
            0.25
        )
        subject = before.subject + rotate(subject)
        form = before.form + rotate(form)
    }
    const torso = () => {
        piece(torsoPath(frame, -0.2, 1.02, 0), look.skin)
        covers(['torso', 'strap'], 'L')
    }
    // Far limbs sit in shade: their colours are darkened (an overlay would double up where joints overlap).
    const far = (draw: () => void) => {
        shade = 0.16
        draw()
        shade = 0
    }
    if (front) {
        leg('L')
        leg('R')
        torso()
        arm('L')
        arm('R')
        head()
    } else {
        far(() => arm('L'))
        far(() => leg('L'))
        leg('R')
        torso()
        head()
        arm('R')
    }
    subject += look.overlay?.(frame) ?? ''
    return {subject, form}
}
