import type {Activity, ActivityData} from './activities'
import type {SendActivity} from './personalisation-service'

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
