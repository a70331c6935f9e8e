import {holdEarlyInput} from './early-input'
import {nextTask} from './next-task'

/**
 * The browser's first use of Intl loads its locale data: on a phone at 4× CPU about 100 ms for a first number
 * format, and more for a first date format. react-intl's provider checks both in its first render, so that
 * cost landed inside hydration in one piece. Touched here first, each in a task of its own, the provider finds
 * them loaded.
 */
const warmIntl = (touch: (locale: string) => unknown) => () => {
    try {
        touch(document.documentElement.lang || 'en-GB')
    } catch {
        // Only a warm-up: the provider itself reports a locale the browser cannot format.
    }
}

/**
 * Each stage requires one part of the app with an eager import: no chunk of its own and nothing fetched, since
 * every part is in the page's bundle already. `webpackExports: []` keeps the import from counting every export
 * of the module as used, which would stop webpack dropping the unused ones. Stages are ordered so that none
 * runs much longer than 50 ms on a phone at 4× CPU (the theme's merge and its CSS variables are the longest).
 */
const STAGES: (() => unknown)[] = [
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    warmIntl((locale) => new Intl.PluralRules(locale).select(1)),
    warmIntl((locale) => Intl.NumberFormat.supportedLocalesOf(locale)),
    warmIntl((locale) => Intl.DateTimeFormat.supportedLocalesOf(locale)),
    () => import(/* webpackMode: "eager", webpackExports: [] */ '../theme/components'),
    () => import(/* webpackMode: "eager", webpackExports: [] */ '../theme'),
    () => import(/* webpackMode: "eager", webpackExports: [] */ '../components/_app-config/theme-root'),
    () => import(/* webpackMode: "eager", webpackExports: [] */ '../components/_app-config'),
    () => import(/* webpackMode: "eager", webpackExports: [] */ '../components/search-box'),
    () => import(/* webpackMode: "eager", webpackExports: [] */ '../components/header'),
    () => import(/* webpackMode: "eager", webpackExports: [] */ '../commerce/session'),
    () => import(/* webpackMode: "eager", webpackExports: [] */ '../components/_app')
]

/**
 * The page's script start, spread over several tasks.
 *
 * Webpack runs a module's code the first time it is required. The entry used to require the whole app at once,
 * so React, Chakra and its theme, the commerce SDK and every component module ran in one task: about 380 ms on
 * a phone at 4× CPU, the largest task of every page and most of Lighthouse's blocking time. Here the app is
 * required stage by stage, with a task boundary after each, so the browser can paint and answer input between
 * them. The bytes are the same; only the order and the grouping of the work change.
 *
 * What a shopper changes in a form control from now until hydration commits is held (early-input.ts) and
 * played again afterwards, and so is the last button pressed before React listened.
 */
export const startInStages = async (): Promise<void> => {
    let reactListens = false
    const replayEarlyInput = holdEarlyInput(
        () => window.__HYDRATING__ !== false,
        document,
        () => reactListens
    )
    for (const stage of STAGES) {
        await stage()
        await nextTask()
    }
    const {hydrateInSlices} = await import(/* webpackMode: "eager" */ './hydrate-in-slices')
    await nextTask()
    await hydrateInSlices(replayEarlyInput, () => {
        reactListens = true
    })
}
