import type {Request} from 'express'
import {badRequest} from '../../core/errors'

export type Format = 'jpg' | 'png' | 'webp' | 'gif' | 'avif'

/** Widths the host renders; any request is served the next size up, so the cache stays small. */
export const SIZES = [32, 64, 120, 200, 300, 400, 600, 800, 1000, 1200, 1600, 2000, 2400] as const
export const MIN_SIZE = 16
export const MAX_SIZE = 2400
export const DEFAULT_QUALITY = 70

export const clampSize = (value: number) => Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.round(value)))

export const snapWidth = (value: number) => {
    const clamped = clampSize(value)
    return SIZES.find((size) => size >= clamped) ?? MAX_SIZE
}

const EXTENSIONS: Record<string, Format> = {
    jpg: 'jpg',
    jpeg: 'jpg',
    png: 'png',
    webp: 'webp',
    gif: 'gif',
    avif: 'avif',
    bmp: 'png'
}

/** Format named by a file extension (`bmp` has no encoder here and is served as PNG). */
export const formatFromExtension = (extension: string): Format | undefined =>
    EXTENSIONS[extension.toLowerCase()]

export const CONTENT_TYPES: Record<Format, string> = {
    jpg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    gif: 'image/gif',
    avif: 'image/avif'
}

const single = (req: Request, ...names: string[]) => {
    for (const name of names) {
        const value = req.query[name]
        if (typeof value === 'string' && value !== '') return {name, value}
        if (Array.isArray(value) && typeof value[0] === 'string') return {name, value: value[0]}
    }
    return undefined
}

/** A numeric query parameter: absent is undefined, non-numbers are a 400, numbers are returned as given. */
export const numberParam = (req: Request, ...names: string[]) => {
    const param = single(req, ...names)
    if (!param) return undefined
    const value = Number(param.value)
    if (!/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(param.value) || !Number.isFinite(value)) {
        throw badRequest(
            `Parameter '${param.name}' must be a number, got '${param.value.slice(0, 40)}'.`,
            'invalid-parameter'
        )
    }
    return value
}

/** Quality 1-100 in steps of 5 (finer steps look the same and would only multiply cache entries). */
export const qualityParam = (req: Request, ...names: string[]) => {
    const value = numberParam(req, ...names)
    if (value === undefined) return DEFAULT_QUALITY
    return Math.max(10, Math.min(100, Math.round(value / 5) * 5))
}

/** The best modern format the browser's Accept header names (AVIF, then WebP), if any. */
export const acceptedFormat = (req: Request): Format | undefined => {
    const accept = req.get('accept') ?? ''
    if (accept.includes('image/avif')) return 'avif'
    if (accept.includes('image/webp')) return 'webp'
    return undefined
}

/**
 * Output format: the `fmt`-style parameter wins over the path's extension; `auto` picks AVIF or WebP when the
 * browser's Accept header allows it, else JPEG. With `negotiateByDefault` (product images, whose links always
 * end in `.jpg`) the same negotiation applies when no parameter is given. Negotiated answers vary by Accept.
 */
export const formatParam = (req: Request, fallback: Format, names: string[], negotiateByDefault = false) => {
    const param = single(req, ...names)
    if (!param) {
        if (!negotiateByDefault) return {format: fallback, negotiated: false}
        return {format: acceptedFormat(req) ?? fallback, negotiated: true}
    }
    const value = param.value.toLowerCase()
    if (value === 'auto') return {format: acceptedFormat(req) ?? ('jpg' as Format), negotiated: true}
    const format = formatFromExtension(value)
    if (!format)
        throw badRequest(`Unsupported image format '${param.value.slice(0, 20)}'.`, 'unsupported-format')
    return {format, negotiated: false}
}

/** Keeps scenes sane when a caller asks for a sliver: aspect ratios are held between 1:4 and 6:1. */
export const clampAspect = (aspect: number) => Math.max(0.25, Math.min(6, aspect))

/** Parses an Amplience-style `aspect=16:9` (or `1.78`) value. */
export const aspectParam = (req: Request) => {
    const param = single(req, 'aspect')
    if (!param) return undefined
    const match = /^(\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(param.value.trim())
    if (!match)
        throw badRequest(
            `Parameter 'aspect' must look like 16:9, got '${param.value.slice(0, 20)}'.`,
            'invalid-parameter'
        )
    const ratio = match[2] ? Number(match[1]) / Number(match[2]) : Number(match[1])
    return Number.isFinite(ratio) && ratio > 0 ? clampAspect(ratio) : undefined
}

/**
 * Final pixel box from optional width/height and the picture's natural aspect: width snaps to a fixed size,
 * height follows the requested (or natural) proportions.
 */
export const resolveBox = (
    requested: {width?: number; height?: number},
    naturalAspect: number,
    defaultWidth: number
) => {
    const {width, height} = requested
    const positive = (value?: number) => (value !== undefined && value > 0 ? value : undefined)
    const w = positive(width)
    const h = positive(height)
    let aspect = naturalAspect
    if (w && h) aspect = clampAspect(w / h)
    const targetWidth = w ?? (h ? h * aspect : defaultWidth)
    const snapped = snapWidth(targetWidth)
    // Tall pictures are limited by their height: the width shrinks so the proportions survive the cap.
    if (snapped / aspect > MAX_SIZE) return {width: clampSize(MAX_SIZE * aspect), height: MAX_SIZE}
    return {width: snapped, height: clampSize(snapped / aspect)}
}

/** Names and path segments: printable, no traversal, no separators smuggled in through encoding. */
export const assertSafeSegment = (value: string, what: string) => {
    const control = [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)
    if (!value || value.length > 200 || value.includes('..') || control || /[\\/<>"]/.test(value)) {
        throw badRequest(`Invalid ${what} '${value.slice(0, 60)}'.`, 'invalid-path')
    }
}
