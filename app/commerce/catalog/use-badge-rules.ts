import {useMemo} from 'react'
import type {BadgeRulesBySlot} from '../../rules/product/badges'
import {useSitePreferences} from '../controllers/use-site-preferences'
import {badgeRulesFromLists, type BadgeRuleLists} from './badge-rules-wire'

export interface BadgeRules {
    slots: BadgeRulesBySlot
    /**
     * When the rules were read (epoch ms). Server and hydrating browser judge time windows at this moment, so
     * the first browser render matches the HTML; the browser then moves on to its own clock.
     */
    readAt: number
}

/**
 * Parsed once per loaded preferences object: every tile of a listing asks for the same rules, and parsing
 * them for each of 48 tiles (twice on the server) was a measurable part of a listing's render.
 */
const parsed = new WeakMap<object, BadgeRulesBySlot>()
const slotsOf = (lists: BadgeRuleLists): BadgeRulesBySlot => {
    const cached = parsed.get(lists)
    if (cached) return cached
    const slots = badgeRulesFromLists(lists)
    parsed.set(lists, slots)
    return slots
}

/**
 * The site's badge rules (spec 000 §3 "Badge rule": add list and replace list), a site preference. Without
 * them (not loaded, none set, or the call failed) badges are the platform's own labels.
 */
export const useBadgeRules = (): BadgeRules | undefined => {
    const {preferences, readAt} = useSitePreferences()
    const lists = preferences?.productBadgeRules
    return useMemo(() => (lists ? {slots: slotsOf(lists), readAt} : undefined), [lists, readAt])
}
