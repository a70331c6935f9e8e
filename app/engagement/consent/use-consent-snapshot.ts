import {useSyncExternalStore} from 'react'
import {consentStore, type ConsentSnapshot} from './consent-store'

/**
 * The consent state, kept current. On its own (not with the consent tool's adapter in use-consent.ts), so a
 * page that only asks what the shopper allowed does not carry the consent tool's code.
 */
export const useConsentSnapshot = (): ConsentSnapshot =>
    useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.get)
