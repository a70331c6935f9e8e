/**
 * "Runtime flags dy, gtm and mplog can be switched on or off in the query" (spec 001 §2.2): `?gtm=false`
 * keeps the tag manager off, `?dy=false` the personalisation service, `?mplog=true` logs every
 * customer-data event to the console. A flag holds for the browser session, so support staff can reproduce
 * a shopper's problem across pages.
 */
export type RuntimeFlag = 'dy' | 'gtm' | 'mplog'

const DEFAULTS: Record<RuntimeFlag, boolean> = {dy: true, gtm: true, mplog: false}
const STORAGE_PREFIX = 'vela.flag.'

const parse = (value: string | null): boolean | undefined => {
    if (value === null) return undefined
    if (/^(1|true|on|yes)$/i.test(value)) return true
    if (/^(0|false|off|no)$/i.test(value)) return false
    return undefined
}

export const runtimeFlag = (
    flag: RuntimeFlag,
    search = typeof window === 'undefined' ? '' : window.location.search
): boolean => {
    const fromQuery = parse(new URLSearchParams(search).get(flag))
    try {
        if (fromQuery !== undefined) window.sessionStorage.setItem(STORAGE_PREFIX + flag, String(fromQuery))
        const stored = parse(window.sessionStorage.getItem(STORAGE_PREFIX + flag))
        return stored ?? DEFAULTS[flag]
    } catch {
        return fromQuery ?? DEFAULTS[flag]
    }
}
