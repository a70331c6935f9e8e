import {cjkFontStacks} from './foundations/typography'

/**
 * Page-wide styles. Focus is always visible for keyboard users (a two-tone ring that shows on light and dark
 * backgrounds) and hidden for mouse clicks; motion is reduced when the shopper asks for it.
 */
export const globalStyles = {
    global: {
        // One colour mode: form controls and scrollbars stay light on a device set to dark.
        ':root': {colorScheme: 'light'},
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
        // Browsers find no words in Chinese, so a link, a button or a product name could wrap inside a word
        // ('隐私|政策'). Those keep their words whole: they break at spaces and punctuation, and anywhere only
        // where a word alone would overflow. Headings and running copy keep the balanced wrapping above.
        'html:lang(zh) :is(a, button, label)': {wordBreak: 'keep-all', overflowWrap: 'anywhere'},
        'html:lang(zh) :is(a, button) :is(h1, h2, h3, h4, h5, h6)': {wordBreak: 'normal'},
        // Tracking is for capitals; spaced-out ideographs and kana read as separate words, and cost a badge
        // its one line ('最后机|会').
        ':is(html:lang(ja), html:lang(zh)) [data-badge-slot]': {letterSpacing: 0},
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
