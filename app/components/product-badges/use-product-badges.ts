import {useEffect, useMemo, useSyncExternalStore} from 'react'
import {useBadgeRules, type BadgeRules} from '../../commerce/catalog/use-badge-rules'
import {useSameContent} from '../../hooks/use-same-content'
import {
    chooseSlotBadges,
    nextBadgeChange,
    type ChosenBadges,
    type PlatformBadges
} from '../../rules/product/badges'
import {badgeNow, subscribeBadgeClock, wakeBadgeClockAt} from './badge-clock'

export interface BadgeSubject {
    /** The product's ids that add rules may list (master first, then the variant or colour shown). */
    productIds: readonly string[]
    /** c_productBadges: the platform's label per slot. */
    platformBadges?: PlatformBadges | null
}

export type RealTimeValues = Record<string, number | string | boolean | undefined>

export interface LiveProductValues {
    orderable?: boolean
    inventory?: {stockLevel?: number; ats?: number; orderable?: boolean; backorderable?: boolean}
}

/** The live values real-time conditions are checked against (stockLevel, ats, orderable...). */
export const realTimeValuesOf = (live: LiveProductValues | null | undefined): RealTimeValues | undefined =>
    live
        ? {
              stockLevel: live.inventory?.stockLevel,
              ats: live.inventory?.ats,
              orderable: live.inventory?.orderable ?? live.orderable,
              backorderable: live.inventory?.backorderable
          }
        : undefined

/**
 * The badge of each of the four slots for a product (spec 000 §3, §4): the site's rules by priority, time
 * window and real-time values, else the platform's own label. Until live values arrive a real-time badge
 * stays hidden ("show only if conditions pass"). Time windows are judged on one page-wide clock that starts
 * at the moment the rules were read (so hydration matches the server's HTML) and ticks at each window edge.
 */
export const useProductBadges = (subject: BadgeSubject, realTimeValues?: RealTimeValues): ChosenBadges =>
    useChosenBadges(useBadgeRules(), subject, realTimeValues)

/**
 * useProductBadges with the rules already read: a tile reads them once for both of its questions (does it
 * need live stock, and which badges), since each read is a query observer, twice per server render.
 */
export const useChosenBadges = (
    rules: BadgeRules | undefined,
    {productIds, platformBadges}: BadgeSubject,
    realTimeValues?: RealTimeValues
): ChosenBadges => {
    const slots = useMemo(() => rules?.slots ?? {}, [rules])
    const now = useSyncExternalStore(subscribeBadgeClock, badgeNow, () => rules?.readAt ?? 0)
    const idsKey = productIds.join('|')
    const valuesKey = JSON.stringify(realTimeValues ?? null)
    const chosen = useMemo(
        () =>
            chooseSlotBadges(
                {productIds: idsKey.split('|'), now: new Date(now), realTimeValues},
                platformBadges ?? {},
                slots
            ),
        // realTimeValues is compared by content (valuesKey), not identity.
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [idsKey, now, slots, valuesKey, platformBadges]
    )
    useEffect(() => wakeBadgeClockAt(nextBadgeChange(slots, new Date(now))), [slots, now])
    // The clock moves from the server's read time to the browser's after hydration; the badges rarely change.
    return useSameContent(chosen)
}
