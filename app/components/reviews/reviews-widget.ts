import {loadScriptOnce} from '../vendor-script/load-script'
import {waitForShadowRoot} from './shadow-root-check'

/**
 * The reviews vendor's widget contract: its script defines a `<reviews-widget>` element that renders a
 * product's reviews into its own shadow root, given `data-product-id`, `data-locale` and `data-client-id`. The
 * sandbox's stand-in implements the same contract, so only the script URL differs between setups. Loaded as
 * its own chunk when the reviews panel opens.
 */
export interface ReviewsWidgetOptions {
    scriptUrl: string
    clientId: string
    productId: string
    locale: string
}

export interface MountedReviewsWidget {
    /** Whether the widget rendered (its shadow root checked up to 10 times, 1 s apart). */
    ready: Promise<boolean>
    destroy: () => void
}

export const mountReviewsWidget = async (
    container: HTMLElement,
    options: ReviewsWidgetOptions
): Promise<MountedReviewsWidget> => {
    await loadScriptOnce(options.scriptUrl)
    const widget = document.createElement('reviews-widget')
    widget.setAttribute('data-product-id', options.productId)
    widget.setAttribute('data-locale', options.locale)
    widget.setAttribute('data-client-id', options.clientId)
    container.replaceChildren(widget)
    let destroyed = false
    return {
        ready: waitForShadowRoot(widget, () => destroyed).then(Boolean),
        destroy: () => {
            destroyed = true
            widget.remove()
        }
    }
}
