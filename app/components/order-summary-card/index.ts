export {OrderSummaryCard} from './order-summary-card'
export {orderStatusLabel, orderStatusTone} from './order-status'
export {orderMessages} from './messages'
