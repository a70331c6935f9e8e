/* eslint-env browser */
/**
 * Stand-in for the consent vendor's script, with the vendor's interface: load it with
 * data-domain-script="{domain id}"; it exposes window.OnetrustActiveGroups (',C0001,C0002,'), window.OneTrust
 * (AllowAll, RejectAll, UpdateConsent, Close, IsAlertBoxClosed, OnConsentChanged, GetDomainData), calls
 * window.OptanonWrapper once ready and after every change, keeps the choice in its own cookies
 * (OptanonConsent, OptanonAlertBoxClosed) and posts a consent receipt for every choice.
 */
;(function () {
    var script = document.currentScript
    var domainId = script && script.getAttribute('data-domain-script')
    var origin = script ? new URL(script.src).origin : ''
    var DOMAIN_PATTERN = /^[A-Za-z0-9-]{8,64}$/
    if (!domainId || !DOMAIN_PATTERN.test(domainId)) {
        console.error('[consent] unknown domain id: ' + domainId)
        return
    }
    var GROUPS = [
        {CustomGroupId: 'C0001', GroupName: 'Strictly necessary'},
        {CustomGroupId: 'C0002', GroupName: 'Performance'},
        {CustomGroupId: 'C0003', GroupName: 'Functional'},
        {CustomGroupId: 'C0004', GroupName: 'Targeting'},
        {CustomGroupId: 'C0005', GroupName: 'Social media'}
    ]
    var YEAR_DAYS = 365
    var listeners = []

    var readCookie = function (name) {
        var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'))
        return match ? decodeURIComponent(match[1]) : undefined
    }
    var writeCookie = function (name, value) {
        var expires = new Date(Date.now() + YEAR_DAYS * 864e5).toUTCString()
        var secure = location.protocol === 'https:' ? '; Secure' : ''
        document.cookie =
            name +
            '=' +
            encodeURIComponent(value) +
            '; expires=' +
            expires +
            '; path=/; SameSite=Lax' +
            secure
    }
    var stored = new URLSearchParams(readCookie('OptanonConsent') || '')
    var consentId =
        stored.get('consentId') || (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2))
    var active = {C0001: true}
    ;(stored.get('groups') || '').split(',').forEach(function (pair) {
        var parts = pair.split(':')
        if (/^C\d{4}$/.test(parts[0])) active[parts[0]] = parts[1] === '1'
    })
    active.C0001 = true

    var activeString = function () {
        return (
            ',' +
            GROUPS.filter(function (group) {
                return active[group.CustomGroupId]
            })
                .map(function (group) {
                    return group.CustomGroupId
                })
                .join(',') +
            ','
        )
    }
    var publish = function () {
        window.OnetrustActiveGroups = activeString()
        window.OptanonActiveGroups = window.OnetrustActiveGroups
    }
    var save = function (interaction) {
        var groups = GROUPS.map(function (group) {
            return group.CustomGroupId + ':' + (active[group.CustomGroupId] ? 1 : 0)
        }).join(',')
        var count = Number(stored.get('interactionCount') || 0) + 1
        stored.set('consentId', consentId)
        stored.set('groups', groups)
        stored.set('interactionCount', String(count))
        stored.set('datestamp', new Date().toString())
        writeCookie('OptanonConsent', stored.toString())
        writeCookie('OptanonAlertBoxClosed', new Date().toISOString())
        publish()
        var receipt = {
            domainId: domainId,
            consentId: consentId,
            interaction: interaction,
            groups: groups,
            url: location.pathname
        }
        try {
            navigator.sendBeacon(
                origin + '/third-party/collect/consent',
                JSON.stringify({clientId: consentId, events: [{name: interaction, payload: receipt}]})
            )
        } catch (error) {
            console.warn('[consent] receipt not sent', error)
        }
        var detail = window.OnetrustActiveGroups.split(',').filter(Boolean)
        listeners.forEach(function (listener) {
            try {
                listener({detail: detail})
            } catch (error) {
                console.error(error)
            }
        })
        window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', {detail: detail}))
        if (typeof window.OptanonWrapper === 'function') window.OptanonWrapper()
    }

    window.OneTrust = {
        IsAlertBoxClosed: function () {
            return Boolean(readCookie('OptanonAlertBoxClosed'))
        },
        AllowAll: function () {
            GROUPS.forEach(function (group) {
                active[group.CustomGroupId] = true
            })
            save('accept-all')
        },
        RejectAll: function () {
            GROUPS.forEach(function (group) {
                active[group.CustomGroupId] = group.CustomGroupId === 'C0001'
            })
            save('reject-all')
        },
        UpdateConsent: function (type, value) {
            if (type !== 'Category') return
            String(value)
                .split(',')
                .forEach(function (pair) {
                    var parts = pair.split(':')
                    if (/^C\d{4}$/.test(parts[0]) && parts[0] !== 'C0001') active[parts[0]] = parts[1] === '1'
                })
            save('preferences')
        },
        Close: function () {
            if (!window.OneTrust.IsAlertBoxClosed())
                writeCookie('OptanonAlertBoxClosed', new Date().toISOString())
        },
        OnConsentChanged: function (listener) {
            if (typeof listener === 'function') listeners.push(listener)
        },
        GetDomainData: function () {
            return {Groups: GROUPS.slice(), DomainId: domainId}
        },
        ToggleInfoDisplay: function () {
            window.dispatchEvent(new CustomEvent('consent:open-preferences'))
        }
    }
    publish()
    if (typeof window.OptanonWrapper === 'function') window.OptanonWrapper()
})()
