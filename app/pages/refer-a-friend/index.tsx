import {ContentRoutePage} from '../../components/content-page-layout'

/** Route 'refer-a-friend': a regional page, `{country}/refer-a-friend` falling back to `row/refer-a-friend`. */
const ReferAFriend = () => <ContentRoutePage rule="regional" />

export default ReferAFriend
