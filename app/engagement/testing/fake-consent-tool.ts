import Cookies from 'js-cookie'
import {CONSENT_GROUP_IDS} from '../../rules/engagement/consent'
import type {ConsentToolApi} from '../consent/consent-adapter'

/**
 * A consent tool with the vendor's browser interface, for component tests (the sandbox serves the real
 * stand-in script to browsers): active groups as ',C0001,...,', the choice in the vendor's cookies, change
 * callbacks and OptanonWrapper.
 */
export const installFakeConsentTool = (defaults: readonly string[] = ['C0001']) => {
    const listeners: (() => void)[] = []
    const stored = new URLSearchParams(Cookies.get('OptanonConsent') ?? '').get('groups')
    let active = new Set<string>(
        stored
            ? stored
                  .split(',')
                  .filter((pair) => pair.endsWith(':1'))
                  .map((pair) => pair.split(':')[0])
            : defaults
    )
    active.add('C0001')
    const publish = () => {
        window.OnetrustActiveGroups = `,${CONSENT_GROUP_IDS.filter((group) => active.has(group)).join(',')},`
    }
    const save = () => {
        const groups = CONSENT_GROUP_IDS.map((group) => `${group}:${active.has(group) ? 1 : 0}`).join(',')
        Cookies.set('OptanonConsent', new URLSearchParams({groups}).toString(), {path: '/'})
        Cookies.set('OptanonAlertBoxClosed', new Date().toISOString(), {path: '/'})
        publish()
        listeners.forEach((listener) => listener())
        window.OptanonWrapper?.()
    }
    const tool: ConsentToolApi = {
        IsAlertBoxClosed: () => Boolean(Cookies.get('OptanonAlertBoxClosed')),
        AllowAll: () => {
            active = new Set(CONSENT_GROUP_IDS)
            save()
        },
        RejectAll: () => {
            active = new Set(['C0001'])
            save()
        },
        UpdateConsent: (_type, value) => {
            for (const pair of value.split(',')) {
                const [group, on] = pair.split(':')
                if (group && group !== 'C0001') {
                    if (on === '1') active.add(group)
                    else active.delete(group)
                }
            }
            save()
        },
        Close: () => {
            if (!Cookies.get('OptanonAlertBoxClosed'))
                Cookies.set('OptanonAlertBoxClosed', 'now', {path: '/'})
        },
        OnConsentChanged: (listener) => {
            listeners.push(listener)
        }
    }
    publish()
    window.OneTrust = tool
    window.OptanonWrapper?.()
    return tool
}

export const removeConsentTool = () => {
    delete window.OneTrust
    delete window.OnetrustActiveGroups
    delete window.OptanonWrapper
}
