import {useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent} from 'react'
import {DOUBLE_TAP_MS, isArrowLocked, isDoubleTap} from '../../rules/content/carousel'

export interface GalleryZoom {
    index: number
    /** Where the shopper tapped, as a percentage of the image: the zoom centres there. */
    x: number
    y: number
}

/**
 * The image carousel's gestures (spec 001 §4.5): "500 ms lock after arrow use" (a second press while the
 * track is still moving is ignored) and "double tap within 200 ms toggles zoom". On touch screens a single tap
 * therefore waits 200 ms before opening the lightbox (or zooming back out); mouse clicks and the keyboard open
 * it at once. Zoom resets when the shown image changes.
 */
export const useGalleryGestures = (active: number, onOpen?: (index: number) => void) => {
    const lastArrow = useRef<number>()
    const lastTap = useRef<number>()
    const pointer = useRef('')
    const pendingTap = useRef<ReturnType<typeof setTimeout>>()
    const [zoom, setZoom] = useState<GalleryZoom | null>(null)

    useEffect(() => setZoom(null), [active])
    useEffect(() => () => clearTimeout(pendingTap.current), [])

    const onArrow = useCallback((move: () => void) => {
        const now = Date.now()
        if (isArrowLocked(lastArrow.current, now)) return
        lastArrow.current = now
        move()
    }, [])

    const onPointerDown = useCallback((event: PointerEvent) => {
        pointer.current = event.pointerType
    }, [])

    const onImageClick = useCallback(
        (index: number, event: MouseEvent<HTMLElement>) => {
            const touch = pointer.current === 'touch'
            pointer.current = ''
            if (!touch) {
                onOpen?.(index)
                return
            }
            const now = Date.now()
            clearTimeout(pendingTap.current)
            if (isDoubleTap(lastTap.current, now)) {
                lastTap.current = undefined
                const box = event.currentTarget.getBoundingClientRect()
                const x = box.width ? ((event.clientX - box.left) / box.width) * 100 : 50
                const y = box.height ? ((event.clientY - box.top) / box.height) * 100 : 50
                setZoom((current) => (current ? null : {index, x, y}))
                return
            }
            lastTap.current = now
            pendingTap.current = setTimeout(() => {
                if (zoom) setZoom(null)
                else onOpen?.(index)
            }, DOUBLE_TAP_MS)
        },
        [onOpen, zoom]
    )

    return {zoom, onArrow, onPointerDown, onImageClick}
}
