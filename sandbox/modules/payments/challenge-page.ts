import {commerceText} from '../../seed/i18n/commerce-text'
import {toMajor} from '../baskets/money'
import {escapeHtml, page} from './html'
import type {PaymentAttempt} from './simulator'

/** A locale id from the challenge URL's `locale` parameter (the shopper's locale), else British English. */
export const pageLocale = (value: unknown): string =>
    typeof value === 'string' && /^[a-z]{2}-[A-Z]{2}$/.test(value) ? value : 'en-GB'

const money = (attempt: PaymentAttempt, locale: string) =>
    new Intl.NumberFormat(locale, {style: 'currency', currency: attempt.currency}).format(
        toMajor(attempt.amount, attempt.currency)
    )

/** The issuer's "Verify your payment" page, with the one-time code shown as a test hint. */
export const challengePage = (attempt: PaymentAttempt, action: string, locale: string, error?: string) => {
    const say = (english: string, values: Record<string, string> = {}) =>
        commerceText(locale, english, values)
    // Values are escaped before they go into the translated sentence (which carries its own <strong> tags).
    const amount = escapeHtml(money(attempt, locale))
    return page(
        say('Verify your payment'),
        `<h1>${escapeHtml(say('Verify your payment'))}</h1>
<p>${say(
            'Your bank wants to make sure it is you paying <strong>{amount}</strong> to VELA with {brand} ending <strong>{digits}</strong>.',
            {amount, brand: escapeHtml(attempt.brand), digits: escapeHtml(attempt.lastDigits)}
        )}</p>
<p class="hint">${say('Sandbox test: your one-time code is <strong>{code}</strong>.', {
            code: escapeHtml(attempt.challengeCode)
        })}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="code">${escapeHtml(say('One-time code'))}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<div class="row">
<button class="primary" type="submit" name="action" value="complete">${escapeHtml(
            say('Complete authentication')
        )}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(
            say('Cancel')
        )}</button>
</div>
</form>`,
        locale
    )
}

export const finishedPage = (message: string, locale: string, returnUrl?: string) =>
    page(
        commerceText(locale, 'Payment verification'),
        `<h1>${escapeHtml(commerceText(locale, 'Payment verification'))}</h1><p>${escapeHtml(
            commerceText(locale, message)
        )}</p>${
            returnUrl
                ? `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(
                      commerceText(locale, 'Return to the shop')
                  )}</a></p>`
                : ''
        }`,
        locale
    )

/** The wrong-code message, in the page's locale. */
export const wrongCodeMessage = (locale: string, attemptsLeft: number) =>
    attemptsLeft === 1
        ? commerceText(locale, 'That code is not right. 1 attempt left.')
        : commerceText(locale, 'That code is not right. {count} attempts left.', {
              count: String(attemptsLeft)
          })
