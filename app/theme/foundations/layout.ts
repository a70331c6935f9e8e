/**
 * Layout constants from spec 001 §9. Chakra breakpoints are min-widths, so "mobile under 768px, tablet up to
 * 1112px, desktop over 1112px" becomes md = 768px and lg = 1113px. Kept in em so they follow the user's
 * browser font size like the rest of the type scale.
 */
export const BREAKPOINT_PX = {md: 768, lg: 1113} as const

export const breakpoints = {
    base: '0em',
    sm: '30em',
    md: '48em',
    lg: '69.5625em',
    xl: '80em',
    '2xl': '90em'
}

/** Widths and heights the spec fixes for calls to action, the site stripe and full-bleed content. */
export const LAYOUT = {
    ctaMaxWidth: '280px',
    ctaHeight: '44px',
    stripeMaxWidth: '1440px',
    shellMaxWidth: '1440px'
} as const

export const sizes = {
    cta: LAYOUT.ctaMaxWidth,
    shell: LAYOUT.shellMaxWidth,
    stripe: LAYOUT.stripeMaxWidth,
    container: {sm: '640px', md: '768px', lg: '1024px', xl: '1280px', shell: LAYOUT.shellMaxWidth}
}

/** Mostly square: the brand's surfaces have hard edges; only pills (badges on icons) and tiny details round. */
export const radii = {none: '0', sm: '2px', base: '2px', md: '2px', lg: '4px', xl: '4px', full: '9999px'}

export const shadows = {
    header: '0 1px 0 rgba(17, 17, 17, 0.06), 0 8px 24px rgba(17, 17, 17, 0.06)',
    panel: '0 24px 40px -16px rgba(17, 17, 17, 0.18)',
    outline: '0 0 0 2px #ffffff, 0 0 0 4px #111111'
}
