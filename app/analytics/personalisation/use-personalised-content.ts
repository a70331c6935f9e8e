import {useQuery} from '@tanstack/react-query'
import {readInsiderCookie} from '../../commerce/session/insider-cookie'
import {sessionMemory} from '../../commerce/session/session-memory'
import {useConsentSnapshot} from '../../engagement/consent/use-consent-snapshot'
import {useWebView} from '../../hooks/use-web-view'
import {INSIDERS_GROUP} from '../../rules/account/account-messages'
import {isFeatureAllowed} from '../../rules/engagement/consent'
import {useSite} from '../../site/site-context'
import type {ChoosePageType} from './choose'

const shopperGroups = (): readonly string[] =>
    sessionMemory.previousGroups() ?? (readInsiderCookie() ? [INSIDERS_GROUP] : [])

export interface PersonalisedContent {
    /** The CMS key to read: the service's choice, or the fallback. */
    key: string
    /** The service's decision behind a chosen key, for its engagement collect (never set with the fallback). */
    decisionId?: string
}

const VALID_KEY = /^[\w/-]{1,128}$/

/**
 * A content key the personalisation service chooses for this shopper (spec 001 §7.3: "/dy/serve/user/choose
 * for content keys and cart delivery keys"), falling back to the default key: on the server, before and
 * without personalisation consent, for the control group, and when the service fails. The call and its
 * code load only in the browser, after consent.
 */
export const usePersonalisedContent = (
    campaign: string,
    pageType: ChoosePageType,
    location: string,
    field: string,
    fallback: string
): PersonalisedContent => {
    const {site} = useSite()
    const webView = useWebView()
    const {loaded, groups} = useConsentSnapshot()
    const allowed =
        typeof window !== 'undefined' && loaded && isFeatureAllowed('personalisationService', groups)
    // Read once per render, so the query's key and its request name the same groups.
    const customerGroups = shopperGroups()
    const chosen = useQuery(
        ['personalisation-choose', site.id, campaign, pageType, location, webView, customerGroups.join(',')],
        () =>
            import(/* webpackChunkName: "personalisation-choose" */ './choose').then(({choose}) =>
                choose({
                    name: campaign,
                    type: pageType,
                    location,
                    siteId: site.id,
                    customerGroups,
                    channel: webView ? 'APP' : 'WEB'
                })
            ),
        {enabled: allowed, staleTime: 300_000, retry: false}
    )
    const key = chosen.data?.data[field]
    if (typeof key !== 'string' || !VALID_KEY.test(key)) return {key: fallback}
    return {key, ...(chosen.data?.decisionId && {decisionId: chosen.data.decisionId})}
}
