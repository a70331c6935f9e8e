import {useEffect, type RefObject} from 'react'

/** Movement (px) after which a press becomes a drag rather than a click. */
const DRAG_THRESHOLD = 5

/**
 * Drag to scroll with a mouse (touch screens scroll natively). While dragging, snapping is off so the track
 * follows the pointer; on release it snaps to the nearest slide, and the click that ends a drag is swallowed so
 * it does not open the slide under the pointer. `onDragging` reports touch and mouse drags alike (the carousel
 * pauses its automatic scrolling meanwhile: "paused while dragging", spec 001 §4.5).
 */
export const useDragScroll = (track: RefObject<HTMLElement>, onDragging: (dragging: boolean) => void) => {
    useEffect(() => {
        const element = track.current
        if (!element) return undefined
        let start: {x: number; left: number; id: number} | undefined
        let dragged = false

        const onPointerDown = (event: PointerEvent) => {
            if (event.pointerType !== 'mouse') {
                onDragging(true)
                return
            }
            if (event.button !== 0) return
            start = {x: event.clientX, left: element.scrollLeft, id: event.pointerId}
            dragged = false
        }
        const onPointerMove = (event: PointerEvent) => {
            if (!start || event.pointerId !== start.id) return
            const distance = event.clientX - start.x
            if (!dragged && Math.abs(distance) < DRAG_THRESHOLD) return
            if (!dragged) {
                dragged = true
                onDragging(true)
                element.style.scrollSnapType = 'none'
                element.style.scrollBehavior = 'auto'
                element.setPointerCapture?.(event.pointerId)
            }
            element.scrollLeft = start.left - distance
        }
        const end = (event: PointerEvent) => {
            if (event.pointerType !== 'mouse') {
                onDragging(false)
                return
            }
            if (!start) return
            start = undefined
            if (!dragged) return
            element.style.scrollSnapType = ''
            element.style.scrollBehavior = ''
            onDragging(false)
        }
        const onClick = (event: MouseEvent) => {
            if (!dragged) return
            dragged = false
            event.preventDefault()
            event.stopPropagation()
        }
        // Images and links would otherwise start the browser's own drag and drop.
        const onDragStart = (event: DragEvent) => event.preventDefault()

        element.addEventListener('pointerdown', onPointerDown)
        element.addEventListener('pointermove', onPointerMove)
        element.addEventListener('pointerup', end)
        element.addEventListener('pointercancel', end)
        element.addEventListener('click', onClick, true)
        element.addEventListener('dragstart', onDragStart)
        return () => {
            element.removeEventListener('pointerdown', onPointerDown)
            element.removeEventListener('pointermove', onPointerMove)
            element.removeEventListener('pointerup', end)
            element.removeEventListener('pointercancel', end)
            element.removeEventListener('click', onClick, true)
            element.removeEventListener('dragstart', onDragStart)
        }
    }, [track, onDragging])
}
