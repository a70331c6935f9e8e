import {insidersCountdown} from './offer-dates'

// The announcement bar read "ends in 1,191 days" from a fixed calendar date: offers end days after seeding.
describe('insidersCountdown: 09:00 UTC four days after the seed day', () => {
    test.each([
        ['2025-06-01T00:00:00.000Z', '2025-06-05T09:00:00.000Z'],
        ['2025-06-01T23:59:59.999Z', '2025-06-05T09:00:00.000Z'],
        ['2026-12-30T12:00:00.000Z', '2027-01-03T09:00:00.000Z']
    ])('seeded at %s ends at %s', (seededAt, end) => {
        expect(insidersCountdown(Date.parse(seededAt))).toBe(end)
    })

    test('always between three and four days ahead: a day count and a running clock', () => {
        for (const seededAt of [Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 1, 23, 59), Date.now()]) {
            const ahead = Date.parse(insidersCountdown(seededAt)) - seededAt
            expect(ahead).toBeGreaterThan(3 * 86_400_000)
            expect(ahead).toBeLessThanOrEqual(4 * 86_400_000 + 9 * 3_600_000)
        }
    })
})
