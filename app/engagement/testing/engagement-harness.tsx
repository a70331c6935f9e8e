import {act, type RenderResult} from '@testing-library/react'
import Cookies from 'js-cookie'
import {useHistory} from 'react-router-dom'
import type {History} from 'history'
import {renderWithProviders} from '../../test-utils/render'
import {resetTrackingForTests} from '../../analytics/tracking'
import {forgetLoadedScripts} from '../../integrations/script-loader'
import {forgetConsentAdapter} from '../consent/consent-adapter'
import {forgetToldConsent} from '../consent/consent-reactions'
import ConsentHost from '../consent/consent-host'
import {consentStore} from '../consent/consent-store'
import EngagementRoot from '../engagement-root'
import {installFakeConsentTool, removeConsentTool} from './fake-consent-tool'

/** Removes every cookie the page can see, whatever path it was set on. */
export const clearCookies = () => {
    for (const name of Object.keys(Cookies.get())) {
        Cookies.remove(name, {path: '/'})
        Cookies.remove(name)
    }
}

/** A fresh page load: no cookies, storage, data layer or remembered consent; the consent tool loaded. */
export const freshVisit = () => {
    clearCookies()
    window.localStorage.clear()
    window.sessionStorage.clear()
    window.dataLayer = []
    resetTrackingForTests()
    forgetLoadedScripts()
    forgetConsentAdapter()
    forgetToldConsent()
    removeConsentTool()
    consentStore.reset()
    installFakeConsentTool()
}

/** A consent choice the consent tool recorded on an earlier visit (its cookies). */
export const rememberConsent = (groups: string[]) => {
    const all = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005']
    Cookies.set(
        'OptanonConsent',
        new URLSearchParams({
            groups: all.map((group) => `${group}:${groups.includes(group) ? 1 : 0}`).join(',')
        }).toString(),
        {path: '/'}
    )
    Cookies.set('OptanonAlertBoxClosed', new Date().toISOString(), {path: '/'})
    removeConsentTool()
    installFakeConsentTool()
    consentStore.reset()
}

let history: History | undefined
const HistorySpy = () => {
    history = useHistory()
    return null
}

/** Consent and the engagement root as the shell mounts them, on `path`, with a way to move to other pages. */
export const renderEngagement = (path = '/'): RenderResult & {goTo: (next: string) => void} => {
    const result = renderWithProviders(
        <>
            <HistorySpy />
            <ConsentHost />
            <EngagementRoot />
        </>,
        {path}
    )
    const goTo = (next: string) =>
        act(() => {
            history?.push(next)
        })
    return {...result, goTo}
}

export const dataLayerEvents = (name?: string) =>
    ((window.dataLayer ?? []) as {event: string}[]).filter((entry) => !name || entry.event === name)
