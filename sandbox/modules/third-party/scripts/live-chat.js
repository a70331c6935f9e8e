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
    // The vendor draws its launcher in the language it is told (messenger:set locale), the page's until then.
    var TEXTS = {
        en: {
            launcher: 'Chat',
            launcherLabel: 'Chat with us',
            panel: 'Customer care chat',
            input: 'Your message',
            send: 'Send',
            greeting: 'Hi! How can we help today?',
            unavailable: 'Sorry, chat is unavailable right now. Please try again later.'
        },
        fr: {
            launcher: 'Discuter',
            launcherLabel: 'Discuter avec nous',
            panel: 'Discussion avec le service client',
            input: 'Votre message',
            send: 'Envoyer',
            greeting: 'Bonjour ! Comment pouvons-nous vous aider ?',
            unavailable:
                'Désolés, la discussion est indisponible pour le moment. Veuillez réessayer plus tard.'
        },
        it: {
            launcher: 'Chatta',
            launcherLabel: 'Chatta con noi',
            panel: 'Chat con il servizio clienti',
            input: 'Il tuo messaggio',
            send: 'Invia',
            greeting: 'Ciao! Come possiamo aiutarti oggi?',
            unavailable: 'Spiacenti, la chat non è disponibile al momento. Riprova più tardi.'
        },
        ja: {
            launcher: 'チャット',
            launcherLabel: 'チャットで問い合わせる',
            panel: 'カスタマーサービス チャット',
            input: 'メッセージ',
            send: '送信',
            greeting: 'こんにちは。どのようなご用件でしょうか？',
            unavailable:
                '申し訳ありません。現在チャットをご利用いただけません。しばらくしてから再度お試しください。'
        },
        zh: {
            launcher: '在线客服',
            launcherLabel: '联系在线客服',
            panel: '在线客服聊天',
            input: '您的消息',
            send: '发送',
            greeting: '您好！请问有什么可以帮您？',
            unavailable: '抱歉，在线客服暂时无法使用，请稍后再试。'
        }
    }
    var textsFor = function (id) {
        return (
            TEXTS[
                String(id || '')
                    .split(/[-_]/)[0]
                    .toLowerCase()
            ] || TEXTS.en
        )
    }
    var locale = document.documentElement.lang || 'en-GB'
    var texts = textsFor(locale)
    var handlers = {open: [], close: []}
    var conversationId = 'c-' + Math.random().toString(36).slice(2)
    var root = document.createElement('div')
    root.setAttribute('data-live-chat', '')
    root.style.cssText =
        'position:fixed;right:16px;bottom:16px;z-index:1300;font:14px/1.4 system-ui,sans-serif'
    var launcher = document.createElement('button')
    launcher.type = 'button'
    launcher.setAttribute('data-live-chat-launcher', '')
    launcher.setAttribute('aria-expanded', 'false')
    launcher.style.cssText =
        'min-width:56px;height:56px;padding:0 18px;border-radius:28px;border:0;background:#111;color:#fff;font:600 14px/1 system-ui,sans-serif;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.2);display:flex;align-items:center;justify-content:center;gap:8px'
    var icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
    icon.setAttribute('viewBox', '0 0 24 24')
    icon.setAttribute('width', '22')
    icon.setAttribute('height', '22')
    icon.setAttribute('aria-hidden', 'true')
    icon.innerHTML =
        '<path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>'
    var word = document.createElement('span')
    launcher.appendChild(icon)
    launcher.appendChild(word)
    // Like the vendor's messenger on phones: a small round launcher (icon, named for screen readers), so it
    // takes a corner rather than a strip of the page; the word shows from tablet width up.
    var phone = window.matchMedia ? window.matchMedia('(max-width: 47.99em)') : null
    var fitLauncher = function () {
        var small = !!(phone && phone.matches)
        word.hidden = small
        launcher.style.minWidth = small ? '48px' : '56px'
        launcher.style.height = small ? '48px' : '56px'
        launcher.style.padding = small ? '0' : '0 18px'
        root.style.right = small ? '12px' : '16px'
        root.style.bottom = small ? 'calc(12px + env(safe-area-inset-bottom))' : '16px'
    }
    var panel = document.createElement('section')
    panel.setAttribute('role', 'dialog')
    panel.hidden = true
    panel.style.cssText =
        'position:absolute;right:0;bottom:68px;width:min(340px,calc(100vw - 32px));background:#fff;color:#111;border:1px solid #ddd;box-shadow:0 12px 32px rgba(0,0,0,.18);display:flex;flex-direction:column;max-height:60vh'
    var log = document.createElement('ol')
    log.setAttribute('aria-live', 'polite')
    log.style.cssText = 'list-style:none;margin:0;padding:12px;overflow:auto;flex:1'
    var form = document.createElement('form')
    form.style.cssText = 'display:flex;border-top:1px solid #ddd'
    var input = document.createElement('input')
    input.maxLength = 500
    input.style.cssText = 'flex:1;border:0;padding:12px;font:inherit'
    var send = document.createElement('button')
    send.type = 'submit'
    send.style.cssText = 'border:0;background:#111;color:#fff;padding:0 16px;font:inherit;cursor:pointer'
    form.appendChild(input)
    form.appendChild(send)
    panel.appendChild(log)
    panel.appendChild(form)
    root.appendChild(panel)
    root.appendChild(launcher)

    var applyTexts = function () {
        word.textContent = texts.launcher
        launcher.setAttribute('aria-label', texts.launcherLabel)
        launcher.title = texts.launcherLabel
        panel.setAttribute('aria-label', texts.panel)
        input.setAttribute('aria-label', texts.input)
        input.placeholder = texts.input
        send.textContent = texts.send
    }
    applyTexts()
    fitLauncher()
    if (phone) {
        if (phone.addEventListener) phone.addEventListener('change', fitLauncher)
        else if (phone.addListener) phone.addListener(fitLauncher)
    }

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
        if (isOpen && !log.childNodes.length) say('agent', texts.greeting)
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
                say('agent', texts.unavailable)
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
            texts = textsFor(value)
            applyTexts()
        } else if (scope === 'messenger:on' && handlers[command] && typeof value === 'function') {
            handlers[command].push(value)
        }
        return extra
    }
    zE.isStandIn = true
    window.zE = zE
})()
