import {Helmet} from 'react-helmet'
import {useLocation} from 'react-router-dom'
import {hreflangAlternates, robotsDirective, NOINDEX} from '../../region/seo'
import {useSite} from '../../site/site-context'
import {useRequestHost} from './request-host'

export const BRAND_NAME = 'VELA'

export interface PageHeadProps {
    title?: string
    description?: string
    /** Canonical path without site/locale prefix; defaults to the current path. */
    canonicalPath?: string
    /** Pages that must never be indexed (basket, checkout, account, search results...). */
    noindex?: boolean
    image?: string
    /** Previous/next page URLs of a paged listing. */
    prev?: string
    next?: string
    /** Schema.org objects, rendered as JSON-LD. */
    structuredData?: object[]
}

/** Escapes the characters that could end a script element early inside JSON-LD. */
const safeJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')

/**
 * Page head per spec 001 §2.5: title, description, canonical, the listed hreflang alternates, prev/next,
 * social tags, structured data, and noindex,nofollow on any host other than the production host.
 */
export const PageHead = ({
    title,
    description,
    canonicalPath,
    noindex,
    image,
    prev,
    next,
    structuredData = []
}: PageHeadProps) => {
    const {config, buildUrl, locale} = useSite()
    const {pathname} = useLocation()
    const host = useRequestHost()
    const origin = `https://${config.app.productionHost}`
    const canonical = origin + buildUrl(canonicalPath ?? stripPrefix(pathname, buildUrl('/')))
    const robots = noindex ? NOINDEX : robotsDirective(host, config.app.productionHost)
    const fullTitle = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME
    return (
        <Helmet>
            <html lang={locale.id} />
            <title>{fullTitle}</title>
            {description ? <meta name="description" content={description} /> : null}
            {robots ? <meta name="robots" content={robots} /> : null}
            <link rel="canonical" href={canonical} />
            {hreflangAlternates(origin, canonicalPath ?? pathname).map(({hreflang, href}) => (
                <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
            ))}
            {prev ? <link rel="prev" href={prev} /> : null}
            {next ? <link rel="next" href={next} /> : null}
            <meta property="og:site_name" content={BRAND_NAME} />
            <meta property="og:title" content={fullTitle} />
            {description ? <meta property="og:description" content={description} /> : null}
            <meta property="og:url" content={canonical} />
            {image ? <meta property="og:image" content={image} /> : null}
            <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
            {structuredData.map((data, index) => (
                <script key={index} type="application/ld+json">
                    {safeJson(data)}
                </script>
            ))}
        </Helmet>
    )
}

/** The current path without this site's prefix, so the canonical can be rebuilt from it. */
const stripPrefix = (pathname: string, sitePrefix: string) => {
    if (sitePrefix === '/' || !pathname.startsWith(sitePrefix)) return pathname
    return pathname.slice(sitePrefix.length) || '/'
}
