import type {SandboxModule} from '../../core/module'
import {mailingControllerRoutes} from './routes-mailing'
import {profileControllerRoutes} from './routes-profile'
import {ACCOUNT_CONTROLLERS_SCHEMA} from './schema'

/**
 * Storefront controllers for marketing and account side-flows (`PWA-UpdateProfileApi`, `PWA-InsidersDOB`,
 * `PWA-MailingLists`, `PWA-SyncBraze`, `PWA_mParticle-LogOptEvent`), under
 * `/on/demandware.store/Sites-{siteId}-Site/{locale}/`. The shopper comes from an optional Bearer token.
 */
export const accountControllersModule: SandboxModule = {
    name: 'account-controllers',
    schema: ACCOUNT_CONTROLLERS_SCHEMA,
    routes(router, ctx) {
        profileControllerRoutes(router, ctx)
        mailingControllerRoutes(router, ctx)
    }
}

export {findMarketingProfile, type MarketingProfile} from './marketing-store'
