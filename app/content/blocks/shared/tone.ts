/**
 * Editors pick copy colours per block; buttons and overlays need to know whether that copy is light (sits on
 * imagery) or dark (sits on paper). Relative luminance of a hex colour decides; named or unreadable colours
 * count as dark, the brand's default ink.
 */
export const toneOf = (colour: string | undefined): 'light' | 'dark' => {
    const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour?.trim() ?? '')?.[1]
    if (!hex) return colour?.trim().toLowerCase() === 'white' ? 'light' : 'dark'
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255)
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    return luminance > 0.5 ? 'light' : 'dark'
}
