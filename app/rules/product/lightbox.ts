/** "lightbox zoom 200 ms" (spec 001 §9). */
export const LIGHTBOX_ZOOM_MS = 200

/** "selected image index wraps" */
export const wrapIndex = (index: number, count: number): number => {
    if (count <= 0 || !Number.isFinite(index)) return 0
    return ((Math.trunc(index) % count) + count) % count
}

/** "with only 2 media items they are duplicated to 4" so the looping carousel has slides either side. */
export const lightboxMedia = <T>(media: readonly T[]): T[] =>
    media.length === 2 ? [...media, ...media] : [...media]

export interface LightboxState {
    index: number
    zoomed: boolean
}

export type LightboxAction = 'next' | 'previous' | 'toggle-zoom' | 'close'

/** Key handling: arrows navigate (ignored while zoomed, when they pan), Enter/Space toggle zoom, Escape closes. */
export const lightboxKeyAction = (key: string, zoomed: boolean): LightboxAction | undefined => {
    if (key === 'Escape') return 'close'
    if (key === 'Enter' || key === ' ' || key === 'Spacebar') return 'toggle-zoom'
    if (zoomed) return undefined
    if (key === 'ArrowRight') return 'next'
    if (key === 'ArrowLeft') return 'previous'
    return undefined
}

/** The state after an action; "zoom ... resets on navigation". Close leaves the state to the caller. */
export const lightboxReduce = (
    state: LightboxState,
    action: LightboxAction,
    count: number
): LightboxState => {
    switch (action) {
        case 'next':
            return {index: wrapIndex(state.index + 1, count), zoomed: false}
        case 'previous':
            return {index: wrapIndex(state.index - 1, count), zoomed: false}
        case 'toggle-zoom':
            return {...state, zoomed: !state.zoomed}
        case 'close':
            return state
    }
}
