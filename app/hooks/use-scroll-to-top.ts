import {useEffect, useRef} from 'react'
import {useLocation} from 'react-router-dom'

/** Spec 001 §2.3: scroll to top on every path change (not on the first render, nor on query-only changes). */
export const useScrollToTop = () => {
    const {pathname} = useLocation()
    const previous = useRef(pathname)
    useEffect(() => {
        if (previous.current === pathname) return
        previous.current = pathname
        window.scrollTo(0, 0)
    }, [pathname])
}
