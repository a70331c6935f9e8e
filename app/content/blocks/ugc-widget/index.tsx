import {Heading} from '@chakra-ui/react'
import {UgcEmbed} from '../../../integrations/ugc/ugc-embed'
import type {UgcWidget} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'

/**
 * The user-generated-content widget (spec 001 §2.6): the community's photos from the UGC provider's
 * storytelling carousel, or its gallery for a grid layout, loaded only with social media consent.
 */
const UgcWidgetBlock = ({item}: BlockProps<UgcWidget>) => {
    if (!item.galleryId) return null
    return (
        <BlockSection px={GUTTER} py={{base: 6, md: 10}}>
            {item.title ? (
                <Heading
                    as="h2"
                    fontSize={{base: 'xl', md: '2xl'}}
                    fontWeight={600}
                    letterSpacing="tight"
                    mb={5}
                >
                    {item.title}
                </Heading>
            ) : null}
            <UgcEmbed
                kind={item.layout === 'grid' ? 'gallery' : 'stories'}
                galleryId={item.galleryId}
                productId={item.productId}
            />
        </BlockSection>
    )
}

export default UgcWidgetBlock
