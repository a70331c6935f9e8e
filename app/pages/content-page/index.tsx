import {ContentRoutePage} from '../../components/content-page-layout'

/**
 * Route 'content-page' (spec 001 §2.1 "CMS page content": /about-us/..., /responsibility..., /content/...,
 * /testing/..., /student-discount, /sb-insiders, /activity, /exclusive-offers): the page at its path's key.
 */
const ContentPageRoute = () => <ContentRoutePage rule="path" />

export default ContentPageRoute
