import {Box, Heading, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {Carousel} from '../../../components/carousel'
import {ResponsiveImage} from '../../../components/image'
import {ContentLink} from '../../links/content-link'
import type {ActivityCarousel} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'

const messages = defineMessages({
    label: {id: 'content.activityCarousel.label', defaultMessage: 'Activities'}
})

const SLIDES = {base: 1.6, md: 3, lg: 4}

/** Image links to activities (yoga, running…) in a carousel. */
const ActivityCarouselBlock = ({item}: BlockProps<ActivityCarousel>) => {
    const intl = useIntl()
    const items = (item.items ?? []).filter((entry) => entry?.url && entry.title && entry.image)
    if (!items.length) return null
    const header = item.header ? (
        <Heading as="h2" fontSize={{base: '2xl', md: '3xl'}} fontWeight={700} textTransform="uppercase">
            {item.header}
        </Heading>
    ) : undefined
    return (
        <BlockSection px={GUTTER} mb={{base: 10, md: 16}}>
            <Carousel
                label={item.header || intl.formatMessage(messages.label)}
                header={header}
                slidesPerView={SLIDES}
                bleed={GUTTER.base}
                autoScroll={item.autoScroll}
            >
                {items.map((entry, index) => (
                    <ContentLink
                        key={`${entry.url}-${index}`}
                        href={entry.url}
                        display="block"
                        _hover={{textDecoration: 'none'}}
                    >
                        <ResponsiveImage
                            source={entry.image}
                            alt={entry.imageAltText ?? ''}
                            ratio={3 / 4}
                            sizes="(min-width: 1113px) 25vw, (min-width: 768px) 33vw, 60vw"
                            widths={[240, 320, 480, 640, 800]}
                        />
                        <Box pt={3}>
                            <Text fontWeight={700} textTransform="uppercase" letterSpacing="0.02em">
                                {entry.title}
                            </Text>
                        </Box>
                    </ContentLink>
                ))}
            </Carousel>
        </BlockSection>
    )
}

export default ActivityCarouselBlock
