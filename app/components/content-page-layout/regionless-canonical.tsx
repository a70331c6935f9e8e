import {Helmet} from 'react-helmet'
import {useLocation} from 'react-router-dom'
import {canonicalPath} from '../../region/seo'
import {useSite} from '../../site/site-context'

/**
 * "a canonical link (region prefix removed)" (spec 001 §2.5, landing and sign-up pages): every regional copy
 * of a campaign points search engines at the one unprefixed URL. Rendered after the page head, whose own
 * canonical it replaces (Helmet keeps the innermost canonical link).
 */
export const RegionlessCanonical = () => {
    const {config} = useSite()
    const {pathname} = useLocation()
    return (
        <Helmet>
            <link rel="canonical" href={`https://${config.app.productionHost}${canonicalPath(pathname)}`} />
        </Helmet>
    )
}
