import '@testing-library/jest-dom'
import {TextDecoder, TextEncoder} from 'util'
import {webcrypto} from 'crypto'

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
