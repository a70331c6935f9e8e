import {useEffect} from 'react'
import {pageTypeFromPath} from '../region/page-type'

/**
 * Spec 001 §2.3: a page restored from the back/forward cache reloads (its basket, prices and session may be
 * stale), except confirmation pages, which must not be requested again.
 */
export const shouldReloadOnRestore = (path: string): boolean => pageTypeFromPath(path) !== 'confirmation'

const reloadPage = () => window.location.reload()

export const useBfcacheReload = (reload: () => void = reloadPage) => {
    useEffect(() => {
        const onPageShow = (event: PageTransitionEvent) => {
            if (event.persisted && shouldReloadOnRestore(window.location.pathname)) reload()
        }
        window.addEventListener('pageshow', onPageShow)
        return () => window.removeEventListener('pageshow', onPageShow)
    }, [reload])
}
