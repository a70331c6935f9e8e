/* eslint-env browser */
/**
 * Stand-in for the global-shipping provider's loader (loader.js?mid={merchant}&country={code}&currency=
 * {code}). Like the vendor's, it greets a shopper from a country the shop does not deliver to itself with the
 * provider's welcome panel (their country, their currency, duties settled at checkout), remembers the choice
 * in its GlobalE_Data cookie and exposes window.GlobalE (getCountry, getCurrency, showWelcome).
 */
;(function () {
    var script = document.currentScript
    if (!script || (window.GlobalE && window.GlobalE.isStandIn)) return
    var url = new URL(script.src)
    var origin = url.origin
    var merchant = url.searchParams.get('mid')
    var country = (url.searchParams.get('country') || '').toUpperCase()
    var currency = (url.searchParams.get('currency') || '').toUpperCase()
    if (!merchant || !/^[A-Z]{2}$/.test(country)) {
        console.error('[global-shipping] the loader needs a merchant id and a country')
        return
    }
    var COOKIE = 'GlobalE_Data'
    var names = new Intl.DisplayNames([document.documentElement.lang || 'en'], {type: 'region'})
    var countryName = names.of(country) || country
    var seen = document.cookie.indexOf(COOKIE + '=') >= 0
    document.cookie =
        COOKIE +
        '=' +
        encodeURIComponent(
            JSON.stringify({countryISO: country, currencyCode: currency, merchant: merchant})
        ) +
        '; max-age=' +
        30 * 86400 +
        '; path=/; SameSite=Lax'
    try {
        navigator.sendBeacon(
            origin + '/third-party/collect/global-shipping',
            JSON.stringify({
                clientId: merchant + ':' + country,
                events: [
                    {name: 'loader', payload: {country: country, currency: currency, page: location.pathname}}
                ]
            })
        )
    } catch (error) {
        console.warn('[global-shipping] not recorded', error)
    }
    var showWelcome = function () {
        if (document.querySelector('[data-global-shipping-welcome]')) return
        var panel = document.createElement('aside')
        panel.setAttribute('data-global-shipping-welcome', '')
        panel.setAttribute('aria-label', 'International delivery')
        panel.style.cssText =
            'position:fixed;left:16px;bottom:16px;z-index:1250;max-width:360px;background:#fff;color:#111;border:1px solid #ddd;padding:16px 16px 12px;box-shadow:0 12px 32px rgba(0,0,0,.16);font:14px/1.45 system-ui,sans-serif'
        var heading = document.createElement('p')
        heading.style.cssText = 'margin:0 0 6px;font-weight:700'
        heading.textContent = 'We deliver to ' + countryName
        var body = document.createElement('p')
        body.style.cssText = 'margin:0 0 12px'
        body.textContent =
            'Shop as usual: at checkout you pay in ' +
            (currency || 'your currency') +
            ', with duties and taxes included, so there is nothing more to pay on delivery.'
        var close = document.createElement('button')
        close.type = 'button'
        close.textContent = 'Start shopping'
        close.style.cssText =
            'border:0;background:#111;color:#fff;padding:10px 16px;font:inherit;font-weight:600;cursor:pointer'
        close.addEventListener('click', function () {
            panel.remove()
        })
        panel.appendChild(heading)
        panel.appendChild(body)
        panel.appendChild(close)
        document.body.appendChild(panel)
    }
    window.GlobalE = {
        isStandIn: true,
        getCountry: function () {
            return country
        },
        getCurrency: function () {
            return currency
        },
        showWelcome: showWelcome
    }
    if (!seen) showWelcome()
})()
