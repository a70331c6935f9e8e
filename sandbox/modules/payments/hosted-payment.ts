import type {SandboxContext} from '../../core/context'
import {toMajor} from '../baskets/money'
import {escapeHtml, page} from './html'
import type {RedirectMethod} from './methods'
import {insertAttempt, type AuthorisationResult, type PaymentAttempt} from './simulator'

/**
 * The provider's hosted payment page for redirect methods (PayPal, Klarna, Afterpay). The order payment
 * answers with a redirect action to it; the shopper approves, cancels, or (a test switch) is declined there,
 * and the page sends the browser back to the storefront's return URL in the provider's redirect form:
 * `payload` (the result token the storefront hands to updatePaymentInstrumentForOrder as c_payload),
 * `resultCode` and `type=complete`, plus `orderNo`.
 */
export const HOSTED_PATH = '/payments/hosted'

export const startHostedPayment = (
    ctx: SandboxContext,
    request: {
        orderNo: string
        siteId: string
        amount: number
        currency: string
        method: RedirectMethod
        returnUrl: string
    }
): AuthorisationResult => {
    const reference = insertAttempt(ctx, {
        orderNo: request.orderNo,
        siteId: request.siteId,
        brand: request.method.name,
        lastDigits: '',
        amount: request.amount,
        currency: request.currency,
        status: 'challenge',
        returnUrl: request.returnUrl
    })
    return {
        status: 'challenge',
        reference,
        challengeUrl: `${ctx.config.publicOrigin}${HOSTED_PATH}/${reference}`
    }
}

export type HostedDecision = 'approve' | 'cancel' | 'decline'

/** Result codes in the return URL, in the provider's spelling. */
export const RESULT_CODES: Record<HostedDecision, string> = {
    approve: 'authorised',
    cancel: 'cancelled',
    decline: 'refused'
}

const money = (attempt: PaymentAttempt) =>
    new Intl.NumberFormat('en-GB', {style: 'currency', currency: attempt.currency}).format(
        toMajor(attempt.amount, attempt.currency)
    )

const WORDING: Record<string, {approve: string; intro: string}> = {
    PayPal: {approve: 'Pay now', intro: 'Log in is skipped in the sandbox: this is the PayPal test account.'},
    Klarna: {
        approve: 'Pay in 3 instalments',
        intro: 'Klarna splits this purchase into 3 interest-free payments.'
    },
    Afterpay: {
        approve: 'Pay in 4 instalments',
        intro: 'Afterpay splits this purchase into 4 payments, every 2 weeks.'
    }
}

/** The hosted page: who is paid, how much, and the three choices. */
export const hostedPaymentPage = (attempt: PaymentAttempt, action: string) => {
    const wording = WORDING[attempt.brand] ?? {approve: 'Pay now', intro: ''}
    return page(
        `${attempt.brand} (sandbox)`,
        `<h1>${escapeHtml(attempt.brand)}</h1>
<p>Pay <strong>${escapeHtml(money(attempt))}</strong> to VELA.</p>
<p>${escapeHtml(wording.intro)}</p>
<p class="hint">Sandbox test page of the payment provider. Decline simulates the provider refusing the payment.</p>
<form method="post" action="${escapeHtml(action)}">
<div class="row">
<button class="primary" type="submit" name="decision" value="approve">${escapeHtml(wording.approve)}</button>
</div>
<div class="row">
<button class="secondary" type="submit" name="decision" value="cancel">Cancel and return to VELA</button>
<button class="secondary" type="submit" name="decision" value="decline">Decline (test)</button>
</div>
</form>`
    )
}
