import {useMemo} from 'react'
import loadable from '@loadable/component'
import {useIntl} from 'react-intl'
import {useHistory} from 'react-router-dom'
import {siteContentKey} from '../_app/content-keys'
import {useCurrentBasket} from '../../commerce/basket/use-current-basket'
import type {ContentJson} from '../../content/content-types'
import {SCHEMAS} from '../../content/model/schemas'
import type {Popup, SignUpModal} from '../../content/model/popups'
import {useContentByKeys} from '../../content/use-content'
import type {PageCounts} from '../../engagement/popups/use-page-counts'
import {useScarcityPopup, useScarcityPopupContent} from '../../engagement/popups/use-scarcity-popup'
import {useSignUpModals} from '../../engagement/popups/use-sign-up-modals'
import {formatPrice} from '../../region/currency'
import {isFeatureAllowed} from '../../rules/engagement/consent'
import {useSite} from '../../site/site-context'
import {miniBasketStore, useMiniBasket} from '../mini-basket/use-mini-basket'
import {MiniNotification} from './mini-notification'

// The dialogs (and the sign-up form inside) load when a popup is about to show.
const SignUpDialog = loadable(() => import('./sign-up-dialog'), {ssr: false})
const ScarcityDialog = loadable(() => import('./scarcity-dialog'), {ssr: false})

/** Spec 001 §3.4 popups and modal data, per site (sandbox/seed/content/README.md). */
export const POPUP_CONTENT = [
    'popups/welcome',
    'popups/insiders',
    'popups/rphm',
    'popups/scarcity-personalised',
    'popups/scarcity-savings',
    'popups/scarcity-mini-savings'
] as const

const isSignUpModal = (item: ContentJson | null): item is SignUpModal & ContentJson =>
    item?._meta?.schema === SCHEMAS.signUpModal

export interface PopupHostProps {
    counts?: PageCounts
    /** Active consent groups. */
    groups: readonly string[]
}

/**
 * Decides and shows the popups of spec 001 §4.4: a sign-up modal (or its mini notification) first, a
 * scarcity popup only while no sign-up modal is open. Mounted in the browser once the consent banner is
 * closed and no country prompt is showing, so popups never stack on top of each other.
 */
const PopupHost = ({counts, groups}: PopupHostProps) => {
    const intl = useIntl()
    const history = useHistory()
    const {site, config, currency, buildUrl} = useSite()
    const keys = useMemo(
        () => POPUP_CONTENT.map((name) => siteContentKey(name, site, config)),
        [site, config]
    )
    const content = useContentByKeys(keys).data
    const modals = useMemo(() => content?.filter(isSignUpModal), [content])
    const signUp = useSignUpModals(modals, counts)
    const {basket} = useCurrentBasket()
    const {isOpen: basketOpen} = useMiniBasket()
    const scarcity = useScarcityPopup({
        popups: useScarcityPopupContent(content as (Popup | null)[] | undefined),
        basket,
        basketOpen,
        counts,
        personalisedAllowed: isFeatureAllowed('personalisation', groups),
        blocked: signUp.active?.view === 'modal'
    })

    const onScarcityCta = () => {
        const done = scarcity.finish('cta')
        if (!done) return
        // Without a link the CTA opens the mini basket, as the header's bag icon does.
        if (done.popup.ctaLink) history.push(buildUrl(done.popup.ctaLink))
        else miniBasketStore.open()
    }

    const active = signUp.active
    const shown = scarcity.shown
    return (
        <>
            {active?.view === 'modal' ? (
                <SignUpDialog
                    modal={active.modal}
                    onClose={signUp.close}
                    onSubmitted={signUp.markSubmitted}
                />
            ) : null}
            {active?.view === 'button' && active.modal.miniNotificationCopy ? (
                <MiniNotification
                    copy={active.modal.miniNotificationCopy}
                    onOpen={signUp.reopen}
                    onRemove={signUp.removeMini}
                />
            ) : null}
            {shown ? (
                <ScarcityDialog
                    popup={shown.popup}
                    amount={formatPrice(shown.saving, basket?.currency ?? currency, intl.locale)}
                    onClose={() => scarcity.finish('close')}
                    onCta={onScarcityCta}
                />
            ) : null}
        </>
    )
}

export default PopupHost
