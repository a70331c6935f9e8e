import {createContext, useContext, type ReactElement} from 'react'

/**
 * The server renders each page twice: a data prepass that only collects the page's queries (and waits for
 * the ones that suspend), then the real render. Markup built in the prepass is thrown away, yet it costs the
 * same CPU as the real render: every Chakra component computes and serialises its styles both times.
 *
 * Components that repeat many times and hold no query of their own (a product tile beside its badges) may
 * render only their query-holding parts in the prepass. They must ask for exactly the same data either way.
 * The page's messages are taken after the real render (see messagesState), so markup skipped here still
 * ships its wording.
 */
const InPrepass = createContext(false)

/** The tree the data prepass walks. */
export const prepassTree = (app: ReactElement) => <InPrepass.Provider value>{app}</InPrepass.Provider>

/** True only while the server's data prepass walks the tree (never in the real render or the browser). */
export const useInPrepass = () => useContext(InPrepass)

/**
 * The `suspense` option of a query the server renders: the prepass waits for it (so data that depends on it
 * loads in the same request); the real render never suspends, and shows a query it finds without an answer in
 * its loading state (load-page-queries.ts: a render that skipped the prepass, or a bug, not an error page).
 */
export const useSuspendsInPrepass = (enabled = true) => useInPrepass() && enabled
