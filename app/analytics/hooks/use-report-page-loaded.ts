import {useEffect, useRef} from 'react'
import {reportPageLoaded, type PageDetails} from '../data-layer'

/**
 * Reports the page as loaded once its details are known (undefined while they are not): the page view then
 * goes out with them in its `page` object (spec 001 §4.1), instead of waiting for the page's requests to settle.
 */
export const useReportPageLoaded = (details: PageDetails | undefined) => {
    const reported = useRef(false)
    const latest = useRef(details)
    latest.current = details
    const known = details !== undefined
    useEffect(() => {
        if (!known || reported.current || !latest.current) return
        reported.current = true
        reportPageLoaded(latest.current)
    }, [known])
}
