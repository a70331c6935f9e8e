/**
 * The tag manager's data layer: events are appended to `window.dataLayer`, which the tag manager reads once
 * consent allows it (spec 001 §4.3). Pushing is always safe: before the tag manager loads the array simply
 * queues, and on the server nothing happens.
 */
export type DataLayerEvent = {event: string} & Record<string, unknown>

declare global {
    interface Window {
        dataLayer?: unknown[]
    }
}

export const pushDataLayerEvent = (event: DataLayerEvent) => {
    if (typeof window === 'undefined') return
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push(event)
}

export interface NavigationClick {
    /** The visible label of what was clicked. */
    label: string
    /** Where the click leads. */
    url: string
    /** Which navigation element it came from (e.g. 'home-tiles'). */
    location: string
    /** 1-based position among its siblings. */
    position?: number
}

/** Spec 001 §2.6: navigation image tiles emit a navigation menu click event. */
export const trackNavigationClick = ({label, url, location, position}: NavigationClick) =>
    pushDataLayerEvent({
        event: 'navigationMenuClick',
        navigation: {label, url, location, ...(position !== undefined && {position})}
    })
