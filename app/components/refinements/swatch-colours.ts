/**
 * How a colour family looks as a swatch. The platform names families by presentation id (its lower-cased
 * family name); the storefront owns how they are drawn, so the palette can follow the brand.
 */
const FAMILY_SWATCHES: Record<string, string> = {
    black: '#111111',
    grey: '#8d8f93',
    gray: '#8d8f93',
    white: '#f7f6f2',
    blue: '#2f4f8f',
    green: '#4f6b4f',
    purple: '#6d4a7e',
    red: '#b3261e',
    pink: '#e9a8a2',
    orange: '#c8643c',
    yellow: '#e0b03a',
    neutral: '#c9bca8',
    brown: '#6b4e3a',
    print: 'conic-gradient(#a47c48 0 25%, #5d6b4a 0 50%, #7f8fd6 0 75%, #e9c2bf 0)',
    multi: 'conic-gradient(#b3261e 0 25%, #e0b03a 0 50%, #4f6b4f 0 75%, #2f4f8f 0)'
}

const UNKNOWN_SWATCH = 'linear-gradient(135deg, #f2f2f2 0 50%, #d4d4d4 50% 100%)'

/** Light swatches need an outline to stand out on the white page. */
const LIGHT = new Set(['white', 'neutral', 'yellow', 'pink'])

export const swatchBackground = (presentationId: string | undefined): string =>
    FAMILY_SWATCHES[(presentationId ?? '').toLowerCase()] ?? UNKNOWN_SWATCH

export const isLightSwatch = (presentationId: string | undefined): boolean =>
    LIGHT.has((presentationId ?? '').toLowerCase()) || !FAMILY_SWATCHES[(presentationId ?? '').toLowerCase()]
