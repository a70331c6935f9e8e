import {ContentRoutePage} from '../../components/content-page-layout'

/**
 * Route 'placeholder' (/careers, the bra measurement guide): pages whose full experience lives elsewhere (a
 * careers portal, an interactive guide); here they show their CMS entry, so the link is never a dead end.
 */
const PlaceholderPage = () => <ContentRoutePage rule="path" />

export default PlaceholderPage
