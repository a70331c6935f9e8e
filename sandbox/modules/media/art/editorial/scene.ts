import {darken, lighten} from '../colour'
import type {SceneLight} from '../raster/scene'

/**
 * An editorial picture before lighting: a set (colour fields, drawn flat with gradients for the light) and a
 * subject (figures, products) with its form. Composed `width` x 1000 units for the requested aspect.
 */
export interface EditorialScene {
    width: number
    height: number
    defs: string
    formDefs?: string
    backdrop: string
    subject: string
    form: string
    /** Scene light overrides (a studio flash throws a harder shadow than an overcast hillside). */
    light?: Partial<SceneLight>
}

/** A vertical gradient fill from a lighter top to a darker foot: fields read as lit surfaces, not paper. */
export const litFill = (id: string, colour: string, lift = 0.12, drop = 0.08) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${lighten(colour, lift)}"/>` +
    `<stop offset="1" stop-color="${darken(colour, drop)}"/></linearGradient>`

/** A sideways gradient: the light falls from the left. */
export const sideFill = (id: string, colour: string, lift = 0.1, drop = 0.1) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.3">` +
    `<stop offset="0" stop-color="${lighten(colour, lift)}"/>` +
    `<stop offset="1" stop-color="${darken(colour, drop)}"/></linearGradient>`
