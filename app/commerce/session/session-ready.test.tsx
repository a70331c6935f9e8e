import {act, renderHook} from '@testing-library/react'
import {sessionReady, useSessionStartExpected, useSettledCustomerId} from './session-ready'

jest.mock('@salesforce/commerce-sdk-react', () => ({useCustomerId: () => 'stored-customer'}))

// One module state per file: the cases run in the order a page goes through them.
describe('customer-scoped reads and the page session start', () => {
    test('with no session start on the page (a test, a page without the shell) the stored id is used at once', () => {
        const {result} = renderHook(() => useSettledCustomerId())
        expect(result.current).toBe('stored-customer')
    })

    test('once the shell expects a session start, the stored id is held back until the token step settles', () => {
        const {result} = renderHook(() => {
            useSessionStartExpected()
            return useSettledCustomerId()
        })
        expect(result.current).toBeUndefined()
        act(() => sessionReady.settle())
        expect(result.current).toBe('stored-customer')
    })

    test('settled stays settled: a later render of the shell does not hold reads back again', () => {
        const {result} = renderHook(() => {
            useSessionStartExpected()
            return useSettledCustomerId()
        })
        expect(result.current).toBe('stored-customer')
    })
})
