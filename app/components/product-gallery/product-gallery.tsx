import {memo, useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react'
import {Box, Flex, IconButton, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {ChevronLeftIcon, ChevronRightIcon} from '../icons'
import {ResponsiveImage} from '../image'
import {LIGHTBOX_ZOOM_MS} from '../../rules/product/lightbox'
import type {GalleryImage} from './gallery-model'
import {useGalleryGestures} from './use-gallery-gestures'

const messages = defineMessages({
    label: {id: 'gallery.label', defaultMessage: '{name} images'},
    open: {id: 'gallery.open', defaultMessage: 'Open image {index} of {total} full screen'},
    thumbnail: {id: 'gallery.thumbnail', defaultMessage: 'Show image {index} of {total}'},
    previous: {id: 'gallery.previous', defaultMessage: 'Previous image'},
    next: {id: 'gallery.next', defaultMessage: 'Next image'},
    counter: {id: 'gallery.counter', defaultMessage: '{index} / {total}'}
})

/** Product photography is 4:5 portrait. */
export const GALLERY_RATIO = 4 / 5
const MAIN_WIDTHS = [400, 600, 800, 1000, 1200, 1600]

export interface ProductGalleryProps {
    images: GalleryImage[]
    productName: string
    /** Opens the lightbox at an image. */
    onOpen?: (index: number) => void
    /** Thumbnails beside the main image from tablet up (off in the quick view). */
    thumbnails?: boolean
    /** The first image is the page's largest above-the-fold image. */
    priority?: boolean
    sizes?: string
    /** Laid over the images, e.g. the product's badges in their corners. */
    overlay?: ReactNode
}

/**
 * The product's images for the chosen colour: one scroll-snapping track (swiped on touch screens, stepped by
 * thumbnails and arrows from tablet up), each image opening the lightbox.
 */
const ProductGalleryView = ({
    images,
    productName,
    onOpen,
    thumbnails = true,
    priority = true,
    sizes = '(min-width: 1113px) 50vw, (min-width: 768px) 60vw, 100vw',
    overlay
}: ProductGalleryProps) => {
    const intl = useIntl()
    const track = useRef<HTMLDivElement>(null)
    const [active, setActive] = useState(0)
    const total = images.length
    const firstUrl = images[0]?.url

    // A colour change brings new images: start again at the first.
    useEffect(() => {
        track.current?.scrollTo?.({left: 0})
        setActive(0)
    }, [firstUrl])

    const onScroll = useCallback(() => {
        const element = track.current
        if (!element || !element.clientWidth) return
        setActive(Math.min(total - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))))
    }, [total])

    const gestures = useGalleryGestures(active, onOpen)

    const goTo = (index: number) => {
        const element = track.current
        const target = (index + total) % total
        setActive(target)
        element?.scrollTo?.({left: target * element.clientWidth, behavior: 'smooth'})
    }

    const arrow = {
        variant: 'ghost',
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        bg: 'rgba(255, 255, 255, 0.85)',
        borderRadius: 'full',
        display: {base: 'none', md: total > 1 ? 'inline-flex' : 'none'},
        _hover: {bg: 'brand.paper'}
    } as const

    return (
        <Flex gap={4} as="section" aria-label={intl.formatMessage(messages.label, {name: productName})}>
            {thumbnails && total > 1 ? (
                <Flex direction="column" gap={2} display={{base: 'none', md: 'flex'}} w="72px" flexShrink={0}>
                    {images.map((image, index) => (
                        <Box
                            as="button"
                            type="button"
                            key={`${image.url}-${index}`}
                            onClick={() => goTo(index)}
                            aria-label={intl.formatMessage(messages.thumbnail, {index: index + 1, total})}
                            aria-current={index === active ? 'true' : undefined}
                            border="1px solid"
                            borderColor={index === active ? 'brand.ink' : 'transparent'}
                            p="2px"
                            _focusVisible={{boxShadow: 'outline', outline: 'none'}}
                        >
                            <ResponsiveImage
                                source={image.url}
                                alt=""
                                ratio={GALLERY_RATIO}
                                sizes="72px"
                                widths={[120, 160]}
                            />
                        </Box>
                    ))}
                </Flex>
            ) : null}
            <Box position="relative" flex="1" minW={0}>
                <Box
                    ref={track}
                    onScroll={onScroll}
                    display="flex"
                    overflowX="auto"
                    sx={{
                        scrollSnapType: 'x mandatory',
                        scrollbarWidth: 'none',
                        '&::-webkit-scrollbar': {display: 'none'},
                        overscrollBehaviorX: 'contain'
                    }}
                >
                    {images.map((image, index) => (
                        <Box key={`${image.url}-${index}`} flex="0 0 100%" sx={{scrollSnapAlign: 'start'}}>
                            <Box
                                as="button"
                                type="button"
                                display="block"
                                w="100%"
                                cursor="zoom-in"
                                overflow="hidden"
                                sx={{touchAction: 'manipulation'}}
                                onPointerDown={gestures.onPointerDown}
                                onClick={(event: MouseEvent<HTMLElement>) =>
                                    gestures.onImageClick(index, event)
                                }
                                data-zoomed={gestures.zoom?.index === index ? '' : undefined}
                                aria-label={intl.formatMessage(messages.open, {index: index + 1, total})}
                                _focusVisible={{boxShadow: 'inset 0 0 0 2px #111111', outline: 'none'}}
                            >
                                <Box
                                    transform={gestures.zoom?.index === index ? 'scale(2)' : undefined}
                                    transformOrigin={
                                        gestures.zoom?.index === index
                                            ? `${gestures.zoom.x}% ${gestures.zoom.y}%`
                                            : undefined
                                    }
                                    transition={`transform ${LIGHTBOX_ZOOM_MS}ms ease`}
                                    sx={{'@media (prefers-reduced-motion: reduce)': {transition: 'none'}}}
                                >
                                    <ResponsiveImage
                                        source={image.url}
                                        alt={image.alt}
                                        ratio={GALLERY_RATIO}
                                        sizes={sizes}
                                        widths={MAIN_WIDTHS}
                                        priority={priority && index === 0}
                                    />
                                </Box>
                            </Box>
                        </Box>
                    ))}
                </Box>
                <IconButton
                    {...arrow}
                    left={3}
                    aria-label={intl.formatMessage(messages.previous)}
                    icon={<ChevronLeftIcon />}
                    onClick={() => gestures.onArrow(() => goTo(active - 1))}
                />
                <IconButton
                    {...arrow}
                    right={3}
                    aria-label={intl.formatMessage(messages.next)}
                    icon={<ChevronRightIcon />}
                    onClick={() => gestures.onArrow(() => goTo(active + 1))}
                />
                {overlay}
                {total > 1 ? (
                    <Text
                        aria-hidden="true"
                        position="absolute"
                        bottom={3}
                        left="50%"
                        transform="translateX(-50%)"
                        bg="rgba(255, 255, 255, 0.85)"
                        px={2}
                        py={0.5}
                        fontSize="xs"
                        fontWeight={600}
                        letterSpacing="wide"
                    >
                        {intl.formatMessage(messages.counter, {index: active + 1, total})}
                    </Text>
                ) : null}
            </Box>
        </Flex>
    )
}

/** Memoised: the page above renders again as the session, live prices and stock arrive; this changes only with its props. */
export const ProductGallery = memo(ProductGalleryView)
