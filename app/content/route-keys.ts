import type {SiteCountry} from '../region/types'
import {contentPageKey, regionalContentKeys, signUpContentKey} from '../rules/content/content-keys'

/**
 * How a CMS-driven route names its content (spec 001 §2.5, sandbox/seed/content/README.md "Key scheme"):
 * - 'path': the path without `.html`, under the site prefix, with the legal special cases (us-only pages,
 *   AU terms) — content pages, landing pages, cms entries;
 * - 'regional': `{country}/{last segment}`, then `row/{last segment}` — student discount partners, refer a friend;
 * - 'sign-up': the path minus its leading slash — sign-up, campaign and survey forms.
 */
export type ContentKeyRule = 'path' | 'regional' | 'sign-up'

/**
 * The content keys a page tries, in order (the first that exists wins), for its path as requested: with the
 * site prefix (`/us/...`) and any locale segment, which the rules drop or keep as the key scheme says.
 */
export const contentKeysForPath = (
    path: string,
    siteCountry: SiteCountry,
    rule: ContentKeyRule
): string[] => {
    switch (rule) {
        case 'regional':
            return regionalContentKeys(path, siteCountry)
        case 'sign-up':
            return [signUpContentKey(path)]
        case 'path':
            return [contentPageKey(path)]
    }
}
