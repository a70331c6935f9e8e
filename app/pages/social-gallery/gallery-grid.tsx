import {Box, Heading, Text} from '@chakra-ui/react'
import {ResponsiveImage} from '../../components/image'
import {Link} from '../../components/link'
import {galleryImageSpansTwoColumns} from '../../rules/listing/listing-rules'
import type {GalleryItem} from './gallery-items'

/** Spec 001 §2.5: "margins 0 25px 50px on mobile, 0 40px 50px otherwise". */
export const GALLERY_MARGIN = {base: '0 25px 50px', md: '0 40px 50px'}

const Tile = ({item, wide}: {item: GalleryItem; wide: boolean}) => {
    const picture = (
        <ResponsiveImage
            source={item.image}
            alt={item.alt}
            ratio={wide ? 2 : 1}
            sizes={wide ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'}
        />
    )
    return (
        <Box as="li" gridColumn={wide ? 'span 2' : undefined} data-wide={wide || undefined}>
            <Box as="figure" m={0}>
                {item.url ? (
                    <Link href={item.url} display="block">
                        {picture}
                    </Link>
                ) : (
                    picture
                )}
                {item.caption ? (
                    <Text as="figcaption" mt={2} fontSize="sm" color="text.secondary">
                        {item.caption}
                    </Text>
                ) : null}
            </Box>
        </Box>
    )
}

/**
 * The community photo grid: two columns on phones, four from tablet up; every fifth photo is a wide tile
 * across two columns, which breaks the rhythm of the grid the way the brand's gallery does.
 */
export const GalleryGrid = ({
    title,
    items,
    inset = true
}: {
    title?: string
    items: GalleryItem[]
    inset?: boolean
}) => (
    <Box as="section" m={inset ? GALLERY_MARGIN : 0} aria-labelledby={title ? 'gallery-title' : undefined}>
        {title ? (
            <Heading as="h2" id="gallery-title" size="md" textAlign="center" mb={{base: 6, md: 8}}>
                {title}
            </Heading>
        ) : null}
        {items.length ? (
            <Box
                as="ul"
                listStyleType="none"
                display="grid"
                gridTemplateColumns={{base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)'}}
                gap={{base: 2, md: 4}}
                data-testid="gallery-grid"
            >
                {items.map((item, index) => (
                    <Tile
                        key={`${item.image.name}-${index}`}
                        item={item}
                        wide={galleryImageSpansTwoColumns(index)}
                    />
                ))}
            </Box>
        ) : null}
    </Box>
)
