import {hashString, luminance} from '../colour'
import {findColour} from '../fabric'

/** A campaign colour story: a ground, three fields (light to deep) and the colour ids the figures wear. */
export interface Palette {
    name: string
    ground: string
    fields: [string, string, string]
    /** Colour ids from the shared palette, so worn garments match catalogue colours. */
    wear: [string, string, string, string]
    dark?: boolean
}

export const PALETTES: Palette[] = [
    {
        name: 'sand',
        ground: '#efe6da',
        fields: ['#e5cfb2', '#d4a373', '#b5593a'],
        wear: ['terracotta', 'stone', 'lily-white', 'mocha-brown']
    },
    {
        name: 'sage',
        ground: '#e8ebe3',
        fields: ['#d3dbc9', '#9aab8f', '#4f6147'],
        wear: ['sage-green', 'forest-green', 'lily-white', 'olive']
    },
    {
        name: 'blush',
        ground: '#f6e9e4',
        fields: ['#efd3cd', '#e6a99f', '#c76d5e'],
        wear: ['blush-pink', 'coral-pink', 'berry-red', 'white']
    },
    {
        name: 'glacier',
        ground: '#e7eef2',
        fields: ['#d0e1e9', '#9cc3d5', '#2451b7'],
        wear: ['glacier-blue', 'cobalt-blue', 'navy-blue', 'white']
    },
    {
        name: 'dusk',
        ground: '#ede7f2',
        fields: ['#dbd0e8', '#b9a7d1', '#5a2a4f'],
        wear: ['lavender', 'plum-purple', 'black', 'blush-pink']
    },
    {
        name: 'noir',
        ground: '#1c1c1e',
        fields: ['#2a2a2d', '#3b3d42', '#c0392b'],
        wear: ['black', 'chilli-red', 'white', 'charcoal-marl'],
        dark: true
    },
    {
        name: 'sunset',
        ground: '#f7e5d2',
        fields: ['#f4cba0', '#f08a7e', '#c0392b'],
        wear: ['coral-pink', 'amber-yellow', 'chilli-red', 'lily-white']
    },
    {
        name: 'amber',
        ground: '#f5ecd9',
        fields: ['#efd8a4', '#e0a526', '#5b4334'],
        wear: ['amber-yellow', 'mocha-brown', 'stone', 'black']
    },
    {
        name: 'forest',
        ground: '#e5e8df',
        fields: ['#bcc7b0', '#5d6b4a', '#24433a'],
        wear: ['forest-green', 'olive', 'camo-print', 'stone']
    },
    {
        name: 'stone',
        ground: '#efebe5',
        fields: ['#ddd6ca', '#b8ad9c', '#3b3d42'],
        wear: ['stone', 'black', 'lily-white', 'light-grey-marl']
    }
]

// Words in a media name that set the mood (matched at word starts: "run" finds "running" but "red" not
// "coloured"); colour words win over themes, first match wins.
const KEYWORDS: [RegExp, string][] = (
    [
        [/pink|blush|coral|rose/, 'blush'],
        [/blue|navy|cobalt|glacier|ice/, 'glacier'],
        [/green|sage|olive|khaki/, 'sage'],
        [/purple|lavender|plum|lilac/, 'dusk'],
        [/black|noir|charcoal|night|dark/, 'noir'],
        [/red|chilli|berry/, 'sunset'],
        [/yellow|amber|gold|mustard/, 'amber'],
        [/brown|mocha|stone|neutral|nude|sand|beige/, 'stone'],
        [/terracotta|orange|autumn|fall/, 'sand'],
        [/summer|sun|holiday|beach|sale|offer|deal/, 'sunset'],
        [/winter|snow|cold|run/, 'glacier'],
        [/new|season|spring|fresh/, 'sage'],
        [/yoga|calm|pilates|studio|bra/, 'blush'],
        [/gym|train|strength|weights|lift|black-friday/, 'noir'],
        [/outdoor|trail|hike|walk|mountain/, 'forest'],
        [/insider|member|vip|loyal|exclusive/, 'dusk'],
        [/gift|christmas|festive|card/, 'amber']
    ] as [RegExp, string][]
).map(([words, palette]) => [new RegExp(`(?:^|[^a-z])(?:${words.source})`), palette])

export const paletteFor = (name: string): Palette => {
    const lower = name.toLowerCase()
    for (const [pattern, palette] of KEYWORDS) {
        if (pattern.test(lower)) return PALETTES.find((p) => p.name === palette) ?? PALETTES[0]
    }
    return PALETTES[hashString(lower) % PALETTES.length]
}

/**
 * The palette's wear colours ordered by contrast with a background (most contrasting first), so a garment
 * never disappears into the colour field behind it.
 */
export const contrastingWear = (palette: Palette, background: string) => {
    const target = luminance(background)
    const score = (id: string) => Math.abs(luminance(findColour(id)?.hex ?? background) - target)
    return [...palette.wear].sort((a, b) => score(b) - score(a))
}
