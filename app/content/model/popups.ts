/**
 * Popups and sign-up modals (spec 001 §3.4, §4.4). Modal data decides where and when a sign-up form opens;
 * the form itself is the sign-up item named by `deliveryKey`.
 */
import type {CommonBlock} from './common'
import type {SCHEMAS} from './schemas'

export type PopupVariant =
    | 'welcome'
    | 'insiders'
    | 'rphm'
    | 'scarcity-personalised'
    | 'scarcity-savings'
    | 'scarcity-mini-savings'

export interface Popup extends CommonBlock<typeof SCHEMAS.popup, Popup> {
    variant: PopupVariant
    heading: string
    /** {0} is replaced by an amount (the saving for scarcity variants). */
    subheading: string
    ctaText: string
    /** Absent: the CTA opens the basket. */
    ctaLink?: string
    /** Minimum counted page loads before the popup may show. */
    pageViews: number
    /** Seconds to wait after the page loads. */
    popupDelay: number
    /** Savings variants: minimum saving, in the site currency, for the popup to show. */
    threshold?: number
    promoTagEnabled?: boolean
}

export interface SignUpModal extends CommonBlock<typeof SCHEMAS.signUpModal, SignUpModal> {
    variant: 'welcome' | 'insiders' | 'rphm'
    /** URL fragment the page must contain (or equal, with urlType exact). */
    url: string
    urlType: 'contains' | 'exact'
    /** Minimum page count in the session before it opens. */
    pageCount: number
    /** Key of the sign-up form shown in the modal. */
    deliveryKey: string
    cookiesToCheckExist?: string[]
    cookiesToCheckDontExist?: string[]
    hideSMSField?: boolean
    enableMiniNotification?: boolean
    miniNotificationCopy?: string
}
