import {contrastRatio as contrast, readableColour} from './contrast'
import {palette} from './foundations/colors'
import {BREAKPOINT_PX, breakpoints, LAYOUT} from './foundations/layout'
import {fontFaceCss, FONT_FILES} from './fonts'
import {theme} from '.'

describe('theme', () => {
    // WCAG AA: 4.5:1 for text, 3:1 for field borders and icons (1.4.11).
    test.each([
        ['ink on paper', palette.ink, palette.paper, 4.5],
        ['ink on stone', palette.ink, palette.stone, 4.5],
        ['secondary text on paper', palette.grey[700], palette.paper, 4.5],
        ['muted text on paper', palette.grey[600], palette.paper, 4.5],
        ['muted text on stone', palette.grey[600], palette.stone, 4.5],
        ['sale on paper', palette.sale, palette.paper, 4.5],
        ['paper on sale', palette.paper, palette.sale, 4.5],
        ['paper on accent', palette.paper, palette.forest, 4.5],
        ['success on paper', palette.success, palette.paper, 4.5],
        ['warning on paper', palette.warning, palette.paper, 4.5],
        ['paper on ink', palette.paper, palette.ink, 4.5],
        ['field border on paper', palette.grey[500], palette.paper, 3]
    ])('%s meets its WCAG AA minimum', (_name, foreground, background, minimum) => {
        expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum)
    })

    test("a Japanese or Chinese page names its own language's fonts after the latin faces", () => {
        const global = theme.styles.global as Record<string, Record<string, string>>
        expect(global['html:lang(ja)']['--chakra-fonts-body']).toMatch(
            /^'Inter Variable'.*'Hiragino Sans'.*'Noto Sans CJK JP'/
        )
        expect(global['html:lang(zh)']['--chakra-fonts-body']).toMatch(
            /^'Inter Variable'.*'PingFang SC'.*'Noto Sans CJK SC'/
        )
        expect(global['html:lang(zh)']['--chakra-fonts-heading']).toMatch(
            /^'Archivo Variable'.*'Microsoft YaHei'/
        )
    })

    test('Chinese and Japanese headings and copy wrap without a character left alone; latin pages are untouched', () => {
        const global = theme.styles.global as Record<string, Record<string, string>>
        const cjk = ':is(html:lang(ja), html:lang(zh))'
        expect(global[`${cjk} :is(h1, h2, h3, h4, h5, h6)`]).toEqual({textWrap: 'balance'})
        expect(global[`${cjk} p`]).toEqual({textWrap: 'pretty'})
        expect(global['html:lang(ja) :is(h1, h2, h3, h4, h5, h6, p)']).toEqual({wordBreak: 'auto-phrase'})
        const wrapping = Object.entries(global).filter(
            ([, style]) => 'textWrap' in style || 'wordBreak' in style
        )
        expect(wrapping.every(([selector]) => /html:lang\((ja|zh)\)/.test(selector))).toBe(true)
    })

    test('breakpoints follow spec 001 §9 (mobile < 768px, desktop > 1112px)', () => {
        expect(parseFloat(breakpoints.md) * 16).toBe(BREAKPOINT_PX.md)
        expect(parseFloat(breakpoints.lg) * 16).toBe(BREAKPOINT_PX.lg)
        expect(BREAKPOINT_PX.lg - 1).toBe(1112)
    })

    test('calls to action are at most 280px wide and 44px high', () => {
        expect(LAYOUT).toMatchObject({ctaMaxWidth: '280px', ctaHeight: '44px', stripeMaxWidth: '1440px'})
        expect((theme.sizes as Record<string, unknown>).cta).toBe('280px')
    })

    test('font faces swap and point at the static font files', () => {
        const css = fontFaceCss((path) => `/assets/${path}`)
        expect(css.match(/@font-face/g)).toHaveLength(FONT_FILES.length + 1)
        // The fallback shown before Inter arrives is sized to Inter, so the swap shifts nothing.
        expect(css).toMatch(
            /font-family: 'Inter Variable Fallback';\s+src: local\('Arial'\)[^}]*size-adjust: 107.4%/
        )
        expect(css).toContain('font-display: swap')
        expect(css).toContain("url('/assets/static/fonts/inter-latin-wght-normal.woff2')")
    })

    test.each([
        ['#c0392b', '#c0392b'],
        ['#5a2a4f', '#5a2a4f'],
        ['#ffd400', undefined],
        ['red', undefined],
        [undefined, undefined]
    ])('editor colour %s is used only when readable on white', (colour, expected) => {
        expect(readableColour(colour)).toBe(expected)
    })

    test("component styles extend Chakra's defaults instead of replacing them", () => {
        const components = theme.components as Record<string, {baseStyle?: unknown}>
        expect(components.Spinner).toBeDefined()
        const drawer = components.Drawer.baseStyle as (props: object) => {
            dialog: {zIndex?: string; bg?: string}
        }
        expect(drawer({theme, placement: 'left'}).dialog).toMatchObject({zIndex: 'modal', bg: 'bg.canvas'})
    })
})
