import {Global} from '@emotion/react'
import {getAssetUrl} from '@salesforce/pwa-kit-react-sdk/ssr/universal/utils'
import {Helmet} from 'react-helmet'
import {useSite} from '../../site/site-context'
import {fontFaceCss, fontPath, PRELOADED_FONT} from '../../theme/fonts'

/**
 * Document-level settings every page shares: `<html lang>` for the current locale, the self-hosted font
 * faces, and a preload of the body font so text paints in the brand face without a late swap.
 */
export const AppHead = () => {
    const {locale} = useSite()
    return (
        <>
            <Helmet>
                <html lang={locale.id} />
                <link
                    rel="preload"
                    href={getAssetUrl(fontPath(PRELOADED_FONT))}
                    as="font"
                    type="font/woff2"
                    crossOrigin="anonymous"
                />
            </Helmet>
            <Global styles={fontFaceCss(getAssetUrl)} />
        </>
    )
}
