import type {IntlShape, MessageDescriptor} from 'react-intl'
import {trackMessages as messages} from './messages'

const STAGES: Record<string, MessageDescriptor> = {
    awaiting_payment: messages.stageAwaitingPayment,
    processing: messages.stageProcessing,
    packed: messages.stagePacked,
    dispatched: messages.stageDispatched,
    delivered: messages.stageDelivered,
    ready_for_collection: messages.stageReadyForCollection,
    collected: messages.stageCollected,
    cancelled: messages.stageCancelled,
    failed: messages.stageFailed
}

/** The tracking service's stage in the shopper's language; an unknown stage shows the service's own words. */
export const stageLabel = (intl: IntlShape, statusCode: string, status: string): string => {
    const message = STAGES[statusCode]
    return message ? intl.formatMessage(message) : status
}
