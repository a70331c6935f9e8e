import {getAssetUrl} from '@salesforce/pwa-kit-react-sdk/ssr/universal/utils'
import {Helmet} from 'react-helmet'
import {useSite} from '../../site/site-context'
import {fontFaceCss} from '../../theme/fonts'
import {PageGlobal} from '../../theme/page-global'

/**
 * Document-level settings every page shares: `<html lang>` for the current locale, the colour mode's markers
 * and the self-hosted font faces.
 *
 * The body font is not preloaded: Chromium holds the first paint for a preloaded font, which on a phone put
 * the page's first paint (and its largest picture) behind the font's download. Text paints at once in the
 * metric-matched fallback face (theme/fonts) and swaps without moving the layout (CLS stays 0).
 */
export const AppHead = () => {
    const {locale} = useSite()
    return (
        <>
            <Helmet>
                {/* The light colour mode's markers, as Chakra's selectors expect them (see theme-root). */}
                <html lang={locale.id} data-theme="light" />
                <body className="chakra-ui-light" />
            </Helmet>
            <PageGlobal styles={fontFaceCss(getAssetUrl)} />
        </>
    )
}
