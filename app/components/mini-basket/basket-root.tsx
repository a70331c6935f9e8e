import {BasketLoader} from '../../commerce/basket/basket-loader'
import {useSharedBasketMerge} from '../../commerce/basket/use-shared-basket-merge'
import {MiniBasketHost} from './mini-basket-host'

/** A mergeBasketUUID link's shared basket joins the shopper's bag, which then opens. */
const SharedBasketMerge = () => {
    useSharedBasketMerge()
    return null
}

/**
 * Everything the basket needs on every page, for the app shell to mount once: the basket's load rules and
 * the mini basket (its drawer code loads on first open).
 */
export const BasketRoot = () => (
    <>
        <BasketLoader />
        <SharedBasketMerge />
        <MiniBasketHost />
    </>
)
