import {useCallback, useEffect, useRef, useState} from 'react'
import type {CheckoutStep} from '../../rules/checkout'
import {onBasketEvent} from '../basket/basket-events'
import {onSessionEvent} from '../session'
import {shopperCheckoutStep, type StepContext} from './checkout-step'
import type {CheckoutBasket} from './types'

/**
 * The open checkout step. Derived from the basket when its id changes ("recomputed when the basket id
 * changes", spec 000 §4), re-derived after each step is saved, sent back to step 1 when the last product is
 * removed or the shopper logs out. `edit` reopens an earlier step without losing what was entered.
 */
export const useCheckoutStep = (basket: CheckoutBasket | undefined, context: StepContext, ready: boolean) => {
    const [step, setStep] = useState<CheckoutStep | undefined>(undefined)
    const latest = useRef({basket, context})
    latest.current = {basket, context}
    const basketId = basket?.basketId
    const {isRegistered} = context

    useEffect(() => {
        if (!ready || !basketId) return
        setStep(shopperCheckoutStep(latest.current.basket, latest.current.context))
    }, [ready, basketId, isRegistered])

    useEffect(() => {
        const toFirst = () => setStep(1)
        const offBasket = onBasketEvent('last-product-removed', toFirst)
        const offSession = onSessionEvent('checkout-reset', toFirst)
        return () => {
            offBasket()
            offSession()
        }
    }, [])

    /** After a step is saved: the step the updated basket calls for. */
    const advance = useCallback((updated?: CheckoutBasket) => {
        setStep(shopperCheckoutStep(updated ?? latest.current.basket, latest.current.context))
    }, [])

    const edit = useCallback((target: CheckoutStep) => {
        setStep((current) => (current === undefined || target < current ? target : current))
    }, [])

    return {step, advance, edit, goTo: setStep}
}
