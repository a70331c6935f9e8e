import {useMemo} from 'react'
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

// The data prepass needs the badges' queries (rules, live stock), not their markup.
const StaticBadges = ({subject, rules}: BadgesProps) => {
    const badges = useChosenBadges(rules, subject)
    return useInPrepass() ? null : <BadgeOverlay badges={badges} />
}

/** Reads the product's stock live (in the browser, uncached) for a real-time rule. */
const LiveBadges = ({subject, rules}: BadgesProps) => {
    const live = useLiveStock(subject.productIds[0])
    const badges = useChosenBadges(rules, subject, realTimeValuesOf(live.data as LiveProductValues | null))
    return useInPrepass() ? null : <BadgeOverlay badges={badges} />
}

/**
 * A tile's badges. Only a product that a real-time rule lists reads its stock live, so a listing of 24 tiles
 * asks the platform about the one or two that need it, not all of them.
 */
export const TileBadges = (subject: BadgeSubject) => {
    const rules = useBadgeRules()
    const idsKey = subject.productIds.join('|')
    const live = useMemo(() => needsRealTimeValues(rules?.slots ?? {}, idsKey.split('|')), [rules, idsKey])
    return live ? (
        <LiveBadges subject={subject} rules={rules} />
    ) : (
        <StaticBadges subject={subject} rules={rules} />
    )
}
