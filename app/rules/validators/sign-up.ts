import {VALIDATION_MESSAGES} from './messages'
import {isBlank, type Validator} from './validator'

/** "Required fields show 'This field is required' unless a custom message is given." Also the rule for
 * "Mandatory radio and dropdown: empty gives the validation message." */
export const signUpRequired =
    (customMessage?: string): Validator =>
    (value) =>
        isBlank(value) ? customMessage || VALIDATION_MESSAGES.required : true

export interface CheckboxGroupLimits {
    min?: number
    max?: number
}

/** "Checkbox group: count selected within min and max, otherwise the validation message shows." */
export const validateCheckboxGroup = (
    selected: readonly string[],
    {min = 0, max = Number.POSITIVE_INFINITY}: CheckboxGroupLimits,
    message: string = VALIDATION_MESSAGES.selectionRequired
): true | string => (selected.length >= min && selected.length <= max ? true : message)

/** The option that excludes all others (spec 001 §4.7 "option 'Nothing' excludes the others"). */
export const EXCLUSIVE_OPTION = 'Nothing'

/** The selection after ticking or unticking an option: 'Nothing' clears the others and the others clear
 * 'Nothing'; a new option beyond the maximum is refused. */
export const toggleCheckboxOption = (selected: readonly string[], option: string, max?: number): string[] => {
    if (selected.includes(option)) return selected.filter((value) => value !== option)
    if (option === EXCLUSIVE_OPTION) return [option]
    const others = selected.filter((value) => value !== EXCLUSIVE_OPTION)
    if (max !== undefined && others.length >= max) return [...selected]
    return [...others, option]
}

/** "once the maximum is reached the others are disabled" */
export const isCheckboxOptionDisabled = (
    option: string,
    selected: readonly string[],
    max?: number
): boolean => max !== undefined && selected.length >= max && !selected.includes(option)

/** "NPS score 0-10, labelled 'Very unlikely' to 'Very likely'." */
export const NPS_SCORES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

export const isValidNpsScore = (value: unknown): boolean => {
    const score = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    return typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= 10
}
