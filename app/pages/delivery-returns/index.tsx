import {ContentRoutePage} from '../../components/content-page-layout'

/**
 * Route 'delivery-returns' (/delivery-returns.html): one content page per site whose returns tabs (one per
 * returns country, the shopper's own first) show their text when chosen, followed by the delivery options
 * table, the how-to-return guide and FAQs as blocks.
 */
const DeliveryReturns = () => <ContentRoutePage rule="path" />

export default DeliveryReturns
