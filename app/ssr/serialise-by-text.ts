import type {RegisteredCache, SerializedStyles} from '@emotion/serialize'
import {keptOrComputed} from './style-memo'

/**
 * Emotion's styled element serialises its styles on every render: it joins its interpolations' CSS text, scans
 * it for labels and hashes it into the class name. On the server the style memo (./style-memo) already hands
 * emotion the same CSS text for elements styled alike, so the join is one string; hashing it again for each of
 * a page's thousands of elements was emotion's biggest cost left (its murmur hash alone ~6 ms of a home page's
 * render). The result depends on that text only, so it is kept per text.
 *
 * Only the common case is kept: interpolations that are plain strings, nothing, or functions returning one of
 * those. Anything else (template literals, objects, keyframes, component selectors) is serialised by emotion as
 * before, with the arguments it was given.
 */

type Serialize = (args: unknown[], registered?: RegisteredCache, mergedProps?: unknown) => SerializedStyles

/** Enough for every distinct style text of a catalogue page, small enough to forget. */
export const MAX_TEXTS = 4000

const NOT_TEXT = Symbol('not text')

/** What emotion's interpolation step makes of a string: a registered class's styles, or the string itself. */
const resolved = (text: string, registered: RegisteredCache | undefined) => {
    if (registered == null) return text
    const cached = registered[text]
    return cached !== undefined ? cached : text
}

const textOf = (
    value: unknown,
    registered: RegisteredCache | undefined,
    mergedProps: unknown,
    depth: number
): string | typeof NOT_TEXT => {
    if (value == null || typeof value === 'boolean') return ''
    if (typeof value === 'string') return resolved(value, registered)
    if (typeof value === 'function' && mergedProps !== undefined && depth === 0) {
        if ((value as {__emotion_styles?: unknown}).__emotion_styles !== undefined) return NOT_TEXT
        return textOf((value as (props: unknown) => unknown)(mergedProps), registered, mergedProps, depth + 1)
    }
    return NOT_TEXT
}

export const serialiseByText = (serialize: Serialize): Serialize => {
    const byText = new Map<string, SerializedStyles>()
    return (args, registered, mergedProps) => {
        // Template literal strings (`raw`) are emotion's other calling form: left to it.
        if (!Array.isArray(args) || (args as {raw?: unknown}).raw !== undefined) {
            return serialize(args, registered, mergedProps)
        }
        let text = ''
        for (const arg of args) {
            const part = textOf(arg, registered, mergedProps, 0)
            // A style function is pure (it reads props only), so emotion may call it again.
            if (part === NOT_TEXT) return serialize(args, registered, mergedProps)
            text += part
        }
        // The joined text serialises exactly as its parts did: a string is taken as it is.
        return keptOrComputed(byText, text, MAX_TEXTS, () => serialize([text]))
    }
}
