import {Box, Heading} from '@chakra-ui/react'
import {ContentLink} from '../../links/content-link'
import type {StackedLinks} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'

/** A column of large text links (category landing pages). */
const StackedLinksBlock = ({item}: BlockProps<StackedLinks>) => {
    const links = (item.links ?? []).filter((link) => link?.text && link.url)
    if (!links.length) return null
    return (
        <BlockSection px={GUTTER} mb={{base: 10, md: 14}}>
            {item.header && (
                <Heading
                    as="h2"
                    fontSize={{base: 'xl', md: '2xl'}}
                    fontWeight={700}
                    textTransform="uppercase"
                    mb={4}
                >
                    {item.header}
                </Heading>
            )}
            <Box as="ul" listStyleType="none" borderTop="1px solid" borderColor="border.subtle">
                {links.map((link, index) => (
                    <Box
                        as="li"
                        key={`${link.url}-${index}`}
                        borderBottom="1px solid"
                        borderColor="border.subtle"
                    >
                        <ContentLink
                            href={link.url}
                            display="block"
                            py={4}
                            fontFamily="heading"
                            fontSize={{base: 'xl', md: '3xl'}}
                            fontWeight={700}
                            textTransform="uppercase"
                            letterSpacing="-0.01em"
                            _hover={{textDecoration: 'none', pl: 2}}
                            transition="padding 0.2s ease"
                        >
                            {link.text}
                        </ContentLink>
                    </Box>
                ))}
            </Box>
        </BlockSection>
    )
}

export default StackedLinksBlock
