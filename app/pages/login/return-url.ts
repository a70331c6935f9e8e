/**
 * Where to go after signing in. Only a path on this storefront is accepted (no scheme, no '//' host, no
 * backslash tricks), so a crafted link cannot send the shopper to another site after they enter a password.
 */
export const safeReturnUrl = (value: string | null | undefined): string | undefined => {
    if (!value || value.length > 2048) return undefined
    if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return undefined
    if (/^\/[^/]*:/.test(value)) return undefined
    return value
}

/** The login page for a guest who asked for `current` (already prefixed for the site). */
export const loginUrlFor = (loginPath: string, current: string) =>
    `${loginPath}?returnUrl=${encodeURIComponent(current)}`
