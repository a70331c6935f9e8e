import type {Request, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {ApiError, badRequest, notFound} from '../../core/errors'
import {calculateBasket} from '../baskets/calculate'
import {toMajor} from '../baskets/money'
import {removeGiftCertificatePayment} from '../baskets/payment-instruments'
import {giftCertificateDocument} from '../gift-certificates/document'
import {certificateProblem, findGiftCertificate, PROBLEM_MESSAGES} from '../gift-certificates/store'
import {controllerPath} from '../shell-controllers'
import {requireCaptcha} from './captcha'
import {changeCurrentBasket, controllerCall, requireShopperCall} from './session'

const certificateId = (req: Request) => {
    const value =
        req.query.giftCertificateID ?? (req.body as Record<string, unknown> | undefined)?.giftCertificateID
    if (typeof value !== 'string' || !value.trim()) {
        throw badRequest(
            'The following parameters were missing from your request: giftCertificateID',
            'missing-parameters',
            'Missing Parameters'
        )
    }
    if (value.length > 40) throw badRequest('The gift card number is not valid.', 'invalid-gift-certificate')
    return value.trim()
}

export const billingControllerRoutes = (router: Router, ctx: SandboxContext) => {
    // Gift card balance check (captcha-gated): balance and expiry date, or an error the storefront shows.
    const balance = (req: Request, res: import('express').Response) => {
        controllerCall(ctx, req)
        requireCaptcha(req)
        const code = certificateId(req)
        const certificate = findGiftCertificate(ctx, code)
        if (!certificate)
            throw notFound(
                PROBLEM_MESSAGES.unknown,
                'gift-certificate-not-found',
                'Gift Certificate Not Found'
            )
        const problem = certificateProblem(ctx, certificate)
        if (problem === 'disabled' || problem === 'expired') {
            throw new ApiError(
                400,
                `gift-certificate-${problem}`,
                'Gift Certificate Not Usable',
                PROBLEM_MESSAGES[problem],
                {
                    c_expiryDate: certificate.expiryDate
                }
            )
        }
        const document = giftCertificateDocument(certificate)
        res.set('Cache-Control', 'no-store').json({
            success: true,
            giftCertificateID: document.maskedGiftCertificateCode,
            balance: document.balance,
            currencyCode: certificate.currency,
            c_expiryDate: certificate.expiryDate,
            expiryDate: certificate.expiryDate,
            status: document.status,
            enabled: certificate.enabled
        })
    }
    router.get(controllerPath('COBilling-GetGiftCertificateBalance'), balance)
    router.post(controllerPath('COBilling-GetGiftCertificateBalance'), balance)

    // Takes a gift card off the shopper's basket payment.
    router.get(controllerPath('COBilling-RemoveCertificateBalance'), (req, res) => {
        const call = requireShopperCall(ctx, req)
        const code = certificateId(req)
        let removed = false
        const saved = changeCurrentBasket(ctx, call, (state) => {
            removed = removeGiftCertificatePayment(state, code)
        })
        const calculated = calculateBasket(ctx, saved, call.locale)
        const money = (minor: number) => toMajor(minor, calculated.currency)
        res.set('Cache-Control', 'no-store').json({
            success: true,
            removed,
            basketId: saved.basketId,
            orderTotal: money(calculated.orderTotal),
            c_giftCertificateTotal: money(calculated.giftCertificatePaid),
            c_amountToAuthorize: money(calculated.amountToAuthorize)
        })
    })
}
