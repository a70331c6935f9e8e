/** Spec 001 §9: "review-widget shadow root check retried up to 10 times at 1 s". */
export const REVIEW_WIDGET_CHECK_ATTEMPTS = 10
export const REVIEW_WIDGET_CHECK_INTERVAL_MS = 1000

/**
 * Waits for the vendor's widget to render into its shadow root: checked at once and then every second, at most
 * ten times. Resolves to the shadow root, or null when the widget never rendered (the panel then says so).
 * `cancelled` stops the checks when the panel goes away.
 */
export const waitForShadowRoot = (
    element: HTMLElement,
    cancelled: () => boolean = () => false
): Promise<ShadowRoot | null> =>
    new Promise((resolve) => {
        let attempt = 0
        const check = () => {
            if (cancelled()) return resolve(null)
            attempt += 1
            const root = element.shadowRoot
            if (root && root.childElementCount > 0) return resolve(root)
            if (attempt >= REVIEW_WIDGET_CHECK_ATTEMPTS) return resolve(null)
            setTimeout(check, REVIEW_WIDGET_CHECK_INTERVAL_MS)
        }
        check()
    })
