import {Box, Flex, Grid, Heading, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {Footer as FooterContent} from '../../content/model/footer'
import {useContentByKey} from '../../content/use-content'
import {HydrateLater} from '../../hydration/hydrate-later'
import {useSite} from '../../site/site-context'
import {SHELL_CONTENT, siteContentKey} from '../_app/content-keys'
import {Link} from '../link'
import {Wordmark} from '../logo'
import {RegionSelector} from '../region-selector'
import {FooterGroup} from './footer-group'
import {footerMessages as messages} from './messages'
import {SocialLinks} from './social-links'
import {useFooterGroups} from './use-footer-groups'

/**
 * The site footer: the CMS newsletter invitation and link groups (columns on tablet and desktop, 'Help' and
 * 'Information' collapsible on mobile), social links, the region and language selector, and the copyright.
 * The CMS item loads during SSR; without it the spec's required links still render.
 */
export const Footer = () => {
    const intl = useIntl()
    const {site, config} = useSite()
    const {data: footer} = useContentByKey<FooterContent & {[field: string]: unknown}>(
        siteContentKey(SHELL_CONTENT.footer, site, config)
    )
    const groups = useFooterGroups(footer)
    const newsletter = footer?.newsletter
    return (
        <Box
            as="footer"
            bg="bg.subtle"
            mt={{base: 16, lg: 24}}
            borderTop="1px solid"
            borderColor="border.subtle"
            // Below the first screen on every page: styled, laid out and painted when the shopper nears it, at
            // its usual height (phone 785px, desktop 714px) until then.
            sx={{contentVisibility: 'auto', containIntrinsicSize: {base: 'auto 785px', lg: 'auto 714px'}}}
        >
            <Box maxW="shell" mx="auto" px={{base: 6, md: 8, lg: 10}} pt={{base: 12, lg: 16}} pb={8}>
                <Grid
                    templateColumns={{base: '1fr', md: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr'}}
                    columnGap={{md: 10, lg: 16}}
                    rowGap={{base: 0, md: 12}}
                >
                    <Box gridColumn={{md: '1 / -1', lg: 'auto'}} maxW="420px" mb={{base: 10, md: 0}}>
                        <Wordmark h="20px" w="auto" mb={6} />
                        {newsletter ? (
                            <>
                                <Heading as="h2" size="md" mb={3}>
                                    {newsletter.header}
                                </Heading>
                                <Text fontSize="sm" color="text.secondary" mb={6}>
                                    {newsletter.copy}
                                </Text>
                                <Link
                                    href={`/${newsletter.signUpKey.replace(/^\//, '')}`}
                                    display="inline-flex"
                                    alignItems="center"
                                    justifyContent="center"
                                    h="44px"
                                    px={8}
                                    maxW="cta"
                                    bg="brand.ink"
                                    color="text.inverse"
                                    textStyle="label"
                                    _hover={{bg: 'grey.800', textDecoration: 'none'}}
                                >
                                    {intl.formatMessage(messages.newsletterCta)}
                                </Link>
                            </>
                        ) : null}
                    </Box>
                    <Box
                        display={{base: 'block', md: 'contents'}}
                        borderTop={{base: '1px solid', md: 'none'}}
                        borderColor="border.subtle"
                    >
                        {groups.map((group) => (
                            // Below every page's fold: its links and toggles come alive after hydration.
                            <HydrateLater key={group.group}>
                                <FooterGroup group={group} />
                            </HydrateLater>
                        ))}
                    </Box>
                </Grid>
                {footer?.socialLinks?.length ? (
                    <Box mt={{base: 10, lg: 14}}>
                        <Text as="h2" textStyle="label" mb={2}>
                            {intl.formatMessage(messages.social)}
                        </Text>
                        <SocialLinks links={footer.socialLinks} />
                    </Box>
                ) : null}
                <Flex
                    mt={{base: 10, lg: 14}}
                    pt={8}
                    borderTop="1px solid"
                    borderColor="border.subtle"
                    direction={{base: 'column', lg: 'row'}}
                    justify="space-between"
                    align={{base: 'flex-start', lg: 'flex-end'}}
                    gap={8}
                >
                    <RegionSelector />
                    <Text fontSize="xs" color="text.muted">
                        {footer?.copyright ||
                            intl.formatMessage(messages.copyright, {year: new Date().getFullYear()})}
                    </Text>
                </Flex>
            </Box>
        </Box>
    )
}
