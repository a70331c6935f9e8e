import {useLiveStock} from '../../commerce/catalog/use-live-stock'
import {BadgeOverlay} from './badge-overlay'
import {
    realTimeValuesOf,
    useNeedsLiveBadgeValues,
    useProductBadges,
    type BadgeSubject,
    type LiveProductValues
} from './use-product-badges'

const StaticBadges = ({subject}: {subject: BadgeSubject}) => (
    <BadgeOverlay badges={useProductBadges(subject)} />
)

/** Reads the product's stock live (in the browser, uncached) for a real-time rule. */
const LiveBadges = ({subject}: {subject: BadgeSubject}) => {
    const live = useLiveStock(subject.productIds[0])
    return (
        <BadgeOverlay
            badges={useProductBadges(subject, realTimeValuesOf(live.data as LiveProductValues | null))}
        />
    )
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
