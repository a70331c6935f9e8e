import {useEffect} from 'react'
import loadable from '@loadable/component'
import {useLocation} from 'react-router-dom'
import {useWebView} from '../../hooks/use-web-view'
import {isScrollLocked} from '../../rules/engagement/consent'
import {useSite} from '../../site/site-context'
import {isStorefrontPreview} from '../visitor'
import {rememberedChoice} from './consent-adapter'
import {ensureDwapupreqCookie} from './consent-reactions'
import {useConsent, useConsentReactions} from './use-consent'
import {useScrollLock} from './use-scroll-lock'

const ConsentBanner = loadable(() => import('../../components/consent-banner'), {ssr: false})

/**
 * Starts the consent tool as soon as the page is interactive (spec 001 §4.3) and shows the banner the moment
 * the tool says a choice is needed: a first visit starts fetching the banner's code while the tool loads, so
 * the two arrive together instead of one after the other. Everything else about engagement waits for an idle
 * page (see ../engagement-root.tsx).
 */
const ConsentHost = () => {
    const {search} = useLocation()
    const {buildUrl} = useSite()
    const webView = useWebView()
    const {snapshot, adapter} = useConsent()
    useConsentReactions(snapshot, webView)

    const bannerShown = snapshot.loaded && !snapshot.closed && !adapter.drawsOwnBanner
    useScrollLock(
        bannerShown && isScrollLocked(snapshot.closed, snapshot.closed, isStorefrontPreview(search))
    )

    useEffect(() => {
        if (!adapter.drawsOwnBanner && !rememberedChoice()) void ConsentBanner.preload()
    }, [adapter])

    const localePath = buildUrl('/')
    useEffect(() => ensureDwapupreqCookie(localePath), [localePath])

    return bannerShown ? (
        <ConsentBanner groups={snapshot.groups} onSave={(groups) => adapter.save(groups)} />
    ) : null
}

export default ConsentHost
