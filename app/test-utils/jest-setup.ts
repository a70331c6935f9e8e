import '@testing-library/jest-dom'
import {TextDecoder, TextEncoder} from 'util'
import {webcrypto} from 'crypto'
import {consentStore} from '../engagement/consent/consent-store'

// jsdom lacks a few platform APIs the commerce SDK and our code rely on.
Object.assign(globalThis, {TextEncoder, TextDecoder})
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', {value: webcrypto})
// Server-side tests opt into the node environment (`@jest-environment node`): no window there.
if (typeof window !== 'undefined' && !window.matchMedia) {
    window.matchMedia = (query: string) =>
        ({
            matches: false,
            media: query,
            onchange: null,
            addListener: () => undefined,
            removeListener: () => undefined,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            dispatchEvent: () => false
        } as MediaQueryList)
}

// Component tests run as a shopper who accepted every cookie group, so events reach window.dataLayer the way
// they would in the browser; consent tests start from a first visit instead (engagement/testing).
beforeEach(() => {
    consentStore.reset({loaded: true, groups: ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'], closed: true})
})
