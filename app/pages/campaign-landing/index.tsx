import {ContentRoutePage} from '../../components/content-page-layout'

/**
 * Route 'campaign-landing' (/landing/{key} and the three fixed campaign paths): the CMS HTML at the path's
 * key, 1440px wide, canonical without the region prefix. "While content loads or is missing it shows the
 * not-found page" (spec 001 §2.5).
 */
const CampaignLanding = () => <ContentRoutePage rule="path" whileLoading="not-found" />

export default CampaignLanding
