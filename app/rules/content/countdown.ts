/** "countdown tick 1000 ms" (spec 001 §9). */
export const COUNTDOWN_TICK_MS = 1000

const DAY = 86_400
const HOUR = 3_600

/** "whole seconds remaining to the target date, decreasing each second, floor zero" (spec 001 §4.5). An
 * unreadable target counts as already reached. */
export const secondsRemaining = (target: string | number | Date | null | undefined, now: Date): number => {
    if (target === null || target === undefined || target === '') return 0
    const end =
        target instanceof Date ? target.getTime() : typeof target === 'number' ? target : Date.parse(target)
    if (Number.isNaN(end)) return 0
    return Math.max(0, Math.floor((end - now.getTime()) / 1000))
}

export interface CountdownParts {
    /** Present only when more than 24 hours remain. */
    days?: number
    hours: string
    minutes: string
    seconds: string
}

const two = (value: number) => String(value).padStart(2, '0')

/** "shown as hours, minutes, seconds with two digits, plus a day count only when over 24 hours" */
export const countdownParts = (totalSeconds: number): CountdownParts => {
    const total = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0))
    const overADay = total > DAY
    const days = Math.floor(total / DAY)
    const hours = overADay ? Math.floor((total % DAY) / HOUR) : Math.floor(total / HOUR)
    const parts = {hours: two(hours), minutes: two(Math.floor((total % HOUR) / 60)), seconds: two(total % 60)}
    return overADay ? {days, ...parts} : parts
}
