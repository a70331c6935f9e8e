/** WCAG 2.x contrast ratio of two #rrggbb colours (1 to 21). */
const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i

/** The red, green and blue channels (0-255) of a #rrggbb or #rgb colour. */
export const hexChannels = (hex: string): [number, number, number] => {
    const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(full.slice(start, start + 2), 16))
    return [r, g, b]
}

/** WCAG relative luminance of a #rrggbb or #rgb colour (0 black to 1 white). */
export const luminance = (hex: string) => {
    const [r, g, b] = hexChannels(hex)
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export const contrastRatio = (a: string, b: string): number => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (light + 0.05) / (dark + 0.05)
}

/**
 * An editor-chosen text colour when it is readable (AA, 4.5:1) on the given background, otherwise undefined
 * so the caller falls back to a theme colour. Non-hex values (named colours) are not trusted.
 */
export const readableColour = (colour: string | undefined, background = '#ffffff'): string | undefined =>
    colour && HEX.test(colour.trim()) && contrastRatio(colour.trim(), background) >= 4.5
        ? colour.trim()
        : undefined
