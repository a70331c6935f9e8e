/* eslint-env browser */
/**
 * Stand-in for the tag manager's container script (gtm.js?id={container}). Like the vendor's, it reads
 * window.dataLayer (what was pushed before it loaded, then every push), answers eventCallback, and fires its
 * tags: an analytics tag (every event; group C0002) and an advertising tag (shopping events; group C0004),
 * each only while its consent group is active in the latest consent state. Fired tags are posted to the
 * sandbox, which records them per client id (GET /__sandbox/third-party/hits?service=tag-manager).
 */
;(function () {
    var script = document.currentScript
    var containerId = script ? new URL(script.src).searchParams.get('id') : null
    var origin = script ? new URL(script.src).origin : ''
    if (!containerId || !/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) {
        console.error('[tag-manager] unknown container ' + containerId)
        return
    }
    window.google_tag_manager = window.google_tag_manager || {}
    if (window.google_tag_manager[containerId]) return

    var CLIENT_COOKIE = '_vela_tm'
    var readCookie = function (name) {
        var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'))
        return match ? decodeURIComponent(match[1]) : undefined
    }
    var clientId = readCookie(CLIENT_COOKIE)
    if (!clientId) {
        clientId = String(Math.floor(Math.random() * 1e9)) + '.' + Math.floor(Date.now() / 1000)
        document.cookie =
            CLIENT_COOKIE + '=' + clientId + '; max-age=' + 2 * 365 * 86400 + '; path=/; SameSite=Lax'
    }
    var SHOPPING = ['view_item', 'add_to_cart', 'begin_checkout', 'purchase', 'sign_up']
    var TAGS = [
        {
            name: 'analytics',
            group: 'C0002',
            fires: function () {
                return true
            }
        },
        {
            name: 'advertising',
            group: 'C0004',
            fires: function (event) {
                return SHOPPING.indexOf(event) >= 0
            }
        }
    ]
    var state = {consentGroups: window.OnetrustActiveGroups || ''}
    var seq = 0
    var pending = []
    var timer

    var flush = function () {
        timer = undefined
        if (!pending.length) return
        var body = JSON.stringify({clientId: clientId, container: containerId, events: pending.splice(0)})
        if (
            !navigator.sendBeacon ||
            !navigator.sendBeacon(origin + '/third-party/collect/tag-manager', body)
        ) {
            fetch(origin + '/third-party/collect/tag-manager', {
                method: 'POST',
                body: body,
                keepalive: true,
                mode: 'no-cors'
            })
        }
    }
    var plain = function (value) {
        return JSON.parse(
            JSON.stringify(value, function (key, entry) {
                return typeof entry === 'function' || key === 'eventCallback' ? undefined : entry
            })
        )
    }
    var process = function (entry) {
        if (!entry || typeof entry !== 'object') return
        Object.keys(entry).forEach(function (key) {
            if (key !== 'event' && key !== 'eventCallback' && key !== 'eventTimeout') state[key] = entry[key]
        })
        var event = entry.event
        if (typeof event === 'string' && event.indexOf('gtm.') !== 0) {
            var groups = String(state.consentGroups || window.OnetrustActiveGroups || '')
            TAGS.forEach(function (tag) {
                if (groups.indexOf(',' + tag.group + ',') < 0 || !tag.fires(event)) return
                seq += 1
                pending.push({
                    seq: seq,
                    tag: tag.name,
                    name: event,
                    page: location.pathname,
                    payload: plain(entry)
                })
            })
            if (pending.length && !timer) timer = setTimeout(flush, 200)
        }
        if (typeof entry.eventCallback === 'function') {
            var callback = entry.eventCallback
            setTimeout(function () {
                callback(containerId)
            }, 0)
        }
    }
    var dataLayer = (window.dataLayer = window.dataLayer || [])
    var push = dataLayer.push
    dataLayer.slice().forEach(process)
    dataLayer.push = function () {
        var result = push.apply(dataLayer, arguments)
        for (var index = 0; index < arguments.length; index += 1) process(arguments[index])
        return result
    }
    window.addEventListener('pagehide', flush)
    window.google_tag_manager[containerId] = {
        clientId: clientId,
        dataLayer: {
            get: function (key) {
                return state[key]
            }
        }
    }
})()
