import {
    useCallback,
    useEffect,
    useId,
    useRef,
    useState,
    type ReactElement,
    type ReactNode,
    type Ref
} from 'react'
import {Box, type BoxProps} from '@chakra-ui/react'
import {useDismiss} from './use-dismiss'
import {useKeepInViewport} from './use-keep-in-viewport'

export interface PopoverTriggerProps {
    ref: Ref<HTMLButtonElement>
    'aria-haspopup': 'dialog'
    'aria-expanded': boolean
    'aria-controls'?: string
    onClick: () => void
}

export interface PopoverProps {
    /** The panel's accessible name (it is a non-modal dialog). */
    label: string
    /** The trigger, usually a Button, given the props that wire it to the panel. */
    renderTrigger: (props: PopoverTriggerProps) => ReactElement
    /** The panel's content, rendered only while it is open. */
    children: ReactNode
    /** Which edge of the trigger the panel lines up with. */
    align?: 'start' | 'end'
    panel?: BoxProps
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex="0"]'

/**
 * A button that opens a panel under it (a non-modal dialog): focus moves into the panel, Escape closes it and
 * returns focus to the button, and a press outside or focus moving away closes it. No animation library, no
 * portal: the panel is positioned against the button's wrapper and nudged back inside the window.
 */
export const Popover = ({label, renderTrigger, children, align = 'start', panel}: PopoverProps) => {
    const [open, setOpen] = useState(false)
    const panelId = useId()
    const trigger = useRef<HTMLButtonElement>(null)
    const content = useRef<HTMLDivElement>(null)
    const close = useCallback((returnFocus: boolean) => {
        setOpen(false)
        if (returnFocus) trigger.current?.focus()
    }, [])
    useDismiss({open, onClose: close, trigger, panel: content})
    const shift = useKeepInViewport(open, content)

    useEffect(() => {
        if (!open) return
        const element = content.current
        const first = element?.querySelector<HTMLElement>(FOCUSABLE)
        ;(first ?? element)?.focus({preventScroll: true})
    }, [open])

    return (
        <Box position="relative">
            {renderTrigger({
                ref: trigger,
                'aria-haspopup': 'dialog',
                'aria-expanded': open,
                'aria-controls': open ? panelId : undefined,
                onClick: () => setOpen((value) => !value)
            })}
            {open ? (
                <Box
                    ref={content}
                    id={panelId}
                    role="dialog"
                    aria-label={label}
                    tabIndex={-1}
                    position="absolute"
                    top="calc(100% + 4px)"
                    {...(align === 'start' ? {insetStart: 0} : {insetEnd: 0})}
                    transform={shift ? `translateX(${shift}px)` : undefined}
                    zIndex="popover"
                    bg="white"
                    border="1px solid"
                    borderColor="border.subtle"
                    boxShadow="panel"
                    _focusVisible={{outline: 'none'}}
                    {...panel}
                >
                    {children}
                </Box>
            ) : null}
        </Box>
    )
}
