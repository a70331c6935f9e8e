import type {Activity, ActivityData} from './activities'
import type {SendActivity} from './personalisation-service'
import type {RecommendationsClient} from './recommendations'

/**
 * The entry point pages use (through ecommerce.ts): events wait in a short queue until the engagement root
 * (loaded after the page) connects the service, so the service code never weighs on the first load.
 */
const MAX_PENDING = 50
let sink: SendActivity | undefined
const pending: [Activity, unknown][] = []

export const sendPersonalisationActivity = <A extends Activity>(activity: A, data: ActivityData[A]) => {
    if (typeof window === 'undefined') return
    if (sink) void sink(activity, data)
    else if (pending.length < MAX_PENDING) pending.push([activity, data])
}

/** Connects the service (or disconnects it with undefined); queued events go out at once. */
export const connectPersonalisation = (next: SendActivity | undefined) => {
    sink = next
    if (!next) return
    pending
        .splice(0)
        .forEach(([activity, data]) => void next(activity, data as ActivityData[typeof activity]))
}

let recommender: RecommendationsClient | undefined
const recommenderListeners = new Set<() => void>()

/**
 * The service's recommendation calls, connected with the activities (same consent, same chunk) or
 * disconnected with undefined. Carousels that can ask the service read it here; without it they use the
 * platform's recommendations.
 */
export const connectRecommendations = (next: RecommendationsClient | undefined) => {
    recommender = next
    recommenderListeners.forEach((listener) => listener())
}

export const personalisedRecommender = () => recommender

export const subscribeRecommender = (listener: () => void) => {
    recommenderListeners.add(listener)
    return () => {
        recommenderListeners.delete(listener)
    }
}
