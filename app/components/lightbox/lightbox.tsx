import {useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent} from 'react'
import {
    Box,
    Flex,
    IconButton,
    Modal,
    ModalContent,
    ModalOverlay,
    Text,
    VisuallyHidden
} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {
    LIGHTBOX_ZOOM_MS,
    lightboxKeyAction,
    lightboxMedia,
    lightboxReduce,
    wrapIndex,
    type LightboxAction,
    type LightboxState
} from '../../rules/product/lightbox'
import {ChevronLeftIcon, ChevronRightIcon, CloseIcon} from '../icons'
import {productImageUrl} from '../image'
import type {GalleryImage} from '../product-gallery/gallery-model'

const messages = defineMessages({
    title: {id: 'lightbox.title', defaultMessage: '{name}: image {index} of {total}'},
    close: {id: 'lightbox.close', defaultMessage: 'Close'},
    previous: {id: 'lightbox.previous', defaultMessage: 'Previous image'},
    next: {id: 'lightbox.next', defaultMessage: 'Next image'},
    zoomIn: {id: 'lightbox.zoomIn', defaultMessage: 'Zoom in'},
    zoomOut: {id: 'lightbox.zoomOut', defaultMessage: 'Zoom out'},
    hint: {id: 'lightbox.hint', defaultMessage: 'Use the arrow keys to move between images, Enter to zoom.'}
})

export interface LightboxProps {
    isOpen: boolean
    onClose: () => void
    images: GalleryImage[]
    startIndex?: number
    productName: string
}

const ZOOM_SCALE = 2.2

/**
 * Full-screen images (spec 001 §4.5): the index wraps; arrow keys or buttons move (arrow keys not while
 * zoomed, when the pointer pans); a click or Enter/Space toggles zoom, which resets on every move; two images
 * are shown as four so the loop always has a neighbour either side; Escape or the close button closes. The
 * dialog traps focus and gives it back to the image that opened it.
 */
const Lightbox = ({isOpen, onClose, images, startIndex = 0, productName}: LightboxProps) => {
    const intl = useIntl()
    const media = useMemo(() => lightboxMedia(images), [images])
    const count = media.length
    const [state, setState] = useState<LightboxState>({index: wrapIndex(startIndex, count), zoomed: false})
    const [origin, setOrigin] = useState('50% 50%')
    const stage = useRef<HTMLButtonElement>(null)

    useEffect(() => {
        if (isOpen) setState({index: wrapIndex(startIndex, count), zoomed: false})
    }, [isOpen, startIndex, count])

    const act = (action: LightboxAction) => {
        if (action === 'close') onClose()
        else setState((current) => lightboxReduce(current, action, count))
    }

    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
        const onButton = (event.target as HTMLElement).closest?.('button')
        // Buttons answer Enter and Space themselves (the image stage's click is the zoom toggle).
        if (onButton && (event.key === 'Enter' || event.key === ' ')) return
        const action = lightboxKeyAction(event.key, state.zoomed)
        if (!action) return
        event.preventDefault()
        act(action)
    }

    const pan = (event: MouseEvent<HTMLElement>) => {
        if (!state.zoomed) return
        const box = event.currentTarget.getBoundingClientRect()
        if (!box.width || !box.height) return
        const x = ((event.clientX - box.left) / box.width) * 100
        const y = ((event.clientY - box.top) / box.height) * 100
        setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`)
    }

    const shown = images.length ? (state.index % images.length) + 1 : 0
    const title = intl.formatMessage(messages.title, {name: productName, index: shown, total: images.length})
    const navButton = {
        variant: 'ghost',
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        bg: 'rgba(255, 255, 255, 0.9)',
        borderRadius: 'full',
        isDisabled: count < 2,
        zIndex: 2
    } as const

    return (
        <Modal
            isOpen={isOpen}
            onClose={onClose}
            size="full"
            closeOnEsc={false}
            initialFocusRef={stage}
            returnFocusOnClose
        >
            <ModalOverlay />
            <ModalContent onKeyDown={onKeyDown} bg="brand.stone" m={0} aria-label={title}>
                <VisuallyHidden>{intl.formatMessage(messages.hint)}</VisuallyHidden>
                <Flex position="absolute" top={2} right={2} zIndex={3}>
                    <IconButton
                        variant="ghost"
                        aria-label={intl.formatMessage(messages.close)}
                        icon={<CloseIcon />}
                        onClick={onClose}
                    />
                </Flex>
                <Box position="relative" h="100vh" overflow="hidden">
                    {/* One stage for every slide: it keeps keyboard focus (and so the arrow keys) while the
                        shopper moves between images. */}
                    <Box
                        as="button"
                        type="button"
                        ref={stage}
                        aria-label={intl.formatMessage(state.zoomed ? messages.zoomOut : messages.zoomIn)}
                        aria-pressed={state.zoomed}
                        onClick={() => act('toggle-zoom')}
                        onMouseMove={pan}
                        display="block"
                        h="100%"
                        w="100%"
                        overflow="hidden"
                        cursor={state.zoomed ? 'zoom-out' : 'zoom-in'}
                        _focusVisible={{boxShadow: 'inset 0 0 0 2px #111111', outline: 'none'}}
                    >
                        {media.map((image, index) => (
                            <Box
                                as="span"
                                key={index}
                                data-lightbox-slide=""
                                aria-hidden={index === state.index ? undefined : 'true'}
                                display={index === state.index ? 'flex' : 'none'}
                                h="100%"
                                alignItems="center"
                                justifyContent="center"
                            >
                                {index === state.index ? (
                                    <Box
                                        as="img"
                                        src={productImageUrl(image.url, 1600)}
                                        alt={image.alt}
                                        h="100%"
                                        w="100%"
                                        objectFit="contain"
                                        transform={state.zoomed ? `scale(${ZOOM_SCALE})` : 'scale(1)'}
                                        transformOrigin={origin}
                                        transition={`transform ${LIGHTBOX_ZOOM_MS}ms ease`}
                                        draggable={false}
                                    />
                                ) : null}
                            </Box>
                        ))}
                    </Box>
                    <IconButton
                        {...navButton}
                        left={{base: 2, md: 6}}
                        aria-label={intl.formatMessage(messages.previous)}
                        icon={<ChevronLeftIcon />}
                        onClick={() => act('previous')}
                    />
                    <IconButton
                        {...navButton}
                        right={{base: 2, md: 6}}
                        aria-label={intl.formatMessage(messages.next)}
                        icon={<ChevronRightIcon />}
                        onClick={() => act('next')}
                    />
                    <Text
                        position="absolute"
                        bottom={4}
                        left="50%"
                        transform="translateX(-50%)"
                        fontSize="sm"
                        fontWeight={600}
                        aria-live="polite"
                    >
                        {`${shown} / ${images.length}`}
                    </Text>
                </Box>
            </ModalContent>
        </Modal>
    )
}

export default Lightbox
