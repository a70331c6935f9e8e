import {toMajor} from '../baskets/money'
import {maskCode, type GiftCertificateRecord} from './store'

export const statusOf = (certificate: GiftCertificateRecord) =>
    certificate.balance <= 0
        ? 'redeemed'
        : certificate.balance < certificate.amount
        ? 'partially_redeemed'
        : 'issued'

/** Shopper Gift Certificates `GiftCertificate`, plus the expiry date the storefront shows (c_expiryDate). */
export const giftCertificateDocument = (certificate: GiftCertificateRecord) => ({
    amount: toMajor(certificate.amount, certificate.currency),
    balance: toMajor(certificate.balance, certificate.currency),
    currency: certificate.currency,
    enabled: certificate.enabled,
    maskedGiftCertificateCode: maskCode(certificate.code),
    merchantId: certificate.code.slice(-8),
    status: statusOf(certificate),
    description: 'VELA gift card',
    ...(certificate.recipientEmail ? {recipientEmail: certificate.recipientEmail} : {}),
    ...(certificate.recipientName ? {recipientName: certificate.recipientName} : {}),
    ...(certificate.senderName ? {senderName: certificate.senderName} : {}),
    ...(certificate.message ? {message: certificate.message} : {}),
    c_expiryDate: certificate.expiryDate
})
