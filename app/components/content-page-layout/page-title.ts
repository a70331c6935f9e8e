import {BRAND_NAME} from '../seo/page-head'

const BRAND_SUFFIX = new RegExp(`\\s*[|–-]\\s*${BRAND_NAME}\\s*$`, 'i')

/**
 * The page's own title for <title>: editors often write 'Fabric Guide | VELA' while the page head adds the
 * brand itself, so a trailing brand is dropped rather than shown twice.
 */
export const pageTitle = (title: unknown): string | undefined => {
    if (typeof title !== 'string') return undefined
    const trimmed = title.replace(BRAND_SUFFIX, '').trim()
    return trimmed || undefined
}

/** A CMS string field, or undefined when the field is missing or not text. */
export const textField = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() ? value : undefined
