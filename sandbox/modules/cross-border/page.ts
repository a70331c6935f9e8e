import {escapeHtml, page} from '../payments/html'

export interface CheckoutView {
    action: string
    hidden: Record<string, string>
    currency: string
    country: string
    lines: {name: string; quantity: number; price: number}[]
    subtotal: number
    shipping: number
    total: number
    values?: Record<string, string>
    error?: string
}

const money = (amount: number, currency: string) =>
    new Intl.NumberFormat('en-GB', {style: 'currency', currency}).format(amount)

const FIELDS: [string, string, string][] = [
    ['email', 'Email', 'email'],
    ['firstName', 'First name', 'given-name'],
    ['lastName', 'Last name', 'family-name'],
    ['address1', 'Address', 'address-line1'],
    ['city', 'Town or city', 'address-level2'],
    ['postalCode', 'Postcode', 'postal-code'],
    ['phone', 'Phone', 'tel']
]

/** The provider's hosted checkout: the basket in the shopper's currency, delivery details and a card. */
export const checkoutPage = (view: CheckoutView) => {
    const value = (name: string) => escapeHtml(view.values?.[name] ?? '')
    const rows = view.lines
        .map(
            (line) =>
                `<tr><td>${escapeHtml(line.name)} × ${line.quantity}</td><td class="r">${escapeHtml(
                    money(line.price, view.currency)
                )}</td></tr>`
        )
        .join('')
    return page(
        'International checkout',
        `<h1>International checkout</h1>
<p>Delivering to <strong>${escapeHtml(view.country)}</strong>, prices in ${escapeHtml(
            view.currency
        )}, duties and taxes included.</p>
<table>${rows}
<tr><td>Subtotal</td><td class="r">${escapeHtml(money(view.subtotal, view.currency))}</td></tr>
<tr><td>Delivery</td><td class="r">${escapeHtml(money(view.shipping, view.currency))}</td></tr>
<tr><td><strong>Total</strong></td><td class="r"><strong>${escapeHtml(
            money(view.total, view.currency)
        )}</strong></td></tr></table>
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}">
${Object.entries(view.hidden)
    .map(
        ([name, content]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(content)}">`
    )
    .join('')}
${FIELDS.map(
    ([name, label, autocomplete]) =>
        `<label for="${name}">${label}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}" value="${value(
            name
        )}" maxlength="100" required>`
).join('\n')}
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" maxlength="7" required>
<label for="securityCode">Security code</label><input id="securityCode" name="securityCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>
<p class="hint">Sandbox: pay with 4111 1111 1111 1111, any future expiry, security code 737.</p>
<div class="row"><button class="primary" type="submit">Pay ${escapeHtml(
            money(view.total, view.currency)
        )}</button></div>
</form>`
    )
}
