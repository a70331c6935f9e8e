import type Database from 'better-sqlite3'

/** Site as the sandbox knows it: the platform site id, its currency, locales and country. */
export interface SandboxSite {
    id: string
    currency: string
    defaultLocale: string
    locales: string[]
    country: string
}

export interface SandboxConfig {
    /** Organisation id the SCAPI paths must carry (`/organizations/{organizationId}/...`). */
    organizationId: string
    /** Public SLAS client id the storefront uses. */
    clientId: string
    shortCode: string
    sites: SandboxSite[]
    /** Origin browsers use to reach the sandbox (image links, hosted payment pages). */
    publicOrigin: string
    /** Content hub name accepted by the content API. */
    hubName: string
}

/** Injectable clock so tests can move time (token expiry, schedules, delivery dates). */
export interface Clock {
    now(): number
}

export interface SandboxContext {
    db: Database.Database
    config: SandboxConfig
    clock: Clock
    /** Folder for files the sandbox generates at run time (image cache, keys). */
    dataDir: string
}

export const systemClock: Clock = {now: () => Date.now()}

export const findSite = (config: SandboxConfig, siteId: string | undefined): SandboxSite | undefined =>
    config.sites.find((site) => site.id === siteId)
