import {defineMessages} from 'react-intl'

export const basketMessages = defineMessages({
    title: {id: 'miniBasket.title', defaultMessage: 'Your bag'},
    count: {id: 'miniBasket.count', defaultMessage: '{count, plural, one {# item} other {# items}}'},
    close: {id: 'miniBasket.close', defaultMessage: 'Close your bag'},
    loading: {id: 'miniBasket.loading', defaultMessage: 'Loading your bag'},
    empty: {id: 'miniBasket.empty', defaultMessage: 'Your bag is empty'},
    emptyBody: {
        id: 'miniBasket.emptyBody',
        defaultMessage: 'Pieces you add will wait for you here. Start with what has just landed.'
    },
    shopNew: {id: 'miniBasket.shopNew', defaultMessage: 'Shop new arrivals'},
    subtotal: {id: 'miniBasket.subtotal', defaultMessage: 'Subtotal'},
    deliveryNote: {
        id: 'miniBasket.deliveryNote',
        defaultMessage: 'Delivery and taxes are calculated at checkout.'
    },
    emailDelivery: {
        id: 'miniBasket.emailDelivery',
        defaultMessage: 'E-gift cards are sent by email, so there is no delivery to pay for.'
    },
    checkout: {id: 'miniBasket.checkout', defaultMessage: 'Checkout'},
    viewBag: {id: 'miniBasket.viewBag', defaultMessage: 'View bag'},
    updated: {id: 'miniBasket.updated', defaultMessage: 'Bag updated. Subtotal {amount}'},
    blockedOutOfStock: {
        id: 'miniBasket.blocked.outOfStock',
        defaultMessage:
            'Some items in your bag are out of stock or no longer available. Remove them to check out.'
    },
    blockedTooMany: {
        id: 'miniBasket.blocked.tooMany',
        defaultMessage: 'You have more of some items than we have in stock. Reduce the quantity to check out.'
    },
    mixedGiftCards: {
        id: 'miniBasket.mixedGiftCards',
        defaultMessage: 'Digital gift cards must be bought separately from other products.'
    },
    mixedGiftCardsHelp: {
        id: 'miniBasket.mixedGiftCardsHelp',
        defaultMessage:
            'Check out your e-gift cards on their own first, or remove them to buy the other items in your bag.'
    }
})
