/**
 * Test helpers: a sandbox running only the content module, and delivery SDK clients pointed at it the way
 * the storefront points them (`baseUrl`, with `/vse/{domain}` for preview).
 */
import {ContentClient} from 'dc-delivery-sdk-js'
import {loadSandboxConfig} from '../../core/config'
import type {Clock} from '../../core/context'
import type {SandboxModule} from '../../core/module'
import {startSandbox} from '../../testing/start'
import {contentModule} from '.'

export const HUB_NAME = loadSandboxConfig().hubName

export const startContentSandbox = (options: {clock?: Clock; modules?: SandboxModule[]} = {}) =>
    startSandbox({modules: options.modules ?? [contentModule], clock: options.clock})

export const contentClient = (origin: string, options: {locale?: string; vse?: string} = {}) =>
    new ContentClient({
        hubName: HUB_NAME,
        baseUrl: options.vse ? `${origin}/vse/${options.vse}` : origin,
        ...(options.locale ? {locale: options.locale} : {})
    })

export const getJson = async (url: string, init?: RequestInit) => {
    const res = await fetch(url, init)
    const text = await res.text()
    let body: unknown = text
    try {
        body = JSON.parse(text)
    } catch {
        // Plain-text answers (the /domain endpoint) stay strings.
    }
    return {status: res.status, headers: res.headers, body: body as Record<string, unknown>}
}

export const postJson = (url: string, body: unknown) =>
    getJson(url, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)})

/** A fixed clock, so schedule tests do not depend on today's date. */
export const fixedClock = (iso: string): Clock => ({now: () => Date.parse(iso)})
