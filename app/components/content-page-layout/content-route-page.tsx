import type {ReactNode} from 'react'
import type {ContentJson} from '../../content/content-types'
import type {ContentKeyRule} from '../../content/route-keys'
import NotFound from '../../pages/not-found'
import {PageBody} from './page-body'
import {PageSkeleton} from './page-skeleton'
import {usePageContent} from './use-page-content'
import {useContentCachePolicy} from './use-preview'

export interface ContentRoutePageProps<T extends object> {
    /** How the route names its content (app/content/route-keys.ts); 'path' by default. */
    rule?: ContentKeyRule
    /**
     * What shows while content loads after client-side navigation: a skeleton, or (landing pages, spec 001
     * §2.5 "while content loads or is missing it shows the not-found page") the not-found page.
     */
    whileLoading?: 'skeleton' | 'not-found'
    /** A page-specific layout; the schema's default layout otherwise. */
    children?: (item: T, preview: boolean) => ReactNode
}

/**
 * A CMS-driven route: reads its item by the route's key rule (during SSR, so the first response carries the
 * content), shows the not-found page when the CMS has no such item (spec 001 §8 CONTENT_NOT_FOUND), and is
 * cacheable unless it is a preview.
 */
export const ContentRoutePage = <T extends object = ContentJson>({
    rule = 'path',
    whileLoading = 'skeleton',
    children
}: ContentRoutePageProps<T>) => {
    const preview = useContentCachePolicy()
    const {item, isLoading} = usePageContent(rule)
    if (!item) return isLoading && whileLoading === 'skeleton' ? <PageSkeleton /> : <NotFound />
    return (
        <>{children ? children(item as unknown as T, preview) : <PageBody item={item} noindex={preview} />}</>
    )
}
