import {DEFAULT_DEADLINES, readDeadlineSettings} from './settings'

describe('readDeadlineSettings', () => {
    test('defaults: 3.5 s per call, 6 s per page, one retry for reads', () => {
        expect(readDeadlineSettings({})).toEqual(DEFAULT_DEADLINES)
        expect(DEFAULT_DEADLINES).toEqual({callTimeoutMs: 3500, pageBudgetMs: 6000, retries: 1})
    })

    test('reads the environment', () => {
        expect(
            readDeadlineSettings({
                UPSTREAM_TIMEOUT_MS: '2500',
                PAGE_DATA_BUDGET_MS: '6000',
                UPSTREAM_RETRIES: '0'
            })
        ).toEqual({callTimeoutMs: 2500, pageBudgetMs: 6000, retries: 0})
    })

    test('a call never gets longer than the page budget', () => {
        expect(
            readDeadlineSettings({UPSTREAM_TIMEOUT_MS: '9000', PAGE_DATA_BUDGET_MS: '3000'}).callTimeoutMs
        ).toBe(3000)
    })

    test.each([['abc'], ['-5'], ['1.5'], ['99999999']])('ignores a malformed value (%s)', (value) => {
        expect(readDeadlineSettings({UPSTREAM_TIMEOUT_MS: value, UPSTREAM_RETRIES: value})).toEqual(
            DEFAULT_DEADLINES
        )
    })
})
