export {OrderLineList} from './order-line-list'
export {OrderTotals} from './order-totals'
export {orderLineMessages} from './messages'
