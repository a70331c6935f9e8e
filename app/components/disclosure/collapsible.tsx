import {useEffect, useState, type ReactNode} from 'react'
import {Box, keyframes, type BoxProps} from '@chakra-ui/react'

/** How long opening and closing take; both are skipped for shoppers who ask for reduced motion. */
export const COLLAPSE_MS = 200

const grow = keyframes({
    from: {gridTemplateRows: '0fr', opacity: 0},
    to: {gridTemplateRows: '1fr', opacity: 1}
})

export interface CollapsibleProps extends Omit<BoxProps, 'children'> {
    open: boolean
    children: ReactNode
}

/**
 * Content that slides open and shut with CSS alone (grid rows from 0fr to 1fr), so the pages that use it do
 * not need an animation library. Closed content is `hidden` (out of the accessibility tree and the tab order)
 * once the closing transition ends; it stays mounted so form state survives.
 */
export const Collapsible = ({open, children, ...rest}: CollapsibleProps) => {
    const [shown, setShown] = useState(open)
    // Content open on the server's page must not play the opening animation on first paint.
    const [animated, setAnimated] = useState(false)
    useEffect(() => {
        if (open) return setShown(true)
        setAnimated(true)
        const timer = window.setTimeout(() => setShown(false), COLLAPSE_MS)
        return () => window.clearTimeout(timer)
    }, [open])
    const visible = open || shown
    return (
        <Box
            {...rest}
            hidden={!visible}
            display={visible ? 'grid' : 'none'}
            gridTemplateRows={open ? '1fr' : '0fr'}
            opacity={open ? 1 : 0}
            transition={`grid-template-rows ${COLLAPSE_MS}ms ease, opacity ${COLLAPSE_MS}ms ease`}
            // A transition cannot start from display: none, so reopening hidden content plays a keyframe.
            animation={open && animated ? `${grow} ${COLLAPSE_MS}ms ease` : undefined}
            sx={{'@media (prefers-reduced-motion: reduce)': {transition: 'none', animation: 'none'}}}
        >
            <Box minH={0} overflow="hidden">
                {children}
            </Box>
        </Box>
    )
}
