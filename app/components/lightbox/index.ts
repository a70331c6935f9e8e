import loadable from '@loadable/component'
import type {LightboxProps} from './lightbox'

export type {LightboxProps}

/** Loaded on first use, so full-screen images cost nothing on the page's first load. */
export const Lightbox = loadable<LightboxProps>(() => import('./lightbox'), {ssr: false})
