/**
 * Offer end dates for countdowns, relative to the sandbox's clock when it seeds. A fixed calendar date would
 * read "ends in 1,191 days" today and "ended" one day; a shop's live event ends within days.
 */
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The Insiders event closes at 09:00 UTC four days after the seed day: always three to four days (and some hours)
 * ahead when the sandbox starts, so the countdown shows a day count and a running clock. */
export const insidersCountdown = (seededAt: number): string => {
    const seedDay = Math.floor(seededAt / DAY) * DAY
    return new Date(seedDay + 4 * DAY + 9 * HOUR).toISOString()
}
