import {useControllerQuery} from './use-controller'

interface ContentAssetsAnswer {
    assets?: Record<string, string>
}

/** Content assets change with editorial work, not per visit: "PWA-GetContentAssetsJSON ... cached". */
const ASSETS_STALE_TIME = 600_000

/**
 * Small legal and information snippets by id (spec 001 §7.3 PWA-GetContentAssetsJSON with contentAssetsIDs):
 * HTML per id, missing ids left out. Cached for ten minutes per site and locale, and by the browser's HTTP
 * cache (the platform sends it as public).
 */
export const useContentAssets = (ids: readonly string[], {enabled = true}: {enabled?: boolean} = {}) => {
    const query = useControllerQuery<ContentAssetsAnswer>(
        'PWA-GetContentAssetsJSON',
        {contentAssetsIDs: [...ids].sort().join(',')},
        {enabled: enabled && ids.length > 0, staleTime: ASSETS_STALE_TIME}
    )
    return query.data?.assets ?? {}
}
