import {ContentRoutePage, PageBody} from '../../components/content-page-layout'

/**
 * Route 'cms-test' (/cms-test-page): one of every block, for editors and tests. Its hostile snippet goes
 * through the same sanitiser as all CMS HTML; the page is internal, so never indexed.
 */
const CmsTestPage = () => (
    <ContentRoutePage rule="path">{(item) => <PageBody item={item} noindex />}</ContentRoutePage>
)

export default CmsTestPage
