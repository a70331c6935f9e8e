import {useQuery} from '@tanstack/react-query'
import type {SiteOverrides} from '../../overrides/types'
import {useSite} from './site-context'

/** One chunk per site: a page loads only its own site's data, and only when it asks for it. */
const LOADERS: Readonly<Record<string, () => Promise<{default: SiteOverrides}>>> = {
    gb: () => import(/* webpackChunkName: "overrides-gb" */ '../../overrides/gb'),
    us: () => import(/* webpackChunkName: "overrides-us" */ '../../overrides/us'),
    eu: () => import(/* webpackChunkName: "overrides-eu" */ '../../overrides/eu'),
    au: () => import(/* webpackChunkName: "overrides-au" */ '../../overrides/au')
}

/** The per-site business data of overrides/ for a site alias; null for a site that has none. */
export const loadSiteOverrides = async (siteAlias: string): Promise<SiteOverrides | null> => {
    const load = LOADERS[siteAlias]
    return load ? (await load()).default : null
}

/** This site's overrides once loaded (undefined until then); loading starts with the first caller. */
export const useSiteOverrides = (): SiteOverrides | undefined => {
    const {site} = useSite()
    const {data} = useQuery(['site-overrides', site.alias], () => loadSiteOverrides(site.alias), {
        staleTime: Infinity,
        cacheTime: Infinity
    })
    return data ?? undefined
}
