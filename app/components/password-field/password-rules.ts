/**
 * The platform's password policy (at least 8 characters with an upper-case letter, a lower-case letter, a
 * number and a special character), checked as the shopper types so the rules can be shown ticking off.
 */
export type PasswordRule = 'length' | 'upper' | 'lower' | 'number' | 'special'

export const MIN_PASSWORD_LENGTH = 8

const RULES: readonly [PasswordRule, (value: string) => boolean][] = [
    ['length', (value) => Array.from(value).length >= MIN_PASSWORD_LENGTH],
    ['upper', (value) => /\p{Lu}/u.test(value)],
    ['lower', (value) => /\p{Ll}/u.test(value)],
    ['number', (value) => /\d/.test(value)],
    ['special', (value) => /[^\p{L}\p{N}\s]/u.test(value)]
]

/** Each rule with whether `value` meets it, in display order. */
export const passwordRuleResults = (value: string): {rule: PasswordRule; met: boolean}[] =>
    RULES.map(([rule, test]) => ({rule, met: test(value)}))

export const meetsPasswordPolicy = (value: string | null | undefined): boolean =>
    passwordRuleResults(value ?? '').every(({met}) => met)
