import {useLiveStock} from '../../commerce/catalog/use-live-stock'
import {useInPrepass} from '../../ssr/prepass'
import {BadgeOverlay} from './badge-overlay'
import {
    realTimeValuesOf,
    useNeedsLiveBadgeValues,
    useProductBadges,
    type BadgeSubject,
    type LiveProductValues
} from './use-product-badges'

// The data prepass needs the badges' queries (rules, live stock), not their markup.
const StaticBadges = ({subject}: {subject: BadgeSubject}) => {
    const badges = useProductBadges(subject)
    return useInPrepass() ? null : <BadgeOverlay badges={badges} />
}

/** Reads the product's stock live (in the browser, uncached) for a real-time rule. */
const LiveBadges = ({subject}: {subject: BadgeSubject}) => {
    const live = useLiveStock(subject.productIds[0])
    const badges = useProductBadges(subject, realTimeValuesOf(live.data as LiveProductValues | null))
    return useInPrepass() ? null : <BadgeOverlay badges={badges} />
}

/**
 * A tile's badges. Only a product that a real-time rule lists reads its stock live, so a listing of 24 tiles
 * asks the platform about the one or two that need it, not all of them.
 */
export const TileBadges = (subject: BadgeSubject) =>
    useNeedsLiveBadgeValues(subject.productIds) ? (
        <LiveBadges subject={subject} />
    ) : (
        <StaticBadges subject={subject} />
    )
