import {useId, useState, type FormEvent} from 'react'
import {Button, Flex, FormControl, FormLabel, Select} from '@chakra-ui/react'
import {defineMessages, useIntl, type MessageDescriptor} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {readCountryCookie, writeCountryCookie} from '../../engagement/country/country-cookie'
import {regionSwitchEntry, regionSwitchQuery} from '../../region/country-prompt'
import {currencyDisplayFor, currencySymbol} from '../../region/currency'
import type {SiteCountry} from '../../region/types'
import {useSite} from '../../site/site-context'
import {GlobeIcon} from '../icons'
import {languageName, localeForSite, regionSwitchUrl} from './region-switch'

const messages = defineMessages({
    legend: {id: 'region.legend', defaultMessage: 'Region and language'},
    region: {id: 'region.region', defaultMessage: 'Region'},
    language: {id: 'region.language', defaultMessage: 'Language'},
    submit: {id: 'region.submit', defaultMessage: 'Update'},
    gb: {id: 'region.gb', defaultMessage: 'United Kingdom'},
    us: {id: 'region.us', defaultMessage: 'United States'},
    eu: {id: 'region.eu', defaultMessage: 'European Union'},
    // The AU site also serves New Zealand (spec 001 §3.2).
    au: {id: 'region.au', defaultMessage: 'Australia & New Zealand'}
})

const REGION_NAMES: Record<string, MessageDescriptor> = {
    gb: messages.gb,
    us: messages.us,
    eu: messages.eu,
    au: messages.au
}

/**
 * Region and language choice (GB, US, EU, AU; a language where the site has several). Switching loads the
 * same page on the chosen site with a full page load, since site, currency and session change together. The
 * switch names the shopper's country (glCountry, glCurrency) and saves it in the country cookie: a cookie
 * left naming the old site's country would otherwise send the shopper straight back (issue #9).
 */
const fullPageLoad = (url: string) => window.location.assign(url)

export const RegionSelector = ({navigate = fullPageLoad}: {navigate?: (url: string) => void}) => {
    const intl = useIntl()
    const {config, site, locale} = useSite()
    const location = useLocation()
    const id = useId()
    const [siteId, setSiteId] = useState(site.id)
    const chosenSite = config.app.sites.find((candidate) => candidate.id === siteId) ?? site
    const [localeId, setLocaleId] = useState(locale.id)
    const chosenLocale = localeForSite(chosenSite, localeId)

    const currencyLabel = (currency: string, localeOfSite: string) => {
        if (currencyDisplayFor(currency) === 'code') return currency
        return `${currencySymbol(currency, localeOfSite)} ${currency}`
    }

    const onSubmit = (event: FormEvent) => {
        event.preventDefault()
        const entry = regionSwitchEntry(readCountryCookie(), chosenSite.country as SiteCountry)
        writeCountryCookie(entry.countryCode)
        const search = regionSwitchQuery(location.search, entry)
        navigate(regionSwitchUrl({pathname: location.pathname, search}, chosenSite, chosenLocale, config))
    }

    return (
        <Flex
            as="form"
            aria-label={intl.formatMessage(messages.legend)}
            onSubmit={onSubmit}
            gap={3}
            align="flex-end"
            wrap="wrap"
        >
            <GlobeIcon boxSize="22px" mb="9px" color="text.secondary" display={{base: 'none', md: 'block'}} />
            <FormControl w={{base: 'full', md: 'auto'}} minW="220px">
                <FormLabel htmlFor={`${id}-site`} textStyle="label" fontSize="2xs" mb={1}>
                    {intl.formatMessage(messages.region)}
                </FormLabel>
                <Select
                    id={`${id}-site`}
                    size="sm"
                    value={chosenSite.id}
                    onChange={(event) => setSiteId(event.target.value)}
                >
                    {config.app.sites.map((candidate) => {
                        const name = REGION_NAMES[candidate.alias]
                        const label = name ? intl.formatMessage(name) : candidate.alias.toUpperCase()
                        const money = currencyLabel(
                            candidate.l10n.defaultCurrency,
                            candidate.l10n.defaultLocale
                        )
                        return (
                            <option key={candidate.id} value={candidate.id}>
                                {`${label} (${money})`}
                            </option>
                        )
                    })}
                </Select>
            </FormControl>
            {chosenSite.l10n.supportedLocales.length > 1 ? (
                <FormControl w="auto" flex={{base: 1, md: 'none'}} minW="150px">
                    <FormLabel htmlFor={`${id}-locale`} textStyle="label" fontSize="2xs" mb={1}>
                        {intl.formatMessage(messages.language)}
                    </FormLabel>
                    <Select
                        id={`${id}-locale`}
                        size="sm"
                        value={chosenLocale.id}
                        onChange={(event) => setLocaleId(event.target.value)}
                    >
                        {chosenSite.l10n.supportedLocales.map((candidate) => (
                            <option key={candidate.id} value={candidate.id} lang={candidate.id}>
                                {languageName(candidate.id)}
                            </option>
                        ))}
                    </Select>
                </FormControl>
            ) : null}
            <Button type="submit" variant="secondary" size="sm" h="40px" px={5}>
                {intl.formatMessage(messages.submit)}
            </Button>
        </Flex>
    )
}
