import {orderTypeFields, type OrderTypeFields} from '../../rules/basket'

/** "Order type web, or app - iOS (flag SBApp_iOS) on iOS webview" (spec 000 §9). */
export const currentOrderType = (webView: boolean): OrderTypeFields => {
    const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent
    const ios =
        /iPhone|iPad|iPod/i.test(agent) ||
        (/Macintosh/i.test(agent) && typeof document !== 'undefined' && 'ontouchend' in document)
    return orderTypeFields(webView && ios)
}
