import {useEffect} from 'react'

/**
 * Locks page scrolling while `locked` (spec 001 §4.3: until the consent banner is closed). The scrollbar's
 * width is given back as padding, so the page does not jump sideways when the scrollbar disappears (no
 * layout shift on desktop; phones use overlay scrollbars).
 */
export const useScrollLock = (locked: boolean) => {
    useEffect(() => {
        if (!locked) return undefined
        const root = document.documentElement
        const {body} = document
        const previous = {overflow: root.style.overflow, paddingRight: body.style.paddingRight}
        const scrollbar = window.innerWidth - root.clientWidth
        root.style.overflow = 'hidden'
        if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
        return () => {
            root.style.overflow = previous.overflow
            body.style.paddingRight = previous.paddingRight
        }
    }, [locked])
}
