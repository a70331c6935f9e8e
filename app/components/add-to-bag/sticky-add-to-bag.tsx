import {useEffect, useState, type ReactNode, type RefObject} from 'react'
import {Box} from '@chakra-ui/react'

const BELOW_FOLD_PX = 100_000

export interface StickyAddToBagProps {
    /** The main add-to-bag button the bar stands in for. */
    target: RefObject<HTMLElement>
    children: ReactNode
}

/**
 * Spec 001 §4.5: on mobile a sticky add-to-bag bar appears once the main button has scrolled out of view
 * (above the viewport, so it never hides the button it duplicates while that is still below).
 */
export const StickyAddToBag = ({target, children}: StickyAddToBagProps) => {
    const [visible, setVisible] = useState(false)
    useEffect(() => {
        const element = target.current
        if (!element || typeof IntersectionObserver === 'undefined') return undefined
        // The root reaches far below the viewport, so the button only stops intersecting once it is above the
        // top: a jump straight from below the fold to past the button is still a crossing the observer reports.
        const observer = new IntersectionObserver(
            ([entry]) => {
                if (!entry) return
                setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0)
            },
            {rootMargin: `0px 0px ${BELOW_FOLD_PX}px 0px`}
        )
        observer.observe(element)
        return () => observer.disconnect()
    }, [target])
    if (!visible) return null
    return (
        <Box
            data-testid="sticky-add-to-bag"
            display={{base: 'block', md: 'none'}}
            position="fixed"
            left={0}
            right={0}
            bottom={0}
            zIndex="sticky"
            bg="brand.paper"
            borderTop="1px solid"
            borderColor="grey.200"
            px={4}
            pt={3}
            pb="calc(12px + env(safe-area-inset-bottom))"
            boxShadow="0 -8px 24px rgba(17, 17, 17, 0.08)"
        >
            {children}
        </Box>
    )
}
