import {characterCount} from './validator'
import {maxLengthMessage} from './messages'

/** "Overlong input is cut, shows 'Please enter no more than {n} characters.' and the value reverts after
 * 100 ms" (spec 001 §5.1). */
export const OVER_LIMIT_REVERT_MS = 100

export interface LengthCheck {
    /** The value cut to the limit (by characters, so an emoji is never split). */
    value: string
    /** The message to show when the input was over the limit. */
    message?: string
}

export const enforceMaxLength = (input: string, max: number): LengthCheck => {
    const characters = Array.from(input)
    if (characters.length <= max) return {value: input}
    return {value: characters.slice(0, max).join(''), message: maxLengthMessage(max)}
}

/** Share of a field's limit from which its counter shows, so a shopper sees the limit coming before input
 * is cut, without a counter cluttering every short field. */
export const COUNTER_FROM_SHARE = 0.8

/** Whether a single-line field shows its 'n/max characters' counter: once the value reaches 80% of the limit
 * (32 of a 40-character name, 10 of a 12-character postcode). */
export const showsLengthCounter = (value: string | undefined, max: number): boolean =>
    max > 0 && characterCount(value ?? '') >= Math.ceil(max * COUNTER_FROM_SHARE)
