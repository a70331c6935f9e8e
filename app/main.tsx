import {startInStages} from './hydration/start-in-stages'

const registerWorker = () => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return
    window.addEventListener('load', () => {
        navigator.serviceWorker.register('/worker.js').catch((error: unknown) => {
            console.warn('Service worker registration failed', error)
        })
    })
}

void startInStages()
registerWorker()
