/** Type scale: Inter for reading, Archivo for headings; small labels are uppercase with wide tracking. */
export const FONT_FAMILY = {body: 'Inter Variable', heading: 'Archivo Variable'} as const

/** A local face measured to Inter's metrics (app/theme/fonts.ts), shown until Inter arrives. */
export const BODY_FALLBACK_FAMILY = 'Inter Variable Fallback'

const fallbacks = `-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif`

/**
 * Chinese and Japanese share code points but not glyph forms: each language names its own system fonts
 * (macOS/iOS, Windows, Android/Linux) after the latin faces, which carry no CJK glyphs.
 */
const CJK_FALLBACKS = {
    ja: `'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic UI', 'Yu Gothic', Meiryo, 'Noto Sans JP', 'Noto Sans CJK JP'`,
    zh: `'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans SC', 'Noto Sans CJK SC'`
} as const

/** The body and heading stacks for a page in a CJK language: the latin faces first, then the language's own. */
export const cjkFontStacks = (language: keyof typeof CJK_FALLBACKS) => ({
    body: `'${FONT_FAMILY.body}', '${BODY_FALLBACK_FAMILY}', ${CJK_FALLBACKS[language]}, ${fallbacks}`,
    heading: `'${FONT_FAMILY.heading}', '${FONT_FAMILY.body}', ${CJK_FALLBACKS[language]}, ${fallbacks}`
})

export const fonts = {
    body: `'${FONT_FAMILY.body}', '${BODY_FALLBACK_FAMILY}', ${fallbacks}`,
    heading: `'${FONT_FAMILY.heading}', '${FONT_FAMILY.body}', '${BODY_FALLBACK_FAMILY}', ${fallbacks}`,
    mono: `ui-monospace, SFMono-Regular, Menlo, monospace`
}

export const fontSizes = {
    '2xs': '0.6875rem',
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
    '7xl': '4.5rem'
}

export const fontWeights = {normal: 400, medium: 500, semibold: 600, bold: 700, black: 800}

export const lineHeights = {
    none: 1,
    shorter: 1.1,
    short: 1.25,
    base: 1.5,
    tall: 1.65
}

export const letterSpacings = {
    tighter: '-0.03em',
    tight: '-0.015em',
    normal: '0',
    wide: '0.04em',
    wider: '0.08em',
    widest: '0.14em'
}

/** Reusable text styles (apply with `textStyle="label"`). */
export const textStyles = {
    label: {
        fontSize: 'xs',
        fontWeight: 'semibold',
        letterSpacing: 'widest',
        textTransform: 'uppercase',
        lineHeight: 'short'
    },
    nav: {
        fontSize: '0.8125rem',
        fontWeight: 'medium',
        letterSpacing: 'wider',
        textTransform: 'uppercase',
        lineHeight: 'short'
    },
    body: {fontSize: 'md', lineHeight: 'base'},
    caption: {fontSize: 'sm', lineHeight: 'base', color: 'text.secondary'}
}
