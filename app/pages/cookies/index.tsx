import {ContentRoutePage} from '../../components/content-page-layout'

/** Route 'cookies' (/cookies.html): the cookie policy, a content page at `cookies` under the site prefix. */
const CookiesPage = () => <ContentRoutePage rule="path" />

export default CookiesPage
