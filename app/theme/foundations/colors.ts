/**
 * Colour tokens. Every text/background pair used by the components meets WCAG AA (4.5:1 for text, 3:1 for
 * input borders and icons); theme.test.ts checks the pairs so a palette tweak cannot silently break contrast.
 */
export const palette = {
    ink: '#111111',
    paper: '#ffffff',
    /** Warm off-white for quiet surfaces (footer, tiles). */
    stone: '#f5f3ef',
    sand: '#e7e2d9',
    /** The one restrained accent: a deep forest green. */
    forest: '#24433a',
    sale: '#b3261e',
    success: '#1e6b3a',
    warning: '#8a5300',
    grey: {
        50: '#fafafa',
        100: '#f2f2f2',
        200: '#e6e6e6',
        300: '#d4d4d4',
        400: '#a3a3a3',
        500: '#8a8a8a',
        600: '#6b6b6b',
        700: '#4d4d4d',
        800: '#2e2e2e',
        900: '#1a1a1a'
    }
} as const

export const colors = {
    brand: {
        ink: palette.ink,
        paper: palette.paper,
        stone: palette.stone,
        sand: palette.sand,
        accent: palette.forest,
        sale: palette.sale
    },
    grey: palette.grey,
    // Chakra's own components read gray.*; aligning it keeps third-party defaults on-brand.
    gray: palette.grey
}

/** Semantic names components use, so the palette can change in one place. */
export const semanticTokens = {
    colors: {
        'text.primary': palette.ink,
        'text.secondary': palette.grey[700],
        'text.muted': palette.grey[600],
        'text.inverse': palette.paper,
        'text.sale': palette.sale,
        'text.accent': palette.forest,
        'text.success': palette.success,
        'text.error': palette.sale,
        'text.warning': palette.warning,
        'bg.canvas': palette.paper,
        'bg.subtle': palette.stone,
        'bg.inverse': palette.ink,
        'border.subtle': palette.grey[200],
        'border.field': palette.grey[500],
        'border.strong': palette.ink,
        'focus.ring': palette.ink
    }
}
