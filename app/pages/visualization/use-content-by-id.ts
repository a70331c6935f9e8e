import {useQuery} from '@tanstack/react-query'
import {getContentClient} from '../../content/content-client'
import type {ContentJson} from '../../content/content-types'
import {useContentScope} from '../../content/use-content'
import {useSuspendsInPrepass} from '../../ssr/prepass'

/** Content ids are the CMS's UUIDs; anything else is not asked for. */
const CONTENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Locale ids as the delivery API takes them ('fr-FR'), optionally a fallback list. */
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?(,[a-z]{2}(-[A-Z]{2}|-\*)?)*$/

export const isContentId = (id: string | undefined): id is string => Boolean(id && CONTENT_ID.test(id))

/**
 * One item by id from the preview domain (spec 001 §7.3 "fetched by id ... a preview host in preview mode"),
 * in the locale the authoring tool asked for; null when it does not exist. Never cached between editors:
 * preview pages are private.
 */
export const useContentById = (id: string | undefined, locale: string | undefined) => {
    const scope = useContentScope()
    const contentLocale = locale && LOCALE.test(locale) ? locale : scope.locale
    const enabled = isContentId(id)
    const suspends = useSuspendsInPrepass(enabled)
    return useQuery(
        ['content', 'id', contentLocale, scope.vse ?? '', id],
        async (): Promise<ContentJson | null> => {
            try {
                const client = await getContentClient({...scope, locale: contentLocale})
                const item = await client.getContentItemById(id as string)
                return item.toJSON() as ContentJson
            } catch (error) {
                const name = (error as {name?: string})?.name
                if (name !== 'CONTENT_NOT_FOUND') console.error('[content] preview item failed', error)
                return null
            }
        },
        {enabled, suspense: suspends, staleTime: 0}
    )
}
