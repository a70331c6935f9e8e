import {useEffect, useState} from 'react'
import loadable from '@loadable/component'
import {useLocation} from 'react-router-dom'
import {useWebView} from '../../hooks/use-web-view'
import {ESSENTIAL_GROUP, isScrollLocked} from '../../rules/engagement/consent'
import {useSite} from '../../site/site-context'
import {isStorefrontPreview} from '../visitor'
import {CONSENT_GROUPS, rememberedChoice} from './consent-adapter'
import {ensureDwapupreqCookie} from './consent-reactions'
import {onEarlyAction, takeEarlyAction} from './early-action'
import {useConsent, useConsentReactions} from './use-consent'
import {useScrollLock} from './use-scroll-lock'

const ConsentBanner = loadable(() => import('../../components/consent-banner'), {ssr: false})

interface ConsentHostProps {
    /** The server-rendered banner (consent-island.tsx) can go: this one is on screen, or none is needed. */
    onTakeOver?: () => void
}

/**
 * Starts the consent tool as soon as the page is interactive (spec 001 §4.3) and shows the banner the moment
 * the tool says a choice is needed: a first visit starts fetching the banner's code while the tool loads, so
 * the two arrive together instead of one after the other. Until then the server-rendered copy is on screen;
 * a choice made on it is stored through the tool once the tool has loaded. Everything else about engagement
 * waits for an idle page (see ../engagement-root.tsx).
 */
const ConsentHost = ({onTakeOver}: ConsentHostProps) => {
    const {search} = useLocation()
    const {buildUrl} = useSite()
    const webView = useWebView()
    const {snapshot, adapter} = useConsent()
    useConsentReactions(snapshot, webView)

    // A press on the server-rendered copy, before this mounted or since (until the tool has answered).
    const [early, setEarly] = useState(takeEarlyAction)
    useEffect(() => onEarlyAction(setEarly), [])
    const [stored, setStored] = useState(false)
    const earlyChoice = !stored && (early === 'accept' || early === 'reject') ? early : undefined
    useEffect(() => {
        if (!earlyChoice || !snapshot.loaded) return
        setStored(true)
        if (!snapshot.closed) adapter.save(earlyChoice === 'accept' ? CONSENT_GROUPS : [ESSENTIAL_GROUP])
    }, [earlyChoice, snapshot.loaded, snapshot.closed, adapter])

    const bannerShown = snapshot.loaded && !snapshot.closed && !adapter.drawsOwnBanner && !earlyChoice
    const settled = snapshot.loaded && !earlyChoice
    useEffect(() => {
        if (settled && !bannerShown) onTakeOver?.()
    }, [settled, bannerShown, onTakeOver])
    useScrollLock(
        bannerShown && isScrollLocked(snapshot.closed, snapshot.closed, isStorefrontPreview(search))
    )

    useEffect(() => {
        if (!adapter.drawsOwnBanner && !rememberedChoice()) void ConsentBanner.preload()
    }, [adapter])

    const localePath = buildUrl('/')
    useEffect(() => ensureDwapupreqCookie(localePath), [localePath])

    return bannerShown ? (
        <ConsentBanner
            groups={snapshot.groups}
            onSave={(groups) => adapter.save(groups)}
            managing={early === 'manage'}
            onShown={onTakeOver}
        />
    ) : null
}

export default ConsentHost
