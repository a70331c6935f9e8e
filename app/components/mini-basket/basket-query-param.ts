/** Spec 000 §2: "Query basket=show opens it" (the checkout header's 'Bag' link uses it). */
export const BASKET_PARAM = 'basket'
export const BASKET_SHOW = 'show'

export const wantsBasketOpen = (search: string): boolean =>
    new URLSearchParams(search).get(BASKET_PARAM) === BASKET_SHOW

/** The same search without basket=show, so closing the drawer leaves a clean, shareable URL. */
export const withoutBasketParam = (search: string): string => {
    const params = new URLSearchParams(search)
    params.delete(BASKET_PARAM)
    const rest = params.toString()
    return rest ? `?${rest}` : ''
}
