import {isExternalHref} from '../../region/url-builder'
import {splitUrl} from '../../region/url-parts'

export type FooterGroupName = 'Help' | 'Information'

export interface FooterLinkItem {
    text: string
    url: string
}

export interface FooterGroup {
    group: FooterGroupName
    title: string
    links: FooterLinkItem[]
}

export interface RequiredLink extends FooterLinkItem {
    group: FooterGroupName
}

export const FOOTER_GROUPS: FooterGroupName[] = ['Help', 'Information']

const hostOf = (url: string) =>
    splitUrl(url.startsWith('//') ? `https:${url}` : url)
        .origin.replace(/^[a-z]+:\/\//i, '')
        .toLowerCase()
const pathOf = (url: string) => (splitUrl(url).pathname.replace(/\/+$/, '') || '/').toLowerCase()

/**
 * Whether two links lead to the same place: internal links by path (query and trailing slash ignored);
 * external links by host, since one link to the help centre is enough whatever page of it an editor chose.
 */
export const sameDestination = (a: string, b: string): boolean => {
    const external = isExternalHref(a)
    if (external !== isExternalHref(b)) return false
    return external ? hostOf(a) === hostOf(b) : pathOf(a) === pathOf(b)
}

/**
 * The footer's link groups: the CMS groups as authored, plus any of the spec's required links (spec 001
 * §2.3) the CMS does not already carry, appended to their group. Both groups always exist, in spec order.
 */
export const withRequiredLinks = (
    cmsGroups: FooterGroup[] | undefined,
    required: RequiredLink[],
    titles: Record<FooterGroupName, string>
): FooterGroup[] => {
    const groups = FOOTER_GROUPS.map((name) => {
        const authored = cmsGroups?.find((group) => group.group === name)
        return {group: name, title: authored?.title || titles[name], links: [...(authored?.links ?? [])]}
    })
    const extras = (cmsGroups ?? []).filter((group) => !FOOTER_GROUPS.includes(group.group))
    const all = [...groups, ...extras]
    for (const link of required) {
        const present = all.some((group) =>
            group.links.some((existing) => sameDestination(existing.url, link.url))
        )
        if (!present)
            groups.find((group) => group.group === link.group)?.links.push({text: link.text, url: link.url})
    }
    return all.filter((group) => group.links.length)
}
