import {Box, Flex, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {ResponsiveImage} from '../../../components/image'
import {useSite} from '../../../site/site-context'
import {ContentLink} from '../../links/content-link'
import type {VisualFilterCarousel} from '../../model'
import type {BlockProps} from '../../render/block-props'

type Item = VisualFilterCarousel['items'][number]

const messages = defineMessages({
    label: {id: 'content.visualFilter.label', defaultMessage: 'Shop by category'}
})

/** Spec 001 §9: roundels are 130px. */
const ROUNDEL = {base: '96px', md: '130px'}

const scrollRow = {
    as: 'ul' as const,
    listStyleType: 'none',
    overflowX: 'auto' as const,
    gap: {base: 3, md: 4},
    pb: 2,
    sx: {scrollSnapType: 'x proximity', scrollbarWidth: 'none', '&::-webkit-scrollbar': {display: 'none'}}
}

const RoundItem = ({item, current}: {item: Item; current: boolean}) => (
    <ContentLink
        href={item.vanityUrl}
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap={2}
        w={ROUNDEL}
        textAlign="center"
        _hover={{textDecoration: 'none'}}
        aria-current={current ? 'page' : undefined}
        data-label={item.dataLabel}
    >
        <Box
            w={ROUNDEL}
            h={ROUNDEL}
            borderRadius="full"
            overflow="hidden"
            position="relative"
            bg="bg.subtle"
            outline={current ? '2px solid' : 'none'}
            outlineOffset="3px"
        >
            {item.image && (
                <ResponsiveImage
                    source={item.image}
                    alt=""
                    fill
                    ratio={1}
                    sizes="130px"
                    widths={[120, 260, 400]}
                />
            )}
        </Box>
        <Text fontSize="sm" fontWeight={600} lineHeight={1.2}>
            {item.label}
        </Text>
        {item.secondLabel && (
            <Text fontSize="xs" color="text.muted" mt={-1}>
                {item.secondLabel}
            </Text>
        )}
    </ContentLink>
)

const TabItem = ({item, current}: {item: Item; current: boolean}) => (
    <ContentLink
        href={item.vanityUrl}
        display="inline-flex"
        alignItems="center"
        h="40px"
        px={5}
        border="1px solid"
        borderColor={current ? 'brand.ink' : 'border.subtle'}
        bg={current ? 'brand.ink' : 'transparent'}
        color={current ? 'brand.paper' : 'inherit'}
        fontSize="sm"
        fontWeight={500}
        whiteSpace="nowrap"
        _hover={{borderColor: 'brand.ink', textDecoration: 'none'}}
        aria-current={current ? 'page' : undefined}
        data-label={item.dataLabel}
    >
        {item.label}
    </ContentLink>
)

/** Quick links across a listing's sub-categories: round image icons or tabbed text links. */
const VisualFilterCarouselBlock = ({item}: BlockProps<VisualFilterCarousel>) => {
    const intl = useIntl()
    const {pathname} = useLocation()
    const {buildUrl} = useSite()
    const items = (item.items ?? []).filter((entry) => entry?.vanityUrl && entry.label)
    if (!items.length) return null
    const Item = item.style === 'tabs' ? TabItem : RoundItem
    return (
        <Box as="nav" aria-label={intl.formatMessage(messages.label)}>
            <Flex {...scrollRow}>
                {items.map((entry, index) => (
                    <Box
                        as="li"
                        key={`${entry.vanityUrl}-${index}`}
                        flex="0 0 auto"
                        sx={{scrollSnapAlign: 'start'}}
                    >
                        <Item item={entry} current={buildUrl(entry.vanityUrl) === pathname} />
                    </Box>
                ))}
            </Flex>
        </Box>
    )
}

export default VisualFilterCarouselBlock
