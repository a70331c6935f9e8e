import {useLocation} from 'react-router-dom'
import {readPreviewDomain} from '../../content/use-content'
import {useCachePolicy} from '../../site/use-cache-policy'

/** Whether the page shows preview content (a `vse` preview domain or a preview timestamp in the query). */
export const isPreviewSearch = (search: string): boolean =>
    Boolean(readPreviewDomain(search)) || new URLSearchParams(search).has('previewTimestamp')

/**
 * Content pages depend only on their URL, so shared caches may keep them; a preview is one editor's view of
 * unpublished content and must never be stored.
 */
export const useContentCachePolicy = (): boolean => {
    const {search} = useLocation()
    const preview = isPreviewSearch(search)
    useCachePolicy(preview ? 'private' : 'content')
    return preview
}
