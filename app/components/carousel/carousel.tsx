import {Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react'
import {Box, Flex, IconButton} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useNearViewport} from '../../hooks/use-near-viewport'
import {loopCloneCount, type AutoScroll} from '../../rules/content/carousel'
import {
    arrowDisplay,
    PRODUCT_SLIDES_PER_VIEW,
    scrollEdges,
    slideWidth,
    type SlidesPerView
} from './carousel-layout'
import {usePrefersReducedMotion, useAutoScroll} from './use-auto-scroll'
import {CLONE_ATTRIBUTE, useCarouselLoop} from './use-carousel-loop'
import {useDragScroll} from './use-drag-scroll'

const messages = defineMessages({
    previous: {id: 'carousel.previous', defaultMessage: 'Previous'},
    next: {id: 'carousel.next', defaultMessage: 'Next'},
    slide: {id: 'carousel.slide', defaultMessage: '{index} of {total}'},
    pause: {id: 'carousel.pause', defaultMessage: 'Pause automatic scrolling'},
    play: {id: 'carousel.play', defaultMessage: 'Start automatic scrolling'}
})

export interface CarouselProps {
    /** Names the region for assistive technology (usually the visible heading). */
    label: string
    /** Shown left of the arrows. */
    header?: ReactNode
    children: ReactNode
    slidesPerView?: SlidesPerView
    gap?: {base: string; md?: string}
    /**
     * On phones the track runs to the right screen edge (the next slide peeks in from the edge, not from the
     * gutter): pass the gutter the carousel sits in, as a Chakra space value.
     */
    bleed?: number
    /** Loops with cloned end slides when the slides do not all fit (spec 001 §4.5); on by default. */
    loop?: boolean
    /** Automatic scrolling: slow 5 s, normal 4 s, fast 3 s, one speed or one per breakpoint. */
    autoScroll?: AutoScroll
}

/** How close to the screen a carousel gets its loop clones: a scroll's distance, so they are ready on arrival. */
const NEAR_SCREEN_MARGIN = '200px'

const Chevron = ({direction}: {direction: 'left' | 'right'}) => (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
            d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="square"
        />
    </svg>
)

const PauseIcon = ({paused}: {paused: boolean}) => (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {paused ? (
            <path d="M7 4l13 8-13 8z" fill="currentColor" />
        ) : (
            <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
        )}
    </svg>
)

/** Whether the real slides are wider than the track (only then is there anything to loop or scroll). */
const overflows = (element: HTMLElement) => {
    const real = (Array.from(element.children) as HTMLElement[]).filter(
        (item) => !item.hasAttribute(CLONE_ATTRIBUTE)
    )
    const first = real[0]
    const last = real[real.length - 1]
    if (!first || !last) return false
    return last.offsetLeft + last.offsetWidth - first.offsetLeft > element.clientWidth + 1
}

/**
 * A horizontally scrolling, snapping row of slides: native scrolling (touch, trackpad), mouse dragging, arrow
 * keys, previous/next buttons, an accessible carousel region of slide groups and a layout fixed by CSS. When
 * the slides overflow it loops with cloned end slides (added after hydration, hidden from assistive
 * technology and the tab order) and may scroll by itself, pausing on hover, focus and drag.
 */
export const Carousel = ({
    label,
    header,
    children,
    slidesPerView = PRODUCT_SLIDES_PER_VIEW,
    gap = {base: '8px', md: '16px'},
    bleed = 0,
    loop = true,
    autoScroll
}: CarouselProps) => {
    const intl = useIntl()
    const reducedMotion = usePrefersReducedMotion()
    const track = useRef<HTMLUListElement>(null)
    const slides = Children.toArray(children)
    const [edges, setEdges] = useState({atStart: true, atEnd: slides.length === 0})
    const [overflowing, setOverflowing] = useState(false)
    const [hovered, setHovered] = useState(false)
    const [focused, setFocused] = useState(false)
    const [dragging, setDragging] = useState(false)
    const maxPerView = Math.max(slidesPerView.base, slidesPerView.md ?? 0, slidesPerView.lg ?? 0)
    // Measuring reads layout, and clones are a whole second set of end slides: both wait until the carousel nears
    // the screen, not while the page is still coming alive (on the home page they were a third of the work after
    // hydration, the measuring a forced layout of the whole page). Nearness is only known once mounted, so the
    // server's HTML and hydration never have clones.
    const section = useRef<HTMLElement>(null)
    const near = useNearViewport(section, NEAR_SCREEN_MARGIN)
    const cloneCount = loop && overflowing && near ? loopCloneCount(slides.length, maxPerView) : 0
    const looping = cloneCount > 0
    const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth'

    const measure = useCallback(() => {
        const element = track.current
        if (!element) return
        const next = scrollEdges(element.scrollLeft, element.clientWidth, element.scrollWidth)
        // Scroll events fire per frame; only a change at either end is worth a render.
        setEdges((current) =>
            current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next
        )
        setOverflowing(overflows(element))
    }, [])

    useEffect(() => {
        if (!near) return undefined
        measure()
        window.addEventListener('resize', measure)
        return () => window.removeEventListener('resize', measure)
    }, [near, measure, slides.length])

    useCarouselLoop(track, cloneCount, measure)
    useDragScroll(track, setDragging)

    const step = useCallback(() => {
        const element = track.current
        const [first, second] = Array.from(element?.children ?? []) as HTMLElement[]
        if (!element || !first || !second) return
        element.scrollBy?.({left: second.offsetLeft - first.offsetLeft, behavior})
    }, [behavior])
    const auto = useAutoScroll(track, autoScroll, {looping, held: hovered || focused || dragging, step})

    const page = (direction: 1 | -1) => {
        const element = track.current
        // One viewport at a time: snapping then settles on the first slide of the next page.
        element?.scrollBy?.({left: direction * element.clientWidth, behavior})
    }

    const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
            event.preventDefault()
            page(event.key === 'ArrowRight' ? 1 : -1)
        }
    }

    const width = {
        base: slideWidth(slidesPerView.base, gap.base),
        ...(slidesPerView.md && {md: slideWidth(slidesPerView.md, gap.md ?? gap.base)}),
        ...(slidesPerView.lg && {lg: slideWidth(slidesPerView.lg, gap.md ?? gap.base)})
    }
    const arrowButton = {
        variant: 'outline',
        borderRadius: 'full',
        borderColor: 'blackAlpha.300',
        size: 'md',
        minW: {base: '36px', md: '40px'},
        h: {base: '36px', md: '40px'},
        _hover: {bg: 'brand.ink', color: 'brand.paper', borderColor: 'brand.ink'}
    } as const

    const item = (slide: ReactNode, key: string, clone: boolean, index: number) => (
        <Box
            as="li"
            key={key}
            flex="0 0 auto"
            w={width}
            sx={{scrollSnapAlign: 'start'}}
            {...(clone && {[CLONE_ATTRIBUTE]: '', 'aria-hidden': true, inert: ''})}
        >
            {clone ? (
                slide
            ) : (
                // The slide role sits inside the item: a list may only hold list items.
                <Box
                    role="group"
                    aria-roledescription="slide"
                    aria-label={intl.formatMessage(messages.slide, {index: index + 1, total: slides.length})}
                >
                    {slide}
                </Box>
            )}
        </Box>
    )

    return (
        <Box
            as="section"
            ref={section}
            aria-roledescription="carousel"
            aria-label={label}
            // A touch has no hover: a finger resting on the carousel is a drag, handled on the track.
            onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
            onPointerLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
            }}
        >
            <Flex align="flex-end" justify="space-between" gap={4} mb={{base: 4, md: 6}}>
                <Box flex="1" minW={0}>
                    {header}
                </Box>
                <Flex gap={2}>
                    {auto.enabled ? (
                        <IconButton
                            {...arrowButton}
                            aria-label={intl.formatMessage(auto.userPaused ? messages.play : messages.pause)}
                            icon={<PauseIcon paused={auto.userPaused} />}
                            onClick={() => auto.setUserPaused(!auto.userPaused)}
                        />
                    ) : null}
                    <Flex gap={2} display={arrowDisplay(slides.length)}>
                        <IconButton
                            {...arrowButton}
                            aria-label={intl.formatMessage(messages.previous)}
                            icon={<Chevron direction="left" />}
                            isDisabled={!looping && edges.atStart}
                            onClick={() => page(-1)}
                        />
                        <IconButton
                            {...arrowButton}
                            aria-label={intl.formatMessage(messages.next)}
                            icon={<Chevron direction="right" />}
                            isDisabled={!looping && edges.atEnd}
                            onClick={() => page(1)}
                        />
                    </Flex>
                </Flex>
            </Flex>
            <Box
                as="ul"
                ref={track}
                // Focusable so keyboard users can scroll it; arrow keys move one page.
                tabIndex={0}
                onKeyDown={onKeyDown}
                onScroll={measure}
                data-looping={looping ? '' : undefined}
                data-auto-scrolling={auto.running ? '' : undefined}
                position="relative"
                display="flex"
                gap={gap}
                overflowX="auto"
                listStyleType="none"
                // Bleeds on the right only: the next slide peeks in from the screen edge, while the left
                // edge stays on the gutter, where a snapped slide starts. Bleeding left as well would show
                // a sliver of the previous slide (a loop clone at rest) in the gutter.
                mr={{base: -bleed, md: 0}}
                pr={{base: bleed, md: 0}}
                cursor={overflowing ? 'grab' : undefined}
                sx={{
                    scrollSnapType: 'x mandatory',
                    scrollBehavior: 'smooth',
                    '@media (prefers-reduced-motion: reduce)': {scrollBehavior: 'auto'},
                    scrollbarWidth: 'none',
                    '&::-webkit-scrollbar': {display: 'none'},
                    overscrollBehaviorX: 'contain'
                }}
                _focusVisible={{outline: '2px solid', outlineColor: 'brand.ink', outlineOffset: '4px'}}
            >
                {looping &&
                    slides
                        .slice(-cloneCount)
                        .map((slide, index) => item(slide, `lead-${index}`, true, index))}
                {slides.map((slide, index) => item(slide, `slide-${index}`, false, index))}
                {looping &&
                    slides
                        .slice(0, cloneCount)
                        .map((slide, index) => item(slide, `trail-${index}`, true, index))}
            </Box>
        </Box>
    )
}
