/**
 * The personalisation service's campaigns ("selectors"): what `choose` answers, by the page's type and the
 * shopper's customer group. Each variation's payload is custom JSON the storefront reads at
 * choices[0].variations[0].payload.data: content keys (CMS delivery keys) and cart delivery keys.
 */
export type PageType = 'HOMEPAGE' | 'CATEGORY' | 'PRODUCT' | 'CART' | 'OTHER'
export const PAGE_TYPES: readonly PageType[] = ['HOMEPAGE', 'CATEGORY', 'PRODUCT', 'CART', 'OTHER']

export const INSIDERS_GROUP = 'MKT_SBINSIDERS'

export interface Variation {
    id: number
    name: string
    /** Who gets it: a customer group, or everyone. */
    group?: string
    data: Record<string, unknown>
}

export interface Campaign {
    id: number
    name: string
    experience: string
    /** Page types the campaign runs on. */
    pages: readonly PageType[]
    variations: Variation[]
}

/**
 * - cart-delivery: the bag's free-delivery banner. Insiders get the express tier spelled out first.
 * - plp-content: a category page's CMS item, by category (the key the storefront would read anyway, so the
 *   storefront and the service agree when nothing is personalised).
 * - home-hero: the home page's lead story; insiders see the members' story first.
 */
export const CAMPAIGNS: Campaign[] = [
    {
        id: 101,
        name: 'cart-delivery',
        experience: 'Delivery banner by group',
        pages: ['CART', 'PRODUCT', 'CATEGORY', 'HOMEPAGE', 'OTHER'],
        variations: [
            {
                id: 1011,
                name: 'Insiders',
                group: INSIDERS_GROUP,
                data: {cartDeliveryKey: 'basket-threshold-banner', tier: 'express-first'}
            },
            {
                id: 1012,
                name: 'Everyone',
                data: {cartDeliveryKey: 'basket-threshold-banner', tier: 'standard-first'}
            }
        ]
    },
    {
        id: 102,
        name: 'plp-content',
        experience: 'Category content',
        pages: ['CATEGORY'],
        variations: [{id: 1021, name: 'Category item', data: {contentKey: 'category/{location}'}}]
    },
    {
        id: 103,
        name: 'home-hero',
        experience: 'Home lead story by group',
        pages: ['HOMEPAGE'],
        variations: [
            {id: 1031, name: 'Insiders', group: INSIDERS_GROUP, data: {contentKey: 'sb-insiders'}},
            {id: 1032, name: 'Everyone', data: {contentKey: 'home'}}
        ]
    }
]

export interface ChooseInput {
    names: string[]
    pageType: PageType
    location: string
    customerGroups: string[]
}

export interface Choice {
    id: number
    name: string
    type: 'DECISION'
    decisionId: string
    variations: {
        id: number
        payload: {type: 'CUSTOM_JSON'; data: Record<string, unknown>}
        analyticsMetadata: {campaignName: string; experienceName: string; variationName: string}
    }[]
    groups: string[]
}

const fill = (data: Record<string, unknown>, location: string) =>
    Object.fromEntries(
        Object.entries(data).map(([key, value]) => [
            key,
            typeof value === 'string' ? value.replace('{location}', location) : value
        ])
    )

/** Chooses a variation per requested campaign running on this page type; unknown names are skipped. */
export const choose = (input: ChooseInput, decisionId: (campaign: Campaign) => string): Choice[] =>
    input.names.flatMap((name) => {
        const campaign = CAMPAIGNS.find((candidate) => candidate.name === name)
        if (!campaign || !campaign.pages.includes(input.pageType)) return []
        const variation =
            campaign.variations.find(
                (candidate) => candidate.group && input.customerGroups.includes(candidate.group)
            ) ?? campaign.variations.find((candidate) => !candidate.group)
        if (!variation) return []
        return [
            {
                id: campaign.id,
                name: campaign.name,
                type: 'DECISION' as const,
                decisionId: decisionId(campaign),
                variations: [
                    {
                        id: variation.id,
                        payload: {type: 'CUSTOM_JSON' as const, data: fill(variation.data, input.location)},
                        analyticsMetadata: {
                            campaignName: campaign.name,
                            experienceName: campaign.experience,
                            variationName: variation.name
                        }
                    }
                ],
                groups: variation.group ? [variation.group] : []
            }
        ]
    })
