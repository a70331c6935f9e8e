import {useEffect, useRef, useState} from 'react'
import {useLocation} from 'react-router-dom'
import {countsAsScarcityPageLoad} from '../../rules/engagement/scarcity'
import {countScarcityPage, countSessionPage, readScarcityPages} from './popup-storage'

export interface PageCounts {
    /** The page these counts are for (its path): popups decide once per page. */
    pageKey: string
    /** When the page was counted, so popup delays run from the page's start. */
    startedAt: number
    /** Pages seen this session, this one included (the sign-up modals' page-count rule). */
    sessionPages: number
    /** Scarcity page loads, ignoring checkout pages and basket=show (spec 001 §4.4). */
    scarcityPages: number
}

/**
 * Counts every page once (a new path is a new page; query changes such as refinements are not) and returns
 * the counts for the current page. Mounted for every page, whether or not a popup can show yet.
 */
export const usePageCounts = (): PageCounts | undefined => {
    const {pathname, search} = useLocation()
    const [counts, setCounts] = useState<PageCounts>()
    const counted = useRef<string>()
    useEffect(() => {
        if (counted.current === pathname) return
        counted.current = pathname
        const scarcityPages = countsAsScarcityPageLoad(pathname, search)
            ? countScarcityPage()
            : readScarcityPages()
        setCounts({pageKey: pathname, startedAt: Date.now(), sessionPages: countSessionPage(), scarcityPages})
    }, [pathname, search])
    return counts
}
