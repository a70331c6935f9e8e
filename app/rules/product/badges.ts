/** A live-data condition a real-time badge needs (for example stock below a number). */
export interface RealTimeCondition {
    field: string
    operator: 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'ne'
    value: number | string | boolean
}

/** A window in which a time-based badge shows; an open end means no limit on that side. */
export interface BadgeTimeframe {
    start?: string | number
    end?: string | number
}

interface BadgeRuleCommon {
    label: string
    'background-color'?: string
    'font-color'?: string
    /** Lower numbers win. */
    priority?: number
    timeframes?: BadgeTimeframe[]
    realTimefields?: RealTimeCondition[]
}

/** "add list (products, label, background-color, font-color, priority, timeframes, realTimefields)" */
export interface AddBadgeRule extends BadgeRuleCommon {
    products: string[]
}

/** "replace list (search, label, colours, priority)": replaces a badge whose label matches search. */
export interface ReplaceBadgeRule extends BadgeRuleCommon {
    search: string
}

export interface Badge {
    label: string
    backgroundColor?: string
    fontColor?: string
}

export interface BadgeContext {
    /** The product's own ids (variant, master) that add rules may list. */
    productIds: readonly string[]
    /** The badge the platform gives the product (c_productBadges) for this position. */
    currentLabel?: string
    now: Date
    /** Live values (stock and the like) real-time conditions are checked against. */
    realTimeValues?: Readonly<Record<string, number | string | boolean | undefined>>
}

const toTime = (value: string | number | undefined): number | undefined => {
    if (value === undefined || value === '') return undefined
    const time = typeof value === 'number' ? value : Date.parse(value)
    return Number.isNaN(time) ? undefined : time
}

/** A time-based badge shows only inside one of its windows; a window that cannot be read never matches. */
export const isWithinTimeframes = (timeframes: readonly BadgeTimeframe[] | undefined, now: Date): boolean => {
    if (!timeframes?.length) return true
    const at = now.getTime()
    return timeframes.some(({start, end}) => {
        const from = toTime(start)
        const to = toTime(end)
        if ((start !== undefined && from === undefined) || (end !== undefined && to === undefined))
            return false
        return (from === undefined || at >= from) && (to === undefined || at < to)
    })
}

const compare = (actual: number | string | boolean, {operator, value}: RealTimeCondition): boolean => {
    switch (operator) {
        case 'eq':
            return actual === value
        case 'ne':
            return actual !== value
        default: {
            if (typeof actual !== 'number' || typeof value !== 'number') return false
            if (operator === 'lt') return actual < value
            if (operator === 'lte') return actual <= value
            if (operator === 'gt') return actual > value
            return actual >= value
        }
    }
}

/** A real-time badge shows only when every condition holds on the live values; a missing value fails. */
export const realTimeConditionsPass = (
    conditions: readonly RealTimeCondition[] | undefined,
    values: BadgeContext['realTimeValues'] = {}
): boolean =>
    (conditions ?? []).every((condition) => {
        const actual = values[condition.field]
        return actual !== undefined && compare(actual, condition)
    })

const toBadge = (rule: BadgeRuleCommon): Badge => ({
    label: rule.label,
    ...(rule['background-color'] && {backgroundColor: rule['background-color']}),
    ...(rule['font-color'] && {fontColor: rule['font-color']})
})

const priorityOf = (rule: BadgeRuleCommon) =>
    typeof rule.priority === 'number' && Number.isFinite(rule.priority)
        ? rule.priority
        : Number.POSITIVE_INFINITY

/**
 * "Badge choice: lowest priority number wins; time-based or real-time badges show only if conditions pass"
 * (spec 000 §4). Add rules apply to the products they list, replace rules to a matching current label; with
 * no rule applying, the platform's own badge stays. Ties go to the rule listed first.
 */
export const chooseBadge = (
    context: BadgeContext,
    addRules: readonly AddBadgeRule[] = [],
    replaceRules: readonly ReplaceBadgeRule[] = []
): Badge | undefined => {
    const current = context.currentLabel?.trim()
    const conditionsPass = (rule: BadgeRuleCommon) =>
        isWithinTimeframes(rule.timeframes, context.now) &&
        realTimeConditionsPass(rule.realTimefields, context.realTimeValues)
    const candidates: BadgeRuleCommon[] = [
        ...addRules.filter((rule) => rule.products.some((id) => context.productIds.includes(id))),
        ...replaceRules.filter(
            (rule) => !!current && rule.search.trim().toLowerCase() === current.toLowerCase()
        )
    ].filter(conditionsPass)
    const winner = candidates.reduce<BadgeRuleCommon | undefined>(
        (best, rule) => (!best || priorityOf(rule) < priorityOf(best) ? rule : best),
        undefined
    )
    if (winner) return toBadge(winner)
    return current ? {label: current} : undefined
}

/** Spec 000 §3: "c_productBadges (topLeft, topRight, bottomLeft, bottomRight)". */
export const BADGE_SLOTS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const
export type BadgeSlot = (typeof BADGE_SLOTS)[number]

export type PlatformBadges = Partial<Record<BadgeSlot, string | null | undefined>>

/** The rules that apply to one slot: add rules placed there, replace rules for its labels. */
export interface SlotBadgeRules {
    add: readonly AddBadgeRule[]
    replace: readonly ReplaceBadgeRule[]
}

export type BadgeRulesBySlot = Partial<Record<BadgeSlot, SlotBadgeRules>>

export type ChosenBadges = Partial<Record<BadgeSlot, Badge>>

/**
 * The badge of every slot: `chooseBadge` with that slot's rules and the platform's label for it. Slots left
 * without a badge are absent.
 */
export const chooseSlotBadges = (
    context: Omit<BadgeContext, 'currentLabel'>,
    platformBadges: PlatformBadges | undefined,
    rules: BadgeRulesBySlot = {}
): ChosenBadges => {
    const chosen: ChosenBadges = {}
    for (const slot of BADGE_SLOTS) {
        const badge = chooseBadge(
            {...context, currentLabel: platformBadges?.[slot] ?? undefined},
            rules[slot]?.add,
            rules[slot]?.replace
        )
        if (badge) chosen[slot] = badge
    }
    return chosen
}

/**
 * The next moment a time-framed badge starts or ends after `now` (epoch ms), so a page left open shows a
 * scheduled badge when its window opens and drops it when it closes; undefined when nothing is scheduled.
 */
export const nextBadgeChange = (rules: BadgeRulesBySlot, now: Date): number | undefined => {
    const at = now.getTime()
    const moments = Object.values(rules)
        .flatMap((slot) => [...(slot?.add ?? []), ...(slot?.replace ?? [])])
        .flatMap((rule) => rule.timeframes ?? [])
        .flatMap(({start, end}) => [toTime(start), toTime(end)])
        .filter((time): time is number => time !== undefined && time > at)
    return moments.length ? Math.min(...moments) : undefined
}

/**
 * Whether a rule that could apply to these products needs live values (stock) before it can be decided: an
 * add rule listing one of them, or any replace rule (it may match the product's label).
 */
export const needsRealTimeValues = (rules: BadgeRulesBySlot, productIds: readonly string[]): boolean =>
    Object.values(rules).some(
        (slot) =>
            (slot?.add ?? []).some(
                (rule) =>
                    Boolean(rule.realTimefields?.length) &&
                    rule.products.some((id) => productIds.includes(id))
            ) || (slot?.replace ?? []).some((rule) => Boolean(rule.realTimefields?.length))
    )
