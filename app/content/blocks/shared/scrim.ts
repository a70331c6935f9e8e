import {contrastRatio, hexChannels, luminance} from '../../../theme/contrast'

/** WCAG AA for body-size copy: the small text under a block's heading has to meet it too. */
const AA = 4.5
const INK = '#111111'
const PAPER = '#ffffff'
/** Above this the shade hides the image; copy that needs more is redrawn in the ink or paper instead. */
const MAX_ALPHA = 0.85
const STEP = 0.05

export interface CopyScrim {
    /** The copy colour to draw: the editor's, unless no shade up to MAX_ALPHA can make it readable. */
    colour: string
    /** The shade behind the copy, as `rgba()`, and how opaque it is (0 when the copy needs none). */
    scrim: string
    alpha: number
    /** Light copy on a dark shade, or dark copy on a light one (for CTA styles). */
    tone: 'light' | 'dark'
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

const normalise = (colour: string | undefined): string => {
    const value = colour?.trim().toLowerCase() ?? ''
    if (value === 'white') return PAPER
    if (value === 'black') return INK
    const hex = HEX.exec(value)?.[1]
    if (!hex) return PAPER
    return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`
}

/** The colour of `top` at `alpha` over `bottom`, as browsers composite it (in sRGB). */
const over = (top: string, bottom: string, alpha: number) => {
    const [t, b] = [hexChannels(top), hexChannels(bottom)]
    return `#${t
        .map((channel, index) => Math.round(channel * alpha + (b[index] ?? 0) * (1 - alpha)))
        .map((channel) => channel.toString(16).padStart(2, '0'))
        .join('')}`
}

/**
 * The least opaque shade under which `colour` reads at AA whatever the image is. Under the shade the backdrop
 * runs from the shade over black to the shade over white; the copy has to clear that whole range on one side.
 */
const alphaFor = (colour: string, shade: string): number | undefined => {
    const copy = luminance(colour)
    for (let steps = 0; steps * STEP <= MAX_ALPHA + 1e-9; steps++) {
        const alpha = Math.round(steps * STEP * 100) / 100
        const darkest = luminance(over(shade, '#000000', alpha))
        const lightest = luminance(over(shade, PAPER, alpha))
        if (copy + 0.05 >= AA * (lightest + 0.05) || AA * (copy + 0.05) <= darkest + 0.05) return alpha
    }
    return undefined
}

const rgba = (hex: string, alpha: number) => `rgba(${hexChannels(hex).join(', ')}, ${alpha})`

/**
 * Copy laid over an editor's image cannot rely on the image: whatever the copy colour, the shade behind it
 * (dark for light copy, light for dark copy) is made just opaque enough for AA on any picture.
 */
export const copyScrim = (editorColour: string | undefined): CopyScrim => {
    const colour = normalise(editorColour)
    const shade = contrastRatio(colour, INK) >= contrastRatio(colour, PAPER) ? INK : PAPER
    const tone = shade === INK ? 'light' : 'dark'
    const alpha = alphaFor(colour, shade)
    if (alpha !== undefined) return {colour, scrim: rgba(shade, alpha), alpha, tone}
    const fallback = shade === INK ? PAPER : INK
    const fallbackAlpha = alphaFor(fallback, shade) ?? MAX_ALPHA
    return {colour: fallback, scrim: rgba(shade, fallbackAlpha), alpha: fallbackAlpha, tone}
}

/** How far a shade fades out beyond the copy, so it has no hard edge on the image. */
export const SCRIM_FADE = '2.5rem'

/**
 * The shade as a background for the copy's box (padded by SCRIM_FADE on its open sides): full strength behind
 * the copy, fading out towards the image.
 */
export const scrimGradient = (position: 'top' | 'centre' | 'bottom', scrim: string) => {
    const clear = scrim.replace(/[\d.]+\)$/, '0)')
    if (position === 'centre')
        return `linear-gradient(to bottom, ${clear}, ${scrim} ${SCRIM_FADE}, ${scrim} calc(100% - ${SCRIM_FADE}), ${clear})`
    const towards = position === 'top' ? 'to bottom' : 'to top'
    return `linear-gradient(${towards}, ${scrim}, ${scrim} calc(100% - ${SCRIM_FADE}), ${clear})`
}
