import {ContentRoutePage} from '../../components/content-page-layout'

/**
 * Route 'static-content': terms, wholesale terms, security & privacy, accessibility, affiliates and the two
 * supply-chain statements. The key rule carries the special cases (us/ keys for accessibility, privacy and
 * wholesale terms on every site; AU reads GB's terms).
 */
const StaticContent = () => <ContentRoutePage rule="path" />

export default StaticContent
