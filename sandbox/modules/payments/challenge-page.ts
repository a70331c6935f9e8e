import {toMajor} from '../baskets/money'
import {escapeHtml, page} from './html'
import type {PaymentAttempt} from './simulator'

const money = (attempt: PaymentAttempt) =>
    new Intl.NumberFormat('en-GB', {style: 'currency', currency: attempt.currency}).format(
        toMajor(attempt.amount, attempt.currency)
    )

/** The issuer's "Verify your payment" page, with the one-time code shown as a test hint. */
export const challengePage = (attempt: PaymentAttempt, action: string, error?: string) =>
    page(
        'Verify your payment',
        `<h1>Verify your payment</h1>
<p>Your bank wants to make sure it is you paying <strong>${escapeHtml(money(attempt))}</strong> to VELA with
${escapeHtml(attempt.brand)} ending <strong>${escapeHtml(attempt.lastDigits)}</strong>.</p>
<p class="hint">Sandbox test: your one-time code is <strong>${escapeHtml(attempt.challengeCode)}</strong>.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="code">One-time code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<div class="row">
<button class="primary" type="submit" name="action" value="complete">Complete authentication</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`
    )

export const finishedPage = (message: string, returnUrl?: string) =>
    page(
        'Payment verification',
        `<h1>Payment verification</h1><p>${escapeHtml(message)}</p>${
            returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to the shop</a></p>` : ''
        }`
    )
