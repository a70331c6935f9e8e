import {isCmsImage, type ImageSource} from './image-urls'

/** Width / height per breakpoint (Chakra's mobile-first keys). */
export type Ratio = number | {base: number; sm?: number; md?: number; lg?: number; xl?: number}

/**
 * The theme's breakpoints as media queries (theme/foundations/layout: md 768px, lg 1113px, xl 1280px);
 * em, like the theme, so they follow the browser's font size.
 */
const MIN_WIDTH: Record<'sm' | 'md' | 'lg' | 'xl', string> = {
    sm: '(min-width: 30em)',
    md: '(min-width: 48em)',
    lg: '(min-width: 69.5625em)',
    xl: '(min-width: 80em)'
}

/** Spec 001 §4.5: mobile media applies at widths of 639px or less. */
export const MOBILE_MEDIA_QUERY = '(max-width: 639px)'

export interface PictureSource {
    media: string
    source: ImageSource
    aspect?: number
}

/**
 * The <source> elements of a picture: the mobile image on narrow screens, then, for CMS images whose box
 * changes shape by breakpoint, one source per shape (widest first, since the first match wins), so each
 * screen downloads an image composed for its own box. The <img> carries the smallest layout's shape.
 */
export const artDirection = (
    source: ImageSource,
    mobileSource: ImageSource | undefined,
    ratio: Ratio | undefined
): {sources: PictureSource[]; fallbackRatio?: number} => {
    const base = typeof ratio === 'number' ? ratio : ratio?.base
    const sources: PictureSource[] = []
    if (mobileSource) sources.push({media: MOBILE_MEDIA_QUERY, source: mobileSource, aspect: base})
    if (ratio && typeof ratio === 'object' && isCmsImage(source)) {
        const stops = (['xl', 'lg', 'md', 'sm'] as const).filter((key) => ratio[key] !== undefined)
        for (const key of stops) sources.push({media: MIN_WIDTH[key], source, aspect: ratio[key]})
    }
    return {sources, fallbackRatio: base}
}
