import {defineMessages} from 'react-intl'

export const variationMessages = defineMessages({
    colour: {id: 'variation.colour', defaultMessage: 'Colour'},
    colourValue: {id: 'variation.colourValue', defaultMessage: 'Colour: {name}'},
    size: {id: 'variation.size', defaultMessage: 'Size'},
    legLength: {id: 'variation.legLength', defaultMessage: 'Leg length'},
    outOfStock: {id: 'variation.outOfStock', defaultMessage: 'OUT OF STOCK'},
    comingSoon: {id: 'variation.comingSoon', defaultMessage: 'COMING SOON'},
    legTip: {id: 'variation.legTip', defaultMessage: 'Tip: 5\'4" or under? Try 7/8 as full length'}
})

/** The spec's popover wording, translated. */
export const popoverMessage = (popover: 'OUT OF STOCK' | 'COMING SOON') =>
    popover === 'COMING SOON' ? variationMessages.comingSoon : variationMessages.outOfStock
