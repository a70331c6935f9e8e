import type {Router} from 'express'
import {requireShopperRequest} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {notFound} from '../../core/errors'
import type {SandboxModule} from '../../core/module'
import {SEED_GIFT_CERTIFICATES} from '../../seed/commerce/gift-certificates'
import {requireBody, stringField} from '../baskets/input'
import {toMinor} from '../baskets/money'
import {giftCertificateDocument} from './document'
import {findGiftCertificate, GIFT_CERTIFICATES_SCHEMA, insertGiftCertificate} from './store'

const seed = (ctx: SandboxContext) => {
    for (const card of SEED_GIFT_CERTIFICATES) {
        insertGiftCertificate(ctx, {
            ...card,
            amount: toMinor(card.amount, card.currency),
            balance: toMinor(card.balance, card.currency)
        })
    }
}

const routes = (router: Router, ctx: SandboxContext) => {
    // getGiftCertificate is a POST (the code stays out of URLs and logs).
    router.post(
        '/pricing/shopper-gift-certificates/v1/organizations/:organizationId/gift-certificate',
        (req, res) => {
            requireShopperRequest(ctx, req)
            const body = requireBody(req.body, 'GiftCertificateRequest')
            const code = stringField(body, 'giftCertificateCode', 40, {required: true}) as string
            const certificate = findGiftCertificate(ctx, code)
            if (!certificate) {
                throw notFound(
                    'No gift certificate matches this code.',
                    'gift-certificate-not-found',
                    'Gift Certificate Not Found'
                )
            }
            res.set('Cache-Control', 'no-store').json(giftCertificateDocument(certificate))
        }
    )
}

/** Gift certificates: balances, redemption by orders, and certificates issued for digital gift card orders. */
export const giftCertificatesModule: SandboxModule = {
    name: 'gift-certificates',
    schema: GIFT_CERTIFICATES_SCHEMA,
    seed,
    routes
}
