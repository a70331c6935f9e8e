import {useEffect, useRef, type RefObject} from 'react'

export interface DismissOptions {
    open: boolean
    /** Called with `returnFocus` true for Escape (focus goes back to the trigger), false otherwise. */
    onClose: (returnFocus: boolean) => void
    trigger: RefObject<HTMLElement>
    panel: RefObject<HTMLElement>
}

/**
 * Closes an open menu or popover the way shoppers expect: Escape, a press outside it and its trigger, or
 * focus moving elsewhere (Tab past its end).
 */
export const useDismiss = ({open, onClose, trigger, panel}: DismissOptions) => {
    const close = useRef(onClose)
    close.current = onClose
    useEffect(() => {
        if (!open) return undefined
        const inside = (target: EventTarget | null) =>
            target instanceof Node &&
            Boolean(trigger.current?.contains(target) || panel.current?.contains(target))
        const onKeyDown = (event: KeyboardEvent) => {
            if (event.key !== 'Escape') return
            event.stopPropagation()
            close.current(true)
        }
        const onOutside = (event: Event) => {
            if (!inside(event.target)) close.current(false)
        }
        document.addEventListener('keydown', onKeyDown)
        document.addEventListener('pointerdown', onOutside)
        document.addEventListener('focusin', onOutside)
        return () => {
            document.removeEventListener('keydown', onKeyDown)
            document.removeEventListener('pointerdown', onOutside)
            document.removeEventListener('focusin', onOutside)
        }
    }, [open, trigger, panel])
}
