export {OrderLineList} from './order-line-list'
export {OrderTotals} from './order-totals'
