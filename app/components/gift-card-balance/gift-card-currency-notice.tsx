import {Box, Link, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {siteForCurrency} from '../../rules/basket'
import {buildUrl} from '../../site/resolve-site'
import {useSite} from '../../site/site-context'

const messages = defineMessages({
    otherCurrency: {
        id: 'giftCard.otherCurrency',
        defaultMessage:
            'This gift card is in {cardCurrency} and this site charges in {siteCurrency}, so it can’t be used here.',
        description:
            'Shown with a gift card balance in another currency than the site’s (e.g. a GBP card on /au)'
    },
    shopIn: {
        id: 'giftCard.shopInCurrency',
        defaultMessage: 'Spend it on our {currency} site',
        description:
            'Link to the site whose prices are in the gift card’s currency; {currency} is its code (GBP)'
    }
})

/**
 * Says up front that a gift card cannot pay here because its currency is not the site's, and links to the site
 * where it can (instead of offering to shop or apply it). A plain link: going to another site is a full page
 * load, and the storefront's own links would keep the shopper on this site.
 */
export const GiftCardCurrencyNotice = ({cardCurrency}: {cardCurrency: string}) => {
    const intl = useIntl()
    const {config, site, locale, currency} = useSite()
    const target = siteForCurrency(config.app.sites, cardCurrency)
    const targetLocale =
        target?.l10n.supportedLocales.find((entry) => entry.id === locale.id) ??
        target?.l10n.supportedLocales.find((entry) => entry.id === target.l10n.defaultLocale)
    return (
        <Box
            role="status"
            borderLeft="3px solid"
            borderColor="text.error"
            pl={4}
            py={1}
            data-testid="gift-card-currency"
        >
            <Text fontSize="sm">
                {intl.formatMessage(messages.otherCurrency, {
                    cardCurrency: cardCurrency.toUpperCase(),
                    siteCurrency: currency
                })}
            </Text>
            {target && targetLocale && target.id !== site.id ? (
                <Link
                    href={buildUrl('/', target, targetLocale, config)}
                    fontSize="sm"
                    display="inline-block"
                    mt={2}
                    textDecoration="underline"
                >
                    {intl.formatMessage(messages.shopIn, {currency: cardCurrency.toUpperCase()})}
                </Link>
            ) : null}
        </Box>
    )
}
