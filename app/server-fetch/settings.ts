/**
 * How long the server waits for its upstreams (commerce API, store controllers, content API) while it renders a
 * page. Read from the host's environment on the server only; never part of the serialised config.
 * - UPSTREAM_TIMEOUT_MS (default 3500): one call's deadline;
 * - PAGE_DATA_BUDGET_MS (default 6000): all of one page's upstream calls together, so a page whose data timed
 *   out still answers (error or degraded page) well within 10 s, rendering included, on a busy machine;
 * - UPSTREAM_RETRIES (default 1): extra attempts for idempotent reads (GET/HEAD) after a timeout, a network
 *   error or a 502/503/504, while the page budget lasts. Writes are never retried.
 */
export interface DeadlineSettings {
    callTimeoutMs: number
    pageBudgetMs: number
    retries: number
}

export const DEFAULT_DEADLINES: DeadlineSettings = {callTimeoutMs: 3500, pageBudgetMs: 6000, retries: 1}

const whole = (value: string | undefined, fallback: number, min: number, max: number) => {
    if (value === undefined || value.trim() === '') return fallback
    const number = Number(value)
    return Number.isInteger(number) && number >= min && number <= max ? number : fallback
}

export const readDeadlineSettings = (env: Record<string, string | undefined>): DeadlineSettings => {
    const callTimeoutMs = whole(env.UPSTREAM_TIMEOUT_MS, DEFAULT_DEADLINES.callTimeoutMs, 100, 60_000)
    const pageBudgetMs = whole(env.PAGE_DATA_BUDGET_MS, DEFAULT_DEADLINES.pageBudgetMs, 100, 120_000)
    return {
        callTimeoutMs: Math.min(callTimeoutMs, pageBudgetMs),
        pageBudgetMs,
        retries: whole(env.UPSTREAM_RETRIES, DEFAULT_DEADLINES.retries, 0, 3)
    }
}
