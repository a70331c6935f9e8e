import type {Scene} from './raster/scene'

/** What the encoder receives: a flat SVG document (logos, placeholders) or a scene to light (photographs). */
export type Picture = {svg: string} | {scene: Scene}
