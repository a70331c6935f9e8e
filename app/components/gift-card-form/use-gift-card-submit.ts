import {useCallback, useEffect, useRef, useState} from 'react'
import {useHistory, useLocation} from 'react-router-dom'
import {useAddToBasket, useGiftCertificateItems} from '../../commerce/basket'
import {giftCertificatePayload, GIFT_CARD_EDIT_PARAM} from '../../rules/product/gift-card-product'
import {miniBasketStore} from '../mini-basket/use-mini-basket'
import {recipientForm, type RecipientValues} from './recipient-fields'

/** Spec 001 §9: the add-to-bag success label shows for 2.5 seconds. */
const SUCCESS_MS = 2500

export type SubmitState = 'idle' | 'loading' | 'success' | 'error'

export interface SubmitInput {
    productId: string
    locale: string
    editId?: string
}

/**
 * What a valid gift card submit does: a digital card is added as a gift certificate line (or, when editing,
 * its line is updated, then the page returns to the product without the edit parameter and the bag opens);
 * a physical card is added as a product line of the chosen size. A failure keeps the form and shows the
 * server's message (spec 000 §8: "Gift card add failure: server status message raised").
 */
export const useGiftCardSubmit = ({productId, locale, editId}: SubmitInput) => {
    const giftCards = useGiftCertificateItems()
    const {add} = useAddToBasket()
    const history = useHistory()
    const {pathname, search} = useLocation()
    const [state, setState] = useState<SubmitState>('idle')
    const [error, setError] = useState<string | undefined>()
    /** What the last successful submit did (the edit parameter is gone from the URL by then). */
    const [done, setDone] = useState<'added' | 'saved'>('added')
    const timer = useRef<number>()
    useEffect(() => () => window.clearTimeout(timer.current), [])

    const settle = useCallback((next: SubmitState, message?: string) => {
        setState(next)
        setError(message)
        window.clearTimeout(timer.current)
        if (next === 'success') timer.current = window.setTimeout(() => setState('idle'), SUCCESS_MS)
    }, [])

    const run = useCallback(
        async (work: () => Promise<unknown>) => {
            setState('loading')
            setError(undefined)
            try {
                await work()
                settle('success')
                return true
            } catch (failure) {
                settle('error', (failure as Error).message)
                return false
            }
        },
        [settle]
    )

    const submitDigital = useCallback(
        (values: RecipientValues, amount: number) =>
            run(async () => {
                const line = {
                    ...giftCertificatePayload(recipientForm(values), amount, locale),
                    c_productId: productId
                }
                setDone(editId ? 'saved' : 'added')
                if (!editId) {
                    await giftCards.add(line)
                    miniBasketStore.open()
                    return
                }
                await giftCards.update(editId, line)
                const params = new URLSearchParams(search)
                params.delete(GIFT_CARD_EDIT_PARAM)
                params.set('basket', 'show')
                history.replace(`${pathname}?${params.toString()}`)
            }),
        [run, locale, productId, editId, giftCards, history, pathname, search]
    )

    const submitPhysical = useCallback(
        (variantId: string) =>
            run(async () => {
                setDone('added')
                await add([{productId: variantId, quantity: 1, c_gtmAddToCartLocation: 'pdp'}])
                miniBasketStore.open()
            }),
        [run, add]
    )

    return {state, done, error, submitDigital, submitPhysical}
}
