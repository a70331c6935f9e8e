import {useLocation} from 'react-router-dom'
import type {ContentJson} from '../../content/content-types'
import {contentKeysForPath, type ContentKeyRule} from '../../content/route-keys'
import {useContentByKey, useContentByKeys} from '../../content/use-content'
import type {SiteCountry} from '../../region/types'
import {useSite} from '../../site/site-context'

export interface PageContent<T> {
    /** The first item found among the page's keys; null once none of them exists. */
    item: T | null | undefined
    isLoading: boolean
    keys: string[]
}

/**
 * The CMS item of the current route, by the key rule its page uses (app/content/route-keys.ts). Pages with
 * one key read it directly; regional pages ask for both keys in one request and take the first that exists.
 */
export const usePageContent = <T extends ContentJson = ContentJson>(rule: ContentKeyRule): PageContent<T> => {
    const {pathname} = useLocation()
    const {site} = useSite()
    const keys = contentKeysForPath(pathname, site.country as SiteCountry, rule)
    const single = useContentByKey<T>(keys.length === 1 ? keys[0] : undefined)
    const several = useContentByKeys<T>(keys.length > 1 ? keys : [])
    if (keys.length === 1) return {item: single.data, isLoading: single.isLoading, keys}
    const found = several.data?.find((candidate) => candidate !== null)
    return {item: several.data ? found ?? null : undefined, isLoading: several.isLoading, keys}
}
