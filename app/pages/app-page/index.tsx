import {useLocation} from 'react-router-dom'
import {withoutRegionPrefix} from '../../region/page-type'
import {useCachePolicy} from '../../site/use-cache-policy'
import NotFound from '../not-found'
import {ConsentPreferences} from './consent-preferences'
import {appPageMessages as messages} from './messages'
import {MobileNavigation} from './mobile-navigation'
import {MobileSearchMenu} from './mobile-search-menu'
import {PermissionPrompt} from './permission-prompt'

/**
 * Route 'app-page': the screens the brand's iOS app opens in its web view (spec 001 §2.1 mobile app pages).
 * They depend only on the URL, so they are cached like content.
 */
const AppPage = () => {
    const {pathname} = useLocation()
    useCachePolicy('content')
    switch (withoutRegionPrefix(pathname).toLowerCase()) {
        case '/mobile-navigation':
            return <MobileNavigation />
        case '/mobile-search-menu':
            return <MobileSearchMenu />
        case '/enable-push-notification':
            return (
                <PermissionPrompt
                    title={messages.pushTitle}
                    body={messages.pushBody}
                    action={messages.pushAction}
                    messageType="enablePushNotifications"
                />
            )
        case '/enable-location':
            return (
                <PermissionPrompt
                    title={messages.locationTitle}
                    body={messages.locationBody}
                    action={messages.locationAction}
                    messageType="enableLocation"
                />
            )
        case '/consent-preferences':
            return <ConsentPreferences />
        default:
            return <NotFound />
    }
}

export default AppPage
