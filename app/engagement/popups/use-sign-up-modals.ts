import {useCallback, useEffect, useRef, useState} from 'react'
import Cookies from 'js-cookie'
import {pushDataLayerEvent} from '../../analytics/data-layer'
import type {SignUpModal} from '../../content/model/popups'
import {withoutRegionPrefix} from '../../region/page-type'
import {
    dismissForAYear,
    isPopupEligible,
    miniNotificationNext,
    POPUP_COOKIE_DAYS,
    welcomeInitOnOpen,
    welcomeOnClose,
    type MiniNotificationState
} from '../../rules/engagement/popups'
import type {PageCounts} from './use-page-counts'
import {
    popupCookieName,
    readPopupCookie,
    removePopupCookie,
    writePopupCookie,
    type SignUpVariant
} from './popup-storage'

export interface ActiveSignUp {
    variant: SignUpVariant
    modal: SignUpModal
    /** The open modal, or its mini notification button. */
    view: Exclude<MiniNotificationState, 'removed'>
}

/** Page-specific modals win over the site-wide welcome. */
const PRIORITY: readonly SignUpVariant[] = ['rphm', 'insiders', 'welcome']

export const eligibleSignUp = (
    modals: readonly SignUpModal[],
    path: string,
    sessionPages: number,
    cookies: Record<string, string | undefined>
): SignUpModal | undefined =>
    PRIORITY.flatMap((variant) => modals.filter((modal) => modal.variant === variant)).find((modal) =>
        isPopupEligible({
            cookies,
            dismissedCookies: [popupCookieName(modal.variant, 'dismissed')],
            shownCookie: modal.variant === 'welcome' ? popupCookieName('welcome', 'shown') : undefined,
            rules: modal,
            currentUrl: withoutRegionPrefix(path),
            pageCount: sessionPages
        })
    )

const track = (variant: SignUpVariant, action: string) =>
    pushDataLayerEvent({event: 'popupInteraction', popup: {name: variant, action}})

/**
 * The welcome, insiders and RPHM sign-up modals (spec 001 §4.4): one decision per page from the CMS modal
 * data, the popup cookies and the session page count; the cookie writes on open, close and submit; and the
 * mini notification (a small button after the first close that reopens the modal until removed).
 */
export const useSignUpModals = (
    modals: readonly SignUpModal[] | undefined,
    counts: PageCounts | undefined
) => {
    const [active, setActive] = useState<ActiveSignUp>()
    const decidedFor = useRef<string>()
    const submitted = useRef(false)

    const open = useCallback((modal: SignUpModal) => {
        if (modal.variant === 'welcome')
            writePopupCookie('welcome', welcomeInitOnOpen(readPopupCookie('welcome', 'init')))
        submitted.current = false
        setActive({variant: modal.variant, modal, view: 'modal'})
        track(modal.variant, 'view')
    }, [])

    useEffect(() => {
        if (!modals || !counts || decidedFor.current === counts.pageKey) return
        if (active?.view === 'modal') return
        decidedFor.current = counts.pageKey
        const eligible = eligibleSignUp(modals, counts.pageKey, counts.sessionPages, Cookies.get())
        if (eligible) return open(eligible)
        const mini = modals.find(
            (modal) => modal.enableMiniNotification && readPopupCookie(modal.variant, 'miniNotification')
        )
        setActive(mini ? {variant: mini.variant, modal: mini, view: 'button'} : undefined)
    }, [modals, counts, active, open])

    const close = useCallback(() => {
        if (!active || active.view !== 'modal') return
        const {variant, modal} = active
        track(variant, 'close')
        if (submitted.current) return setActive(undefined)
        writePopupCookie(
            variant,
            variant === 'welcome' ? welcomeOnClose(readPopupCookie('welcome', 'init')) : dismissForAYear()
        )
        if (!modal.enableMiniNotification) return setActive(undefined)
        const next = miniNotificationNext('modal', 'close')
        if (next.storeFlag)
            writePopupCookie(variant, {
                cookie: 'miniNotification',
                value: '1',
                days: POPUP_COOKIE_DAYS.miniNotification
            })
        setActive(next.state === 'removed' ? undefined : {...active, view: next.state})
    }, [active])

    const reopen = useCallback(() => {
        if (active?.view === 'button' && miniNotificationNext('button', 'click').state === 'modal')
            open(active.modal)
    }, [active, open])

    const removeMini = useCallback(() => {
        if (!active) return
        miniNotificationNext(active.view, 'remove')
        removePopupCookie(active.variant, 'miniNotification')
        setActive(undefined)
    }, [active])

    /** "Submit sets dismissed for 365 days" (every sign-up popup); the mini notification has done its job. */
    const markSubmitted = useCallback(() => {
        if (!active || submitted.current) return
        submitted.current = true
        writePopupCookie(active.variant, dismissForAYear())
        removePopupCookie(active.variant, 'miniNotification')
        track(active.variant, 'submit')
    }, [active])

    return {active, close, reopen, removeMini, markSubmitted}
}
