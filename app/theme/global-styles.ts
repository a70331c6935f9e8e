import {cjkFontStacks} from './foundations/typography'

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
        // The page's language picks its CJK fonts (the theme's font tokens are CSS variables).
        ...Object.fromEntries(
            (['ja', 'zh'] as const).map((language) => {
                const stacks = cjkFontStacks(language)
                return [
                    `html:lang(${language})`,
                    {'--chakra-fonts-body': stacks.body, '--chakra-fonts-heading': stacks.heading}
                ]
            })
        ),
        // Chinese and Japanese break between any two characters, so a heading or a short line of copy can
        // end on one character alone. Headings are balanced and copy avoids a lone last line (each where the
        // browser supports it), and Japanese breaks between phrases (browsers that segment phrases do so for
        // Japanese only; others ignore the value and keep the rules above). Scoped by the page's language, so
        // latin pages keep their wrapping.
        ':is(html:lang(ja), html:lang(zh)) :is(h1, h2, h3, h4, h5, h6)': {textWrap: 'balance'},
        ':is(html:lang(ja), html:lang(zh)) p': {textWrap: 'pretty'},
        'html:lang(ja) :is(h1, h2, h3, h4, h5, h6, p)': {wordBreak: 'auto-phrase'},
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
