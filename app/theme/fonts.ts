import {BODY_FALLBACK_FAMILY, FONT_FAMILY} from './foundations/typography'

/**
 * Self-hosted variable fonts (latin + latin-ext subsets), copied from the @fontsource-variable packages into
 * app/static/fonts by scripts/fonts/copy.ts and served with the bundle's static assets. Other scripts (CJK)
 * fall back to system fonts, which is what shoppers reading them expect.
 */
export interface FontFile {
    family: string
    /** File name under static/fonts/. */
    file: string
    unicodeRange: string
}

const LATIN =
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
    'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'
const LATIN_EXT =
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, ' +
    'U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF'

export const FONT_FILES: FontFile[] = [
    {family: FONT_FAMILY.body, file: 'inter-latin-wght-normal.woff2', unicodeRange: LATIN},
    {family: FONT_FAMILY.body, file: 'inter-latin-ext-wght-normal.woff2', unicodeRange: LATIN_EXT},
    {family: FONT_FAMILY.heading, file: 'archivo-latin-wght-normal.woff2', unicodeRange: LATIN},
    {family: FONT_FAMILY.heading, file: 'archivo-latin-ext-wght-normal.woff2', unicodeRange: LATIN_EXT}
]

const fontPath = (font: FontFile) => `static/fonts/${font.file}`

/**
 * Arial scaled and given Inter's vertical metrics (Inter's ascender 0.969 and descender 0.242 em, divided by
 * the 107.4% width scale), so text set in the fallback takes the room Inter will: lines wrap at nearly the
 * same words and keep their height, and swapping the font in moves nothing (the product page's breadcrumb
 * re-wrapping was a 0.22 layout shift on phones).
 */
const BODY_FALLBACK_FACE = `@font-face {
  font-family: '${BODY_FALLBACK_FAMILY}';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica');
  size-adjust: 107.4%;
  ascent-override: 90.2%;
  descent-override: 22.48%;
  line-gap-override: 0%;
}`

/** @font-face rules; `assetUrl` maps a static path to its served URL (it differs per bundle and host). */
export const fontFaceCss = (assetUrl: (path: string) => string): string =>
    [
        ...FONT_FILES.map(
            (font) => `@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url('${assetUrl(fontPath(font))}') format('woff2');
  unicode-range: ${font.unicodeRange};
}`
        ),
        BODY_FALLBACK_FACE
    ].join('\n')
