/* eslint-env browser */
/**
 * Stand-in for the customer-data platform's web SDK, with the vendor's interface: window.mParticle with
 * init(apiKey, config), logEvent(name, type, attributes), logPageView(name, attributes), Identity.login /
 * logout, getDeviceId() and the EventType table. Events are batched to the sandbox, which records them
 * (GET /__sandbox/third-party/hits?service=customer-data).
 */
;(function () {
    var script = document.currentScript
    var origin = script ? new URL(script.src).origin : ''
    if (window.mParticle && window.mParticle.isStandIn) return
    var DEVICE_KEY = 'mprtcl-device'
    var deviceId
    try {
        deviceId = localStorage.getItem(DEVICE_KEY)
        if (!deviceId) {
            deviceId = crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2)
            localStorage.setItem(DEVICE_KEY, deviceId)
        }
    } catch (error) {
        deviceId = String(Math.random()).slice(2)
    }
    var apiKey
    var verbose = false
    var email
    var queue = []
    var timer
    var flush = function () {
        timer = undefined
        if (!queue.length || !apiKey) return
        var body = JSON.stringify({clientId: deviceId, apiKey: apiKey, events: queue.splice(0)})
        if (
            !navigator.sendBeacon ||
            !navigator.sendBeacon(origin + '/third-party/collect/customer-data', body)
        ) {
            fetch(origin + '/third-party/collect/customer-data', {
                method: 'POST',
                body: body,
                keepalive: true,
                mode: 'no-cors'
            })
        }
    }
    var record = function (name, payload) {
        var event = {name: name, payload: payload, email: email || null, at: new Date().toISOString()}
        if (verbose) console.info('[customer-data]', name, payload)
        queue.push(event)
        if (!timer) timer = setTimeout(flush, 300)
    }
    window.addEventListener('pagehide', flush)
    window.mParticle = {
        isStandIn: true,
        EventType: {
            Navigation: 1,
            Location: 2,
            Search: 3,
            Transaction: 4,
            UserContent: 5,
            UserPreference: 6,
            Social: 7,
            Other: 8
        },
        init: function (key, config) {
            apiKey = key
            verbose = Boolean(config && config.logLevel === 'verbose')
            flush()
        },
        logEvent: function (name, type, attributes) {
            record(String(name), {type: type, attributes: attributes || {}})
        },
        logPageView: function (name, attributes) {
            record('page_view', {page: name, attributes: attributes || {}})
        },
        getDeviceId: function () {
            return deviceId
        },
        Identity: {
            login: function (request) {
                email = request && request.userIdentities && request.userIdentities.email
                record('login', {})
            },
            logout: function () {
                record('logout', {})
                email = undefined
            }
        }
    }
})()
