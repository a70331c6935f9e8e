import {createContext, useContext, useMemo, type ReactNode} from 'react'
import {useBadgeRules, type BadgeRules} from '../../commerce/catalog/use-badge-rules'
import {useLiveStock} from '../../commerce/catalog/use-live-stock'
import {needsRealTimeValues} from '../../rules/product/badges'
import {useInPrepass} from '../../ssr/prepass'
import {BadgeOverlay} from './badge-overlay'
import {
    realTimeValuesOf,
    useChosenBadges,
    type BadgeSubject,
    type LiveProductValues
} from './use-product-badges'

interface BadgesProps {
    subject: BadgeSubject
    rules: BadgeRules | undefined
}

const StaticBadges = ({subject, rules}: BadgesProps) => (
    <BadgeOverlay badges={useChosenBadges(rules, subject)} />
)

/**
 * Reads the product's stock live (in the browser, uncached) for a real-time rule. The data prepass needs its
 * query, not its markup.
 */
const LiveBadges = ({subject, rules}: BadgesProps) => {
    const live = useLiveStock(subject.productIds[0])
    const badges = useChosenBadges(rules, subject, realTimeValuesOf(live.data as LiveProductValues | null))
    return useInPrepass() ? null : <BadgeOverlay badges={badges} />
}

/** The site's badge rules, read once by the list around the tiles. */
const ListRules = createContext<BadgeRules | undefined>(undefined)

/**
 * Reads the site's badge rules once for every tile inside it; every list of tiles (grid, carousel,
 * recommendations) is one. Each tile reading them itself meant a query observer per tile (twice per tile on
 * the server), a measurable part of a listing's server render. Outside one, a tile shows the platform's labels.
 */
export const ListBadgeRules = ({children}: {children: ReactNode}) => (
    <ListRules.Provider value={useBadgeRules()}>{children}</ListRules.Provider>
)

/**
 * A tile's badges. Only a product that a real-time rule lists reads its stock live, so a listing of 24 tiles
 * asks the platform about the one or two that need it, not all of them.
 */
export const TileBadges = (subject: BadgeSubject) => {
    const rules = useContext(ListRules)
    const idsKey = subject.productIds.join('|')
    const live = useMemo(() => needsRealTimeValues(rules?.slots ?? {}, idsKey.split('|')), [rules, idsKey])
    const inPrepass = useInPrepass()
    if (live) return <LiveBadges subject={subject} rules={rules} />
    // Chosen from the rules loaded above: nothing for the data prepass to find, so it skips the choosing too.
    return inPrepass ? null : <StaticBadges subject={subject} rules={rules} />
}
