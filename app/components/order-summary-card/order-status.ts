import type {MessageDescriptor} from 'react-intl'
import {orderMessages as messages} from './messages'

interface OrderState {
    status?: string
    shippingStatus?: string
}

/** The one label a shopper needs: shipping progress once it has started, otherwise the order's status. */
export const orderStatusLabel = ({status, shippingStatus}: OrderState): MessageDescriptor => {
    if (status === 'cancelled') return messages.statusCancelled
    if (status === 'failed') return messages.statusFailed
    if (shippingStatus === 'shipped') return messages.statusShipped
    if (shippingStatus === 'part_shipped') return messages.statusPartShipped
    if (status === 'completed') return messages.statusCompleted
    if (status === 'replaced') return messages.statusReplaced
    if (status === 'created') return messages.statusCreated
    return messages.statusNew
}

/** Badge look per label: done is quiet, problems stand out, in-progress carries the accent. */
export const orderStatusTone = ({
    status,
    shippingStatus
}: OrderState): 'subtle' | 'accent' | 'outline' | 'sale' =>
    status === 'failed' || status === 'cancelled'
        ? 'outline'
        : shippingStatus === 'shipped' || status === 'completed'
        ? 'subtle'
        : 'accent'
