import {defineMessages} from 'react-intl'

export const wishlistMessages = defineMessages({
    title: {id: 'account.wishlist.title', defaultMessage: 'Wishlist'},
    heading: {id: 'account.wishlist.heading', defaultMessage: 'Wishlist'},
    count: {
        id: 'account.wishlist.count',
        defaultMessage: '{count, plural, one {# piece saved} other {# pieces saved}}'
    },
    empty: {
        id: 'account.wishlist.empty',
        defaultMessage: 'Nothing saved yet. Tap the heart on any piece to keep it here for later.'
    },
    explore: {id: 'account.wishlist.explore', defaultMessage: 'Explore new arrivals'},
    moveToBag: {id: 'account.wishlist.moveToBag', defaultMessage: 'Move to bag'},
    moveToBagLabel: {id: 'account.wishlist.moveToBagLabel', defaultMessage: 'Move {name} to your bag'},
    remove: {id: 'account.wishlist.remove', defaultMessage: 'Remove'},
    removeLabel: {id: 'account.wishlist.removeLabel', defaultMessage: 'Remove {name} from your wishlist'},
    moved: {id: 'account.wishlist.moved', defaultMessage: '{name} is in your bag.'},
    moveFailed: {
        id: 'account.wishlist.moveFailed',
        defaultMessage: "Sorry, we couldn't add that to your bag."
    },
    saving: {id: 'account.wishlist.saving', defaultMessage: 'Saving…'},
    unavailable: {id: 'account.wishlist.unavailable', defaultMessage: 'No longer available'}
})
