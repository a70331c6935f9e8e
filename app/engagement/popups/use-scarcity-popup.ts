import {useCallback, useEffect, useMemo, useRef, useState} from 'react'
import {pushDataLayerEvent} from '../../analytics/data-layer'
import type {Basket} from '../../commerce/basket/types'
import type {Popup} from '../../content/model/popups'
import {popupDelayMs} from '../../rules/engagement/popups'
import {isScarcityPopupShown, scarcitySaving, type ScarcityVariant} from '../../rules/engagement/scarcity'
import {closeScarcity, isScarcityClosed} from './popup-storage'
import type {PageCounts} from './use-page-counts'

/** The CMS variant name of each scarcity popup. */
export const SCARCITY_VARIANTS: Record<ScarcityVariant, Popup['variant']> = {
    personalised: 'scarcity-personalised',
    savings: 'scarcity-savings',
    'mini-savings': 'scarcity-mini-savings'
}
const ORDER: readonly ScarcityVariant[] = ['personalised', 'savings', 'mini-savings']

/** "Scarcity saving = sum of standard (or current) prices minus subtotal and adjustments" (spec 001 §9). */
export const basketSaving = (basket: Basket): number =>
    scarcitySaving(
        (basket.productItems ?? [])
            .filter((item) => !item.bonusProductLineItem)
            .map((item) => ({
                price: item.basePrice ?? (item.price ?? 0) / (item.quantity || 1),
                standardPrice: item.c_standardPrice,
                quantity: item.quantity ?? 1
            })),
        basket.productSubTotal ?? 0,
        (basket.orderPriceAdjustments ?? []).reduce((sum, adjustment) => sum + (adjustment.price ?? 0), 0)
    )

export interface ScarcityInputs {
    popups: Partial<Record<ScarcityVariant, Popup>>
    basket?: Basket
    basketOpen: boolean
    counts?: PageCounts
    /** The personalised variant speaks about the shopper's own basket: it needs personalisation consent. */
    personalisedAllowed: boolean
    /** Another popup is open: wait. */
    blocked: boolean
}

export interface ShownScarcity {
    variant: ScarcityVariant
    popup: Popup
    saving: number
}

/** The first scarcity popup the rules allow now (spec 001 §4.4), before its delay. */
export const scarcityCandidate = (inputs: ScarcityInputs): ShownScarcity | undefined => {
    const {basket, counts} = inputs
    if (!counts) return undefined
    const saving = basket ? basketSaving(basket) : 0
    for (const variant of ORDER) {
        const popup = inputs.popups[variant]
        if (!popup || (variant === 'personalised' && !inputs.personalisedAllowed)) continue
        const shown = isScarcityPopupShown({
            variant,
            basketExists: Boolean(basket?.productItems?.length),
            basketOpen: inputs.basketOpen,
            closedBefore: isScarcityClosed(variant),
            pageCount: counts.scarcityPages,
            pageViews: Number(popup.pageViews) || 0,
            saving,
            threshold: Number(popup.threshold) || 0
        })
        if (shown) return {variant, popup, saving}
    }
    return undefined
}

/**
 * Shows at most one scarcity popup per page, popupDelay seconds after the page started, re-checking the
 * rules when the delay ends (the basket may have been opened meanwhile). Close and CTA reset the page counter
 * and remember the popup as closed for good.
 */
export const useScarcityPopup = (inputs: ScarcityInputs) => {
    const [shown, setShown] = useState<ShownScarcity>()
    const latest = useRef(inputs)
    latest.current = inputs
    const handledPage = useRef<string>()
    const candidate = scarcityCandidate(inputs)
    const pageKey = inputs.counts?.pageKey
    const startedAt = inputs.counts?.startedAt ?? 0

    useEffect(() => {
        if (!candidate || shown || inputs.blocked || !pageKey || handledPage.current === pageKey)
            return undefined
        const wait = Math.max(0, startedAt + popupDelayMs(candidate.popup.popupDelay) - Date.now())
        const timer = setTimeout(() => {
            const now = scarcityCandidate(latest.current)
            if (!now || latest.current.blocked) return
            handledPage.current = pageKey
            setShown(now)
            pushDataLayerEvent({event: 'popupInteraction', popup: {name: now.popup.variant, action: 'view'}})
        }, wait)
        return () => clearTimeout(timer)
    }, [candidate?.variant, shown, inputs.blocked, pageKey, startedAt]) // eslint-disable-line react-hooks/exhaustive-deps

    const finish = useCallback(
        (action: 'close' | 'cta') => {
            if (!shown) return undefined
            closeScarcity(shown.variant)
            setShown(undefined)
            pushDataLayerEvent({event: 'popupInteraction', popup: {name: shown.popup.variant, action}})
            return shown
        },
        [shown]
    )
    return {shown, finish}
}

export const useScarcityPopupContent = (items: readonly (Popup | null | undefined)[] | undefined) =>
    useMemo(() => {
        const byVariant: Partial<Record<ScarcityVariant, Popup>> = {}
        for (const variant of ORDER) {
            const popup = items?.find((item) => item?.variant === SCARCITY_VARIANTS[variant])
            if (popup) byVariant[variant] = popup
        }
        return byVariant
    }, [items])
