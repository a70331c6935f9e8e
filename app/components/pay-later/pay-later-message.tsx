import {useEffect, useRef, useState} from 'react'
import {Box} from '@chakra-ui/react'
import {useSitePreferences} from '../../commerce/controllers/use-site-preferences'
import {readCountryCookie} from '../../engagement/country/country-cookie'
import {useHydrated} from '../../hooks/use-hydrated'
import {isPayLaterShown, toMinorUnits} from '../../rules/price/pay-later'
import {useSite} from '../../site/site-context'
import type {Placement} from './placement'
import {payLaterClientId, payLaterInput, payLaterLocale, type PayLaterContext} from './pay-later-rule-input'

export interface PayLaterMessageProps {
    /** The amount in major units (the product's price, the basket's total). */
    amount: number | undefined
    currency: string
    context: PayLaterContext
}

// The message's height when it arrives (measured in the browser): two lines in the product page's column on a
// phone or tablet and in the bag's summary column, one beside a wide desktop's gallery.
const PDP_LINE = {base: '3em', xl: '1.5em'}
const BASKET_LINE = '3em'

/** Starts the provider when the message is near the viewport (or at once where that cannot be observed). */
const whenNearViewport = (element: HTMLElement, start: () => void) => {
    if (typeof IntersectionObserver === 'undefined') {
        start()
        return () => undefined
    }
    const observer = new IntersectionObserver(
        (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) {
                observer.disconnect()
                start()
            }
        },
        {rootMargin: '200px'}
    )
    observer.observe(element)
    return () => observer.disconnect()
}

/**
 * The pay-later message (spec 000 §9, 001 §4.5): shown only when the locale, the site's preferences, the
 * shopper's country and the page's own preference allow it; the provider's script is loaded once, when the
 * message comes near the viewport, and told each new amount in minor units.
 *
 * The server and the first render keep the message's line free, empty, when the site's own country would see
 * it: the buying panel below does not jump down after hydration (under a shopper's pointer, about to pick a
 * size). The shopper's country (their cookie) is read only in the browser, so a cached page carries no
 * shopper's decision; a shopper from a country without the offer sees the empty line close.
 */
export const PayLaterMessage = ({amount, currency, context}: PayLaterMessageProps) => {
    const hydrated = useHydrated()
    const {config, site, locale} = useSite()
    const {preferences} = useSitePreferences()
    const container = useRef<HTMLDivElement>(null)
    const placement = useRef<Promise<Placement | null> | null>(null)
    const [failed, setFailed] = useState(false)
    const providerLocale = payLaterLocale(locale.id, site.country)
    const country = hydrated ? readCountryCookie() ?? site.country : site.country
    const minor = typeof amount === 'number' && amount > 0 ? toMinorUnits(amount) : 0
    const shown =
        !failed && minor > 0 && isPayLaterShown(payLaterInput(preferences, context, providerLocale, country))
    const live = hydrated && shown
    const latest = useRef(minor)
    latest.current = minor

    useEffect(() => {
        const element = container.current
        if (!live || !element) return undefined
        let cancelled = false
        const stop = whenNearViewport(element, () => {
            placement.current = import('./placement')
                .then(({createPlacement}) =>
                    createPlacement(element, {
                        scriptUrl: config.app.payLater.scriptUrl,
                        clientId: payLaterClientId(config.app.payLater.clientIds, locale.id),
                        locale: providerLocale.replace('-', '_'),
                        currency,
                        amount: latest.current,
                        pageType: context === 'pdp' ? 'product' : 'cart'
                    })
                )
                .then((created) => {
                    if (cancelled) created.destroy()
                    return created
                })
                .catch((error: unknown) => {
                    // The message is an extra: without the provider the page simply goes without it.
                    console.warn('[pay-later] unavailable', error)
                    if (!cancelled) setFailed(true)
                    return null
                })
        })
        return () => {
            cancelled = true
            stop()
            void placement.current?.then((created) => created?.destroy())
            placement.current = null
        }
    }, [live, config, locale.id, providerLocale, currency, context])

    useEffect(() => {
        void placement.current?.then((created) => created?.update(minor))
    }, [minor])

    if (!shown) return null
    return (
        <Box
            ref={container}
            data-pay-later={context}
            minH={context === 'pdp' ? PDP_LINE : BASKET_LINE}
            fontSize="sm"
            color="text.secondary"
        />
    )
}
