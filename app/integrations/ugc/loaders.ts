import type {IntegrationsConfig} from '../../config/types'
import {loadScript} from '../script-loader'

/** The user-generated-content provider's two scripts, as they put themselves on window. */
export interface UgcOptions {
    galleryId: string
    /** Only photos of this product (and its outfit pieces). */
    productId?: string
    locale: string
    /** The site's path prefix, for the links to the products worn ('' on GB, '/us' ...). */
    linkBase: string
    limit?: number
}

interface UgcStoriesApi {
    render(element: HTMLElement, options: UgcOptions): Promise<number>
}

interface UgcGalleryApi {
    init(element: HTMLElement, options: UgcOptions): Promise<number>
    trackPageView(galleryId: string): void
}

declare global {
    interface Window {
        UgcStories?: UgcStoriesApi
        UgcGallery?: UgcGalleryApi
    }
}

type UgcConfig = IntegrationsConfig['ugc']

/** The storytelling carousel (spec 001 §7.3 "storytelling script for the UGC carousel"); resolves the photo count. */
export const renderStories = async (config: UgcConfig, element: HTMLElement, options: UgcOptions) => {
    await loadScript(config.storytellingScriptUrl)
    if (!window.UgcStories) throw new Error('The storytelling script did not start')
    return window.UgcStories.render(element, options)
}

/**
 * The gallery (spec 001 §2.5): "loads a third-party gallery script once, re-initialises it if its container
 * is empty, reports a page view". Resolves the photo count.
 */
export const initGallery = async (config: UgcConfig, element: HTMLElement, options: UgcOptions) => {
    await loadScript(config.galleryScriptUrl)
    const gallery = window.UgcGallery
    if (!gallery) throw new Error('The gallery script did not start')
    let count = await gallery.init(element, options)
    if (element.childElementCount === 0) count = await gallery.init(element, options)
    gallery.trackPageView(options.galleryId)
    return count
}
