import {useCallback, useEffect, useState} from 'react'
import {useLocation} from 'react-router-dom'
import {callController, type ControllerScope} from '../../commerce/controllers/controller-client'
import {useControllerScope} from '../../commerce/controllers/use-controller'
import {canonicalCountryCode, isCountryCodeShape} from '../../region/countries/country-code'
import {
    countryChoiceTarget,
    countrySwitchUrl,
    detectCountryOutcome,
    detectedSiteCountry
} from '../../region/country-detection'
import {shouldShowCountryPrompt} from '../../region/country-prompt'
import type {SiteCountry} from '../../region/types'
import {queryParam} from '../../region/url-parts'
import {useSite} from '../../site/site-context'
import {
    markCountryChecked,
    pageNavigation,
    readCountryCookie,
    regionalDomains,
    wasCountryChecked,
    writeCountryCookie
} from './country-cookie'

/** The visitor's country from the platform (PWA-GetCountry), or undefined when the call fails. */
export const fetchVisitorCountry = async (scope: ControllerScope): Promise<string | undefined> => {
    try {
        const answer = await callController<{country?: string}>(scope, 'PWA-GetCountry')
        return answer.country
    } catch (error) {
        console.error('[country] detection failed', error instanceof Error ? error.message : error)
        return undefined
    }
}

export interface CountryDetection {
    /** The detected country to offer in the prompt, when there is one. */
    promptCountry?: string
    /** The big button: go to the detected country's store. */
    choose: (country: string) => void
    /** 'Continue on {country} store': stay, and remember it. */
    stay: () => void
    /** Closed without a choice: not asked again this visit. */
    dismiss: () => void
}

/**
 * Country detection (spec 001 §4.2). On every page the site country, the glCountry parameter and the saved
 * country cookie give the outcome: write the cookie, redirect, both, or prompt. The prompt needs the
 * visitor's country (asked once per visit, and only after cookie consent); a country this site serves needs
 * no prompt, a failed detection counts as GB, and an unmatched answer is logged and ignored.
 */
export const useCountryDetection = (consentGiven: boolean, enabled: boolean): CountryDetection => {
    const {site, config} = useSite()
    const siteCountry = site.country as SiteCountry
    const {pathname, search} = useLocation()
    const scope = useControllerScope()
    const [needsPrompt, setNeedsPrompt] = useState(false)
    const [promptCountry, setPromptCountry] = useState<string>()

    useEffect(() => {
        const {outcome, country} = detectCountryOutcome({
            siteCountry,
            glCountry: queryParam(search, 'glCountry'),
            cookieCountry: readCountryCookie()
        })
        if (country && (outcome === 'write-cookie' || outcome === 'redirect-and-write-cookie'))
            writeCountryCookie(country)
        if (outcome === 'redirect' || outcome === 'redirect-and-write-cookie') {
            const url = countrySwitchUrl(country, siteCountry, pathname)
            if (url) pageNavigation.assign(url)
            return
        }
        setNeedsPrompt(outcome === 'prompt')
    }, [pathname, search, siteCountry])

    const wanted = enabled && shouldShowCountryPrompt(needsPrompt ? 'prompt' : 'none', consentGiven)
    useEffect(() => {
        if (!wanted || wasCountryChecked()) return undefined
        let cancelled = false
        void fetchVisitorCountry(scope).then((detected) => {
            if (cancelled) return
            markCountryChecked()
            const result = detectedSiteCountry(detected, siteCountry)
            if (result.unmatched) {
                console.warn('[country] unmatched country, keeping the site country:', detected)
                return
            }
            if (result.siteCountry === siteCountry) return
            setPromptCountry(detected && isCountryCodeShape(detected) ? canonicalCountryCode(detected) : 'GB')
        })
        return () => {
            cancelled = true
        }
        // The scope object is rebuilt on every render; the site and locale it depends on are stable.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [wanted, siteCountry])

    const choose = useCallback(
        (country: string) => {
            writeCountryCookie(country)
            setPromptCountry(undefined)
            const target = countryChoiceTarget(country, regionalDomains(config))
            const url =
                target.kind === 'domain' ? target.url : countrySwitchUrl(country, siteCountry, pathname)
            if (url) pageNavigation.assign(url)
        },
        [config, pathname, siteCountry]
    )
    const stay = useCallback(() => {
        writeCountryCookie(siteCountry)
        setPromptCountry(undefined)
    }, [siteCountry])
    const dismiss = useCallback(() => setPromptCountry(undefined), [])

    return {promptCountry: wanted ? promptCountry : undefined, choose, stay, dismiss}
}
