/**
 * URL builders for the two image services the storefront shows: product images (the commerce platform's
 * image server, width param `sw`) and CMS media (image-link fragments, width param `w`). Both ignore
 * parameters they do not know, so a width is always safe to add.
 */

/** The CMS's image-link fragment, as every delivery response carries it. */
export interface CmsImageLink {
    name: string
    endpoint: string
    defaultHost: string
}

export type ImageSource = string | CmsImageLink

/** Widths offered in srcset: enough steps that phones and 2x desktops each find a close match. */
export const DEFAULT_WIDTHS = [200, 320, 480, 640, 800, 1000, 1200, 1600, 2000] as const

export const isCmsImage = (source: unknown): source is CmsImageLink =>
    typeof source === 'object' &&
    source !== null &&
    typeof (source as CmsImageLink).name === 'string' &&
    typeof (source as CmsImageLink).endpoint === 'string' &&
    typeof (source as CmsImageLink).defaultHost === 'string'

/** A width/height ratio as the media service writes it: 0.8 -> '4:5', 16/9 -> '16:9'. */
export const aspectParam = (ratio: number) => {
    for (let height = 1; height <= 20; height += 1) {
        const width = ratio * height
        if (Math.abs(width - Math.round(width)) < 0.005) return `${Math.round(width)}:${height}`
    }
    return `${Math.round(ratio * 1000)}:1000`
}

/**
 * `{protocol}://{defaultHost}/i/{endpoint}/{name}?w=…&qlt=60&fmt=auto`: the host picks the best format. With
 * an aspect ratio the service crops to the box the image fills, so no bytes are spent on hidden pixels.
 */
export const cmsImageUrl = (
    image: CmsImageLink,
    width: number,
    protocol: 'http' | 'https' = 'https',
    aspect?: number
) =>
    `${protocol}://${image.defaultHost}/i/${encodeURIComponent(image.endpoint)}/${encodeURIComponent(
        image.name
    )}?w=${Math.round(width)}${aspect ? `&sm=aspect&aspect=${aspectParam(aspect)}` : ''}&qlt=60&fmt=auto`

/**
 * A product image URL at a width: replaces any `sw` the platform already put on it and keeps every other
 * parameter. Works on absolute and root-relative URLs alike (the platform returns either).
 */
export const productImageUrl = (url: string, width: number) => {
    const hashAt = url.indexOf('#')
    const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt)
    const queryAt = withoutHash.indexOf('?')
    const base = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt)
    const params = new URLSearchParams(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1))
    params.set('sw', String(Math.round(width)))
    return `${base}?${params.toString()}`
}

/** The URL of either kind of source at a width (product images keep their own shape). */
export const imageUrl = (
    source: ImageSource,
    width: number,
    protocol: 'http' | 'https' = 'https',
    aspect?: number
) =>
    typeof source === 'string' ? productImageUrl(source, width) : cmsImageUrl(source, width, protocol, aspect)

/** `url 200w, url 320w, …`, for the widths given (deduplicated, ascending). */
export const buildSrcSet = (
    source: ImageSource,
    widths: readonly number[] = DEFAULT_WIDTHS,
    protocol: 'http' | 'https' = 'https',
    aspect?: number
) =>
    Array.from(new Set(widths.map((width) => Math.round(width))))
        .filter((width) => width > 0)
        .sort((a, b) => a - b)
        .map((width) => `${imageUrl(source, width, protocol, aspect)} ${width}w`)
        .join(', ')

/** The plain `src` for browsers without srcset support and for crawlers: a mid-sized rendition. */
export const fallbackWidth = (widths: readonly number[] = DEFAULT_WIDTHS) => {
    const sorted = [...widths].sort((a, b) => a - b)
    return sorted.find((width) => width >= 800) ?? sorted[sorted.length - 1] ?? 800
}
