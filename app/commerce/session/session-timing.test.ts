import {
    noteSessionActivity,
    readRememberMe,
    shouldEndSession,
    startSessionClock,
    stopSessionClock
} from './session-timing'

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms)

afterEach(() => stopSessionClock())

describe('session timing (spec 001 §4.1)', () => {
    test("with remember-me 'no' the session lives 30 minutes from its last refresh", () => {
        startSessionClock(false, at(0))
        expect(readRememberMe()).toBe('no')
        expect(shouldEndSession(at(1_799_999))).toBe(false)
        expect(shouldEndSession(at(1_800_000))).toBe(true)
    })

    test('activity refreshes it at most every 60 s', () => {
        startSessionClock(false, at(0))
        expect(noteSessionActivity(at(59_999))).toBe(false)
        expect(noteSessionActivity(at(60_000))).toBe(true)
        expect(shouldEndSession(at(1_800_000))).toBe(false)
        expect(shouldEndSession(at(1_860_000))).toBe(true)
    })

    test('a remembered session never ends by the clock', () => {
        startSessionClock(true, at(0))
        expect(readRememberMe()).toBe('yes')
        expect(shouldEndSession(at(10 * 1_800_000))).toBe(false)
        expect(noteSessionActivity(at(1))).toBe(true)
    })
})
