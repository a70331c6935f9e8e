/* eslint-env browser */
/**
 * Stand-in for the live chat vendor's snippet, with the vendor's command interface: zE('messenger', 'open' |
 * 'close' | 'show' | 'hide'), zE('messenger:set', 'locale', 'fr-FR'), zE('messenger:on', 'open' | 'close',
 * callback). It draws a launcher button and a chat panel; messages go to the sandbox's support desk, which
 * answers from the shop's help topics (delivery, returns, orders, sizing).
 */
;(function () {
    var script = document.currentScript
    var origin = script ? new URL(script.src).origin : ''
    if (window.zE && window.zE.isStandIn) return
    var locale = document.documentElement.lang || 'en-GB'
    var handlers = {open: [], close: []}
    var conversationId = 'c-' + Math.random().toString(36).slice(2)
    var root = document.createElement('div')
    root.setAttribute('data-live-chat', '')
    root.style.cssText =
        'position:fixed;right:16px;bottom:16px;z-index:1300;font:14px/1.4 system-ui,sans-serif'
    var launcher = document.createElement('button')
    launcher.type = 'button'
    launcher.textContent = 'Chat'
    launcher.setAttribute('aria-label', 'Chat with us')
    launcher.setAttribute('aria-expanded', 'false')
    launcher.style.cssText =
        'min-width:56px;height:56px;border-radius:28px;border:0;background:#111;color:#fff;font-weight:600;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.2)'
    var panel = document.createElement('section')
    panel.setAttribute('role', 'dialog')
    panel.setAttribute('aria-label', 'Customer care chat')
    panel.hidden = true
    panel.style.cssText =
        'position:absolute;right:0;bottom:68px;width:min(340px,calc(100vw - 32px));background:#fff;color:#111;border:1px solid #ddd;box-shadow:0 12px 32px rgba(0,0,0,.18);display:flex;flex-direction:column;max-height:60vh'
    var log = document.createElement('ol')
    log.setAttribute('aria-live', 'polite')
    log.style.cssText = 'list-style:none;margin:0;padding:12px;overflow:auto;flex:1'
    var form = document.createElement('form')
    form.style.cssText = 'display:flex;border-top:1px solid #ddd'
    var input = document.createElement('input')
    input.setAttribute('aria-label', 'Your message')
    input.maxLength = 500
    input.style.cssText = 'flex:1;border:0;padding:12px;font:inherit'
    var send = document.createElement('button')
    send.type = 'submit'
    send.textContent = 'Send'
    send.style.cssText = 'border:0;background:#111;color:#fff;padding:0 16px;font:inherit;cursor:pointer'
    form.appendChild(input)
    form.appendChild(send)
    panel.appendChild(log)
    panel.appendChild(form)
    root.appendChild(panel)
    root.appendChild(launcher)

    var say = function (who, text) {
        var item = document.createElement('li')
        item.style.cssText = 'margin:0 0 8px;' + (who === 'you' ? 'text-align:right' : '')
        item.textContent = text
        item.setAttribute('data-from', who)
        log.appendChild(item)
        log.scrollTop = log.scrollHeight
    }
    var open = function (isOpen) {
        panel.hidden = !isOpen
        launcher.setAttribute('aria-expanded', String(isOpen))
        if (isOpen && !log.childNodes.length) say('agent', 'Hi! How can we help today?')
        if (isOpen) input.focus()
        ;(handlers[isOpen ? 'open' : 'close'] || []).forEach(function (handler) {
            handler()
        })
    }
    launcher.addEventListener('click', function () {
        open(panel.hidden)
    })
    form.addEventListener('submit', function (event) {
        event.preventDefault()
        var text = input.value.trim()
        if (!text) return
        input.value = ''
        say('you', text)
        fetch(origin + '/third-party/live-chat/messages', {
            method: 'POST',
            headers: {'content-type': 'text/plain'},
            body: JSON.stringify({
                conversationId: conversationId,
                text: text,
                locale: locale,
                page: location.pathname
            })
        })
            .then(function (response) {
                return response.ok ? response.json() : Promise.reject(new Error(String(response.status)))
            })
            .then(function (answer) {
                say('agent', answer.reply)
            })
            .catch(function () {
                say('agent', 'Sorry, chat is unavailable right now. Please try again later.')
            })
    })
    document.body.appendChild(root)

    var zE = function (scope, command, value, extra) {
        if (scope === 'messenger') {
            if (command === 'open') open(true)
            if (command === 'close') open(false)
            if (command === 'show') root.hidden = false
            if (command === 'hide') root.hidden = true
        } else if (scope === 'messenger:set' && command === 'locale' && typeof value === 'string') {
            locale = value
        } else if (scope === 'messenger:on' && handlers[command] && typeof value === 'function') {
            handlers[command].push(value)
        }
        return extra
    }
    zE.isStandIn = true
    window.zE = zE
})()
