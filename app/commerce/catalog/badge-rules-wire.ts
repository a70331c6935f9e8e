import {
    BADGE_SLOTS,
    type AddBadgeRule,
    type BadgeRulesBySlot,
    type BadgeSlot,
    type BadgeTimeframe,
    type RealTimeCondition,
    type ReplaceBadgeRule
} from '../../rules/product/badges'

/**
 * The badge rules as the site preference holds them: the add list and the replace list (spec 000 §3 "Badge
 * rule"). Each add rule names the slot it fills; a replace rule without one applies wherever its search label
 * shows. Rules that cannot be read are skipped, never fatal.
 */
export interface BadgeRuleLists {
    addList?: unknown
    replaceList?: unknown
}

const OPERATORS: Record<string, RealTimeCondition['operator']> = {
    lt: 'lt',
    lessthan: 'lt',
    lte: 'lte',
    lessthanorequal: 'lte',
    gt: 'gt',
    greaterthan: 'gt',
    gte: 'gte',
    greaterthanorequal: 'gte',
    eq: 'eq',
    equals: 'eq',
    ne: 'ne',
    notequals: 'ne'
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() ? value.trim() : undefined

const isSlot = (value: unknown): value is BadgeSlot => BADGE_SLOTS.includes(value as BadgeSlot)

const timeframesOf = (value: unknown): BadgeTimeframe[] =>
    (Array.isArray(value) ? value : []).filter(isRecord).map((frame) => ({
        ...(typeof frame.start === 'string' || typeof frame.start === 'number' ? {start: frame.start} : {}),
        ...(typeof frame.end === 'string' || typeof frame.end === 'number' ? {end: frame.end} : {})
    }))

/** An unknown operator becomes a condition that never holds, so a badge is never shown by mistake. */
const conditionsOf = (value: unknown): RealTimeCondition[] =>
    (Array.isArray(value) ? value : []).filter(isRecord).map((condition) => {
        const operator = OPERATORS[String(condition.operator ?? '').toLowerCase()]
        const field = text(condition.field) ?? ''
        const wanted = condition.value
        const valid =
            operator &&
            field &&
            (typeof wanted === 'number' || typeof wanted === 'string' || typeof wanted === 'boolean')
        return valid
            ? {field, operator, value: wanted}
            : {field: field || '__invalid__', operator: 'eq', value: '__never__'}
    })

const colours = (rule: Record<string, unknown>) => {
    const nested = isRecord(rule.colours) ? rule.colours : {}
    const background = text(rule['background-color']) ?? text(nested['background-color'])
    const font = text(rule['font-color']) ?? text(nested['font-color'])
    return {
        ...(background && {'background-color': background}),
        ...(font && {'font-color': font})
    }
}

const common = (rule: Record<string, unknown>, label: string) => ({
    label,
    ...colours(rule),
    ...(typeof rule.priority === 'number' && Number.isFinite(rule.priority) && {priority: rule.priority}),
    timeframes: timeframesOf(rule.timeframes),
    realTimefields: conditionsOf(rule.realTimefields)
})

const emptySlots = (): Record<BadgeSlot, {add: AddBadgeRule[]; replace: ReplaceBadgeRule[]}> => ({
    topLeft: {add: [], replace: []},
    topRight: {add: [], replace: []},
    bottomLeft: {add: [], replace: []},
    bottomRight: {add: [], replace: []}
})

/** The preference's lists, grouped by the slot they fill. */
export const badgeRulesFromLists = (lists: BadgeRuleLists | null | undefined): BadgeRulesBySlot => {
    const slots = emptySlots()
    for (const rule of Array.isArray(lists?.addList) ? (lists?.addList as unknown[]) : []) {
        if (!isRecord(rule)) continue
        const label = text(rule.label)
        const products = (Array.isArray(rule.products) ? rule.products : []).filter(
            (id): id is string => typeof id === 'string' && id !== ''
        )
        if (!label || !products.length) continue
        slots[isSlot(rule.position) ? rule.position : 'topLeft'].add.push({...common(rule, label), products})
    }
    for (const rule of Array.isArray(lists?.replaceList) ? (lists?.replaceList as unknown[]) : []) {
        if (!isRecord(rule)) continue
        const label = text(rule.label)
        const search = text(rule.search)
        if (!label || !search) continue
        const targets = isSlot(rule.position) ? [rule.position] : BADGE_SLOTS
        for (const slot of targets) slots[slot].replace.push({...common(rule, label), search})
    }
    return slots
}
