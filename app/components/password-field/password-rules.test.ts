import {meetsPasswordPolicy, passwordRuleResults} from './password-rules'

describe('password policy (≥8 characters with upper, lower, number, special)', () => {
    test.each([
        ['VelaDemo#2024', true],
        ['Strong#Pass1', true],
        ['Émilie#2024', true],
        ['short#A1', true],
        ['Sh#1', false],
        ['alllowercase#1', false],
        ['ALLUPPERCASE#1', false],
        ['NoNumbers#here', false],
        ['NoSpecial2024', false],
        ['', false],
        [undefined, false]
    ])('%j meets the policy: %s', (value, met) => {
        expect(meetsPasswordPolicy(value)).toBe(met)
    })

    test('each rule is reported separately, in order', () => {
        expect(passwordRuleResults('abc')).toEqual([
            {rule: 'length', met: false},
            {rule: 'upper', met: false},
            {rule: 'lower', met: true},
            {rule: 'number', met: false},
            {rule: 'special', met: false}
        ])
    })
})
