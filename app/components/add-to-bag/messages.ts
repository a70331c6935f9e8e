import {defineMessages, type MessageDescriptor} from 'react-intl'
import {ADD_TO_BAG_LABELS} from '../../rules/product/add-to-bag'

export const addToBagMessages = defineMessages({
    add: {id: 'addToBag.add', defaultMessage: 'Add To Bag'},
    added: {id: 'addToBag.added', defaultMessage: 'Added To Bag'},
    outOfStock: {id: 'addToBag.outOfStock', defaultMessage: 'Out Of Stock'},
    comingSoon: {id: 'addToBag.comingSoon', defaultMessage: 'Email Me When This Is In Stock'},
    adding: {id: 'addToBag.adding', defaultMessage: 'Adding to bag'},
    selectSize: {id: 'addToBag.selectSize', defaultMessage: 'Please select a size before continuing'},
    failed: {id: 'addToBag.failed', defaultMessage: 'Something went wrong. Try again!'},
    quantity: {id: 'addToBag.quantity', defaultMessage: 'Quantity'},
    decrease: {id: 'addToBag.decrease', defaultMessage: 'Decrease quantity'},
    increase: {id: 'addToBag.increase', defaultMessage: 'Increase quantity'},
    addedAnnouncement: {id: 'addToBag.addedAnnouncement', defaultMessage: 'Added To Bag: {name}'},
    saveChanges: {id: 'addToBag.saveChanges', defaultMessage: 'Save Changes'}
})

/** The rules speak the spec's English labels; each maps onto its translated message. */
const BY_LABEL: Record<string, MessageDescriptor> = {
    [ADD_TO_BAG_LABELS.add]: addToBagMessages.add,
    [ADD_TO_BAG_LABELS.added]: addToBagMessages.added,
    [ADD_TO_BAG_LABELS.outOfStock]: addToBagMessages.outOfStock,
    [ADD_TO_BAG_LABELS.comingSoon]: addToBagMessages.comingSoon
}

export const labelMessage = (label: string): MessageDescriptor => BY_LABEL[label] ?? addToBagMessages.add
