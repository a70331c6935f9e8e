import {siteContentKey} from '../../components/_app/content-keys'
import type {ContentJson} from '../../content/content-types'
import {useContentByKey} from '../../content/use-content'
import {useSite} from '../../site/site-context'

/** An editorial page's content item: its path under the site's prefix (`us/shop/landing/{key}`). */
export const useEditorialPage = <T extends ContentJson>(path: string) => {
    const {site, config} = useSite()
    return useContentByKey<T>(siteContentKey(path, site, config))
}
