import {useEffect, useRef} from 'react'
import {useAccessToken} from '@salesforce/commerce-sdk-react'
import {useHistory, useLocation} from 'react-router-dom'
import {asksForLogout, deliveryOptionParam, withoutParams} from '../../rules/account'
import {useSite} from '../../site/site-context'
import {useControllerScope} from '../controllers/use-controller'
import {rememberDeliveryOption} from './delivery-preference'
import {pageContext} from './page-context'
import {sleep} from './session-memory'
import {setContext} from './shopper-controllers'
import {tokenIdentity} from './token-claims'

/** Link parameters this hook consumes; mergeBasketUUID belongs to the basket (it merges, then drops it). */
const CONSUMED = ['logged', 'deliveryOption']

export interface LinkParameterActions {
    /** Resolves once the page's session is established (its context sent). */
    started: () => Promise<unknown> | undefined
    isRegistered: () => boolean
    logout: () => Promise<void>
}

/**
 * The session's link parameters (spec 000 §2, 001 §2.2), on the first page and on every later navigation:
 * deliveryOption is remembered for the checkout; logged=false signs a registered shopper out (the logout
 * event); a page whose context parameters differ from the ones sent (src, newSrc, sourceCode, customerGroup,
 * previewTimestamp, glCountry...) sends PWA-SetContext again. One-shot parameters then leave the address bar.
 */
export const useLinkParameters = ({started, isRegistered, logout}: LinkParameterActions) => {
    const {search} = useLocation()
    const history = useHistory()
    const scope = useControllerScope()
    const {site, currency} = useSite()
    const {getTokenWhenReady} = useAccessToken()
    const latest = useRef({scope, site, currency, getTokenWhenReady, history})
    latest.current = {scope, site, currency, getTokenWhenReady, history}

    useEffect(() => {
        const delivery = deliveryOptionParam(search)
        if (delivery) rememberDeliveryOption(delivery)
        const logoutAsked = asksForLogout(search)
        let cancelled = false
        void Promise.resolve(started())
            .then(async () => {
                if (cancelled) return
                if (logoutAsked && isRegistered()) await logout()
                const current = latest.current
                const token = await current.getTokenWhenReady()
                const usid = tokenIdentity(token).usid
                if (!usid || cancelled) return
                const params = pageContext.params(search, usid, current.site.country, current.currency)
                if (!pageContext.changed(params)) return
                pageContext.sent(params)
                await setContext(current.scope, params, token, sleep)
            })
            .catch((error: unknown) =>
                console.error(
                    'Link parameters could not be applied',
                    error instanceof Error ? error.message : error
                )
            )
            .finally(() => {
                const {location} = latest.current.history
                const next = withoutParams(location.search, CONSUMED)
                if (!cancelled && next !== location.search)
                    latest.current.history.replace({...location, search: next})
            })
        return () => {
            cancelled = true
        }
        // Runs per query string; the actions read the latest session through their own references.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [search])
}
