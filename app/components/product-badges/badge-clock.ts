/**
 * One clock for every badge on the page: it reads the time once, and ticks again only when a scheduled badge
 * starts or ends, so a page left open shows and drops scheduled badges on time without a timer per tile.
 */

/** setTimeout cannot wait longer than about 24.8 days; later changes are picked up on a later visit. */
const MAX_DELAY_MS = 2_147_483_000

type Listener = () => void

const listeners = new Set<Listener>()
let current: number | undefined
let next: number | undefined
let timer: ReturnType<typeof setTimeout> | undefined

const arm = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (next === undefined || !listeners.size) return
    const delay = next - Date.now()
    if (delay > MAX_DELAY_MS) return
    timer = setTimeout(tick, Math.max(0, delay) + 1)
}

function tick() {
    current = Date.now()
    next = undefined
    listeners.forEach((listener) => listener())
}

/** The current badge time; stable between calls until the clock ticks. */
export const badgeNow = (): number => {
    if (current === undefined) current = Date.now()
    return current
}

export const subscribeBadgeClock = (listener: Listener) => {
    listeners.add(listener)
    arm()
    return () => {
        listeners.delete(listener)
        if (!listeners.size && timer) {
            clearTimeout(timer)
            timer = undefined
        }
    }
}

/** Asks for a tick at `moment` (the earliest request wins). */
export const wakeBadgeClockAt = (moment: number | undefined) => {
    if (moment === undefined || (next !== undefined && next <= moment)) return
    next = moment
    arm()
}
