import {BasketLoader} from '../../commerce/basket/basket-loader'
import {MiniBasketHost} from './mini-basket-host'

/**
 * Everything the basket needs on every page, for the app shell to mount once: the basket's load rules and
 * the mini basket (its drawer code loads on first open).
 */
export const BasketRoot = () => (
    <>
        <BasketLoader />
        <MiniBasketHost />
    </>
)
