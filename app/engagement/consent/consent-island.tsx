import ConsentBanner from '../../components/consent-banner'
import {UntrackedServerIntl} from '../../i18n/intl-boundary'
import {DEFAULT_ACTIVE_GROUPS} from '../../rules/engagement/consent'
import {useSite} from '../../site/site-context'
import {ConsentIsland as BrowserConsentIsland} from './consent-island.browser'
import {ISLAND_ATTRIBUTE} from './early-banner'
import {EARLY_BANNER_SCRIPT} from './early-banner-script'

const attributes = {[ISLAND_ATTRIBUTE]: ''}

const keep = () => {
    // Nothing to store yet: presses are kept by the inline script until the app takes over.
}

/**
 * The consent banner in the server's HTML (see early-banner.ts). The page hydrates without it (the browser
 * build has consent-island.browser.tsx), and the banner's messages are not shipped with the page: they are
 * read from the locale's catalogue here, outside the record of what the page's hydration needs. A consent
 * tool that draws its own banner (configuration) gets the wrapper alone, which the browser keeps as it is
 * too.
 */
const ServerConsentIsland = () => {
    const {config} = useSite()
    if (config.app.integrations.consent.banner !== 'storefront') return <div {...attributes} />
    return (
        <div {...attributes} hidden>
            <UntrackedServerIntl>
                <ConsentBanner groups={DEFAULT_ACTIVE_GROUPS} onSave={keep} early />
            </UntrackedServerIntl>
            {/* Last: it shows the banner whole, never part-parsed and growing (a layout shift). */}
            <script dangerouslySetInnerHTML={{__html: EARLY_BANNER_SCRIPT}} />
        </div>
    )
}

export const ConsentIsland = () =>
    typeof window !== 'undefined' ? <BrowserConsentIsland /> : <ServerConsentIsland />
