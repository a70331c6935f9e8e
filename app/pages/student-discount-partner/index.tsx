import {ContentRoutePage} from '../../components/content-page-layout'

/**
 * Route 'student-discount-partner' (/student-discount/student-beans, /student-discount/unidays): a regional
 * page, `{country}/{partner}` falling back to `row/{partner}` where a country has no page of its own.
 */
const StudentDiscountPartner = () => <ContentRoutePage rule="regional" />

export default StudentDiscountPartner
