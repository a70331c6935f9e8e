import {useEffect, useRef} from 'react'
import {reportPageLoaded, type PageDetails} from '../data-layer'

/**
 * Reports the page as loaded once its details are known (undefined while they are not): the page view then
 * goes out with them in its `page` object (spec 001 §4.1), instead of waiting for the page's requests to settle.
 */
export const useReportPageLoaded = (details: PageDetails | undefined) => {
    const reported = useRef(false)
    const key = details ? JSON.stringify(details) : undefined
    useEffect(() => {
        if (!key || reported.current) return
        reported.current = true
        reportPageLoaded(JSON.parse(key) as PageDetails)
    }, [key])
}
