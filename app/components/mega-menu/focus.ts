/** Focus helpers for the menu's arrow-key navigation. */
export const focusables = (
    container: Element | null | undefined,
    selector = 'a[href], button:not([disabled])'
) => (container ? Array.from(container.querySelectorAll<HTMLElement>(selector)) : [])

/** Moves focus by `step` within a list (wrapping), from the element that has it now. */
export const moveFocus = (items: HTMLElement[], step: number | 'first' | 'last') => {
    if (!items.length) return
    const current = items.indexOf(document.activeElement as HTMLElement)
    const next =
        step === 'first'
            ? 0
            : step === 'last'
            ? items.length - 1
            : (Math.max(current, step > 0 ? -1 : 0) + step + items.length) % items.length
    items[next]?.focus()
}
