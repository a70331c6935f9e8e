/**
 * Page-wide styles. Focus is always visible for keyboard users (a two-tone ring that shows on light and dark
 * backgrounds) and hidden for mouse clicks; motion is reduced when the shopper asks for it.
 */
export const globalStyles = {
    global: {
        'html, body': {
            color: 'text.primary',
            bg: 'bg.canvas',
            fontFamily: 'body',
            fontSize: 'md',
            lineHeight: 'base',
            WebkitFontSmoothing: 'antialiased',
            MozOsxFontSmoothing: 'grayscale',
            textRendering: 'optimizeLegibility'
        },
        '*:focus-visible': {outline: '2px solid #111111', outlineOffset: '2px'},
        '[data-inverse] *:focus-visible': {outlineColor: '#ffffff'},
        '::selection': {bg: 'brand.sand', color: 'text.primary'},
        '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
                animationDuration: '0.01ms !important',
                animationIterationCount: '1 !important',
                transitionDuration: '0.01ms !important',
                scrollBehavior: 'auto !important'
            }
        }
    }
}
