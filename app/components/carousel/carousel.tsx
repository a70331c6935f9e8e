import {Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react'
import {Box, Flex, IconButton} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {
    arrowDisplay,
    PRODUCT_SLIDES_PER_VIEW,
    scrollEdges,
    slideWidth,
    type SlidesPerView
} from './carousel-layout'

const messages = defineMessages({
    previous: {id: 'carousel.previous', defaultMessage: 'Previous'},
    next: {id: 'carousel.next', defaultMessage: 'Next'},
    slide: {id: 'carousel.slide', defaultMessage: '{index} of {total}'}
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
     * On phones the track runs to the screen edges (the next slide peeks in from the edge, not from the
     * gutter): pass the gutter the carousel sits in, as a Chakra space value.
     */
    bleed?: number
}

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

/**
 * A horizontally scrolling, snapping row of slides: native scrolling (touch, trackpad, keyboard) with
 * previous/next buttons, an accessible carousel region and slide groups, and a layout fixed by CSS.
 */
export const Carousel = ({
    label,
    header,
    children,
    slidesPerView = PRODUCT_SLIDES_PER_VIEW,
    gap = {base: '8px', md: '16px'},
    bleed = 0
}: CarouselProps) => {
    const intl = useIntl()
    const track = useRef<HTMLUListElement>(null)
    const slides = Children.toArray(children)
    const [edges, setEdges] = useState({atStart: true, atEnd: slides.length === 0})

    const measure = useCallback(() => {
        const element = track.current
        if (!element) return
        const next = scrollEdges(element.scrollLeft, element.clientWidth, element.scrollWidth)
        // Scroll events fire per frame; only a change at either end is worth a render.
        setEdges((current) =>
            current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next
        )
    }, [])

    useEffect(() => {
        measure()
        window.addEventListener('resize', measure)
        return () => window.removeEventListener('resize', measure)
    }, [measure, slides.length])

    const page = (direction: 1 | -1) => {
        const element = track.current
        // One viewport at a time: snapping then settles on the first slide of the next page.
        element?.scrollBy?.({left: direction * element.clientWidth, behavior: 'smooth'})
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

    return (
        <Box as="section" aria-roledescription="carousel" aria-label={label}>
            <Flex align="flex-end" justify="space-between" gap={4} mb={{base: 4, md: 6}}>
                <Box flex="1" minW={0}>
                    {header}
                </Box>
                <Flex gap={2} display={arrowDisplay(slides.length)}>
                    <IconButton
                        {...arrowButton}
                        aria-label={intl.formatMessage(messages.previous)}
                        icon={<Chevron direction="left" />}
                        isDisabled={edges.atStart}
                        onClick={() => page(-1)}
                    />
                    <IconButton
                        {...arrowButton}
                        aria-label={intl.formatMessage(messages.next)}
                        icon={<Chevron direction="right" />}
                        isDisabled={edges.atEnd}
                        onClick={() => page(1)}
                    />
                </Flex>
            </Flex>
            <Box
                as="ul"
                ref={track}
                // Focusable so keyboard users can scroll it; arrow keys move one page.
                tabIndex={0}
                onKeyDown={onKeyDown}
                onScroll={measure}
                display="flex"
                gap={gap}
                overflowX="auto"
                listStyleType="none"
                mx={{base: -bleed, md: 0}}
                px={{base: bleed, md: 0}}
                sx={{
                    scrollPaddingInline: {base: `var(--chakra-space-${bleed})`, md: 0},
                    scrollSnapType: 'x mandatory',
                    scrollBehavior: 'smooth',
                    scrollbarWidth: 'none',
                    '&::-webkit-scrollbar': {display: 'none'},
                    overscrollBehaviorX: 'contain'
                }}
                _focusVisible={{outline: '2px solid', outlineColor: 'brand.ink', outlineOffset: '4px'}}
            >
                {slides.map((slide, index) => (
                    <Box as="li" key={index} flex="0 0 auto" w={width} sx={{scrollSnapAlign: 'start'}}>
                        {/* The slide role sits inside the item: a list may only hold list items. */}
                        <Box
                            role="group"
                            aria-roledescription="slide"
                            aria-label={intl.formatMessage(messages.slide, {
                                index: index + 1,
                                total: slides.length
                            })}
                        >
                            {slide}
                        </Box>
                    </Box>
                ))}
            </Box>
        </Box>
    )
}
