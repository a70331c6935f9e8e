import {useEffect, useState, type RefObject} from 'react'

/**
 * True once the element has come within `margin` of the viewport (and from then on): below-the-fold
 * recommendations and carousel loops wait for it, so a page's first load never pays for them. Without
 * IntersectionObserver it is true at once.
 */
export const useNearViewport = (element: RefObject<HTMLElement>, margin = '400px') => {
    const [near, setNear] = useState(false)
    useEffect(() => {
        const target = element.current
        if (near || !target) return undefined
        if (typeof IntersectionObserver === 'undefined') {
            setNear(true)
            return undefined
        }
        const observer = new IntersectionObserver(
            (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) {
                    setNear(true)
                    observer.disconnect()
                }
            },
            {rootMargin: margin}
        )
        observer.observe(target)
        return () => observer.disconnect()
    }, [element, margin, near])
    return near
}
