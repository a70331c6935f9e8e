import {useQuery} from '@tanstack/react-query'
import {readInsiderCookie} from '../../commerce/session/insider-cookie'
import {sessionMemory} from '../../commerce/session/session-memory'
import {useConsentSnapshot} from '../../engagement/consent/use-consent'
import {useWebView} from '../../hooks/use-web-view'
import {INSIDERS_GROUP} from '../../rules/account'
import {isFeatureAllowed} from '../../rules/engagement/consent'
import {useSite} from '../../site/site-context'
import type {ChoosePageType} from './choose'

const shopperGroups = (): readonly string[] =>
    sessionMemory.previousGroups() ?? (readInsiderCookie() ? [INSIDERS_GROUP] : [])

/**
 * A content key the personalisation service chooses for this shopper (spec 001 §7.3: "/dy/serve/user/choose
 * for content keys and cart delivery keys"), falling back to the default key: on the server, before and
 * without personalisation consent, for the control group, and when the service fails. The call and its
 * code load only in the browser, after consent.
 */
export const usePersonalisedContentKey = (
    campaign: string,
    pageType: ChoosePageType,
    location: string,
    field: string,
    fallback: string
): string => {
    const {site} = useSite()
    const webView = useWebView()
    const {loaded, groups} = useConsentSnapshot()
    const allowed =
        typeof window !== 'undefined' && loaded && isFeatureAllowed('personalisationService', groups)
    const chosen = useQuery(
        ['personalisation-choose', site.id, campaign, pageType, location, webView, shopperGroups().join(',')],
        () =>
            import(/* webpackChunkName: "personalisation-choose" */ './choose').then(({choose}) =>
                choose({
                    name: campaign,
                    type: pageType,
                    location,
                    siteId: site.id,
                    customerGroups: shopperGroups(),
                    channel: webView ? 'APP' : 'WEB'
                })
            ),
        {enabled: allowed, staleTime: 300_000, retry: false}
    )
    const key = chosen.data?.data[field]
    return typeof key === 'string' && /^[\w/-]{1,128}$/.test(key) ? key : fallback
}
