import {Box, Heading, SimpleGrid, Text} from '@chakra-ui/react'
import {trackNavigationClick} from '../../../analytics/data-layer'
import {ResponsiveImage} from '../../../components/image'
import {ContentLink} from '../../links/content-link'
import type {NavigationImageTiles} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'

type Tile = NavigationImageTiles['tiles'][number]

const TileLink = ({tile, index}: {tile: Tile; index: number}) => (
    <ContentLink
        href={tile.url}
        display="block"
        position="relative"
        overflow="hidden"
        data-nav-tile=""
        _hover={{textDecoration: 'none'}}
        onClick={() =>
            trackNavigationClick({
                label: tile.label,
                url: tile.url,
                location: 'navigation-image-tiles',
                position: index + 1
            })
        }
    >
        <Box transition="transform 0.6s ease" sx={{'[data-nav-tile]:hover &': {transform: 'scale(1.03)'}}}>
            <ResponsiveImage
                source={tile.image}
                alt={tile.imageAltText ?? ''}
                ratio={3 / 4}
                sizes="(min-width: 1440px) 340px, (min-width: 768px) 25vw, 50vw"
                widths={[240, 320, 480, 640, 800, 1000]}
            />
        </Box>
        <Box
            position="absolute"
            inset={0}
            bgGradient="linear(to-t, blackAlpha.600 0%, transparent 45%)"
            pointerEvents="none"
        />
        <Text
            position="absolute"
            left={{base: 4, md: 6}}
            bottom={{base: 4, md: 6}}
            color="white"
            fontFamily="heading"
            fontSize={{base: 'lg', md: '2xl'}}
            fontWeight={700}
            textTransform="uppercase"
            letterSpacing="-0.01em"
            lineHeight={1}
        >
            {tile.label}
        </Text>
    </ContentLink>
)

/** Image tiles linking to activities or categories; each click is reported as a navigation menu click. */
const NavigationImageTilesBlock = ({item}: BlockProps<NavigationImageTiles>) => {
    const tiles = (item.tiles ?? []).filter((tile) => tile?.url && tile.label && tile.image)
    if (!tiles.length) return null
    return (
        <BlockSection px={GUTTER} mb={{base: 12, md: 20}}>
            {item.header && (
                <Heading
                    as="h2"
                    fontSize={{base: '2xl', md: '3xl'}}
                    fontWeight={700}
                    textTransform="uppercase"
                    letterSpacing="-0.01em"
                    mb={{base: 5, md: 8}}
                >
                    {item.header}
                </Heading>
            )}
            <SimpleGrid
                as="ul"
                listStyleType="none"
                columns={{base: 2, md: Math.min(tiles.length, 4)}}
                spacing={{base: 2, md: 4}}
            >
                {tiles.map((tile, index) => (
                    <Box as="li" key={`${tile.url}-${index}`}>
                        <TileLink tile={tile} index={index} />
                    </Box>
                ))}
            </SimpleGrid>
        </BlockSection>
    )
}

export default NavigationImageTilesBlock
