export {useMiniBasket, miniBasketStore} from './use-mini-basket'
export {MiniBasketHost} from './mini-basket-host'
export {BasketRoot} from './basket-root'
