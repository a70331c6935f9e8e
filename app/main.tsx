import {startInStages} from './hydration/start-in-stages'

const registerWorker = () => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return
    const register = () =>
        navigator.serviceWorker.register('/worker.js').catch((error: unknown) => {
            console.warn('Service worker registration failed', error)
        })
    // The bundles start after the first paint (ssr/paint-first.ts), often after the page's load event.
    if (document.readyState === 'complete') void register()
    else window.addEventListener('load', () => void register(), {once: true})
}

void startInStages()
registerWorker()
