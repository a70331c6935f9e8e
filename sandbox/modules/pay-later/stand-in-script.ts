/**
 * The pay-later provider's on-site messaging script, as a local stand-in. It implements the provider's
 * contract the storefront uses (`Afterpay.createPlacements({targetSelector, attributes})`, then `data-amount`
 * updates on the placement element), renders the instalment message the provider would (Clearpay in the UK,
 * Afterpay elsewhere; four interest-free payments; order limits), and records every placement and amount in
 * `window.__payLaterStandIn` so browser tests can read what the storefront sent.
 *
 * Plain ES2017 for the browser; no network calls of its own.
 */
export const PAY_LATER_STAND_IN_SCRIPT = String.raw`(function () {
    'use strict';
    if (window.Afterpay && window.Afterpay.standIn) return;
    var INSTALMENTS = 4;
    // The provider's order limits per currency, in minor units.
    var LIMITS = {GBP: [100, 100000], USD: [100, 200000], AUD: [100, 200000], NZD: [100, 200000]};
    var record = (window.__payLaterStandIn = window.__payLaterStandIn || {placements: [], amounts: []});

    function brandOf(locale) {
        return /_GB$/i.test(locale) ? 'Clearpay' : 'Afterpay';
    }

    function money(minor, currency, locale) {
        try {
            return new Intl.NumberFormat(String(locale).replace('_', '-'), {
                style: 'currency',
                currency: currency,
                currencyDisplay: currency === 'AUD' ? 'code' : 'symbol'
            }).format(minor / 100);
        } catch (error) {
            return (minor / 100).toFixed(2) + ' ' + currency;
        }
    }

    function el(tag, text, attributes) {
        var node = document.createElement(tag);
        if (text) node.textContent = text;
        Object.keys(attributes || {}).forEach(function (name) {
            node.setAttribute(name, attributes[name]);
        });
        return node;
    }

    function render(placement) {
        var data = placement.dataset;
        var minor = parseInt(data.amount, 10);
        var currency = data.currency || 'GBP';
        var locale = data.locale || 'en_GB';
        var brand = brandOf(locale);
        var limits = LIMITS[currency];
        record.amounts.push({id: placement.id, amount: minor, currency: currency});
        var line = el('p', '', {'data-pay-later-message': ''});
        line.style.margin = '0';
        if (!limits || !(minor > 0)) {
            placement.replaceChildren();
            return;
        }
        if (minor < limits[0] || minor > limits[1]) {
            line.textContent =
                brand + ' is available for orders between ' + money(limits[0], currency, locale) + ' and ' +
                money(limits[1], currency, locale) + '.';
        } else {
            // The provider rounds each instalment up to a whole minor unit.
            var instalment = Math.ceil(minor / INSTALMENTS);
            line.textContent =
                'or ' + INSTALMENTS + ' interest-free payments of ' + money(instalment, currency, locale) +
                ' with ' + brand;
        }
        var details = el(
            'p',
            'Pay in 4 instalments, every 2 weeks. No interest, and no fees when you pay on time. ' +
                '(Local stand-in: no account or credit check is made.)',
            {id: placement.id + '-details', hidden: ''}
        );
        details.style.margin = '4px 0 0';
        var more = el('button', 'Learn more', {type: 'button', 'aria-expanded': 'false', 'aria-controls': details.id});
        more.style.cssText = 'margin-left:6px;padding:0;border:0;background:none;font:inherit;text-decoration:underline;cursor:pointer;color:inherit';
        more.addEventListener('click', function () {
            var open = details.hasAttribute('hidden');
            if (open) details.removeAttribute('hidden');
            else details.setAttribute('hidden', '');
            more.setAttribute('aria-expanded', String(open));
        });
        line.appendChild(more);
        placement.replaceChildren(line, details);
    }

    function createPlacements(options) {
        var attributes = (options && options.attributes) || {};
        var targets = document.querySelectorAll((options && options.targetSelector) || 'afterpay-placement');
        Array.prototype.forEach.call(targets, function (placement) {
            Object.keys(attributes).forEach(function (name) {
                if (placement.getAttribute('data-' + name) === null) placement.setAttribute('data-' + name, attributes[name]);
            });
            record.placements.push({
                id: placement.id,
                locale: placement.dataset.locale,
                currency: placement.dataset.currency,
                amount: parseInt(placement.dataset.amount, 10),
                clientId: placement.dataset.clientId,
                pageType: placement.dataset.pageType
            });
            render(placement);
            new MutationObserver(function () {
                render(placement);
            }).observe(placement, {attributes: true, attributeFilter: ['data-amount']});
        });
    }

    window.Afterpay = {standIn: true, createPlacements: createPlacements};
})();
`
