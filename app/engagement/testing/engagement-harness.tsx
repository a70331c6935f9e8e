import {act, type RenderResult} from '@testing-library/react'
import Cookies from 'js-cookie'
import {useHistory} from 'react-router-dom'
import type {History} from 'history'
import {renderWithProviders} from '../../test-utils/render'
import {resetTrackingForTests} from '../../analytics/tracking'
import {consentStore} from '../consent/consent-store'
import EngagementRoot from '../engagement-root'

/** Removes every cookie the page can see, whatever path it was set on. */
export const clearCookies = () => {
    for (const name of Object.keys(Cookies.get())) {
        Cookies.remove(name, {path: '/'})
        Cookies.remove(name)
    }
}

/** A fresh page load: no cookies, storage, data layer or remembered consent. */
export const freshVisit = () => {
    clearCookies()
    window.localStorage.clear()
    window.sessionStorage.clear()
    window.dataLayer = []
    resetTrackingForTests()
    consentStore.reset()
}

/** Stores a consent choice the way the local tool does, as if made on an earlier visit. */
export const rememberConsent = (groups: string[]) => {
    Cookies.set('vela_consent', `1:${groups.join(',')}`, {path: '/'})
    consentStore.reset()
}

let history: History | undefined
const HistorySpy = () => {
    history = useHistory()
    return null
}

/** The engagement root as the shell mounts it, on `path`, with a way to move to other pages. */
export const renderEngagement = (path = '/'): RenderResult & {goTo: (next: string) => void} => {
    const result = renderWithProviders(
        <>
            <HistorySpy />
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
