import type {SandboxModule} from '../../core/module'
import {PAY_LATER_STAND_IN_SCRIPT} from './stand-in-script'

/** Where the storefront's configuration points the pay-later script in local setups. */
export const PAY_LATER_SCRIPT_PATH = '/integrations/pay-later/afterpay.js'

/**
 * A stand-in for the pay-later provider's messaging script (spec 000 §9, 001 §4.5 and §7 "buy-now-pay-later
 * web SDK"): the same browser contract as the provider's, served locally so the storefront's widget is real
 * offline. The site preferences that switch it on are served by `PWA-GetPreferences`.
 */
export const payLaterModule: SandboxModule = {
    name: 'pay-later',
    routes(router) {
        router.get(PAY_LATER_SCRIPT_PATH, (_req, res) => {
            res.set({
                'Content-Type': 'text/javascript; charset=utf-8',
                'Cache-Control': 'public, max-age=3600'
            }).send(PAY_LATER_STAND_IN_SCRIPT)
        })
    }
}
