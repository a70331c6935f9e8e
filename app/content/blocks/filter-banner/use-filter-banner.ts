import {useCallback} from 'react'
import {useLocation} from 'react-router-dom'
import {pushDataLayerEvent} from '../../../analytics/data-layer'
import {useListingQuery} from '../../../commerce/catalog/listing-query'
import {stripSitePrefix} from '../../../region/url-builder'
import {
    clickFilterOption,
    filterAnalyticsEvent,
    isOptionSelected,
    type FilterAction
} from '../../../rules/listing/filter-banner'
import {useSite} from '../../../site/site-context'
import type {BannerOption, FilterRow} from './filter-rows'

/**
 * A filter banner's state and clicks. The selection is read from the listing's URL on every render, so it
 * follows the refine parameter on load and every later change, whoever made it (the banner, the refinement
 * panel, the back button). A click pushes the next listing query as a client-side navigation and reports it.
 */
export const useFilterBanner = () => {
    const {query, navigate} = useListingQuery()
    const {pathname} = useLocation()
    const {config} = useSite()
    const listingPath = stripSitePrefix(pathname, config.app).path

    const report = useCallback(
        (action: FilterAction, label: string) =>
            pushDataLayerEvent(filterAnalyticsEvent(action, label, listingPath)),
        [listingPath]
    )

    const isSelected = (option: BannerOption, row: FilterRow) =>
        isOptionSelected(query.refine, option, row.options)

    const click = (option: BannerOption, row: FilterRow) => {
        const next = clickFilterOption(query, option, row.options, row.mode)
        report(next.action, option.copy)
        navigate(next.query)
    }

    return {isSelected, click, report}
}
