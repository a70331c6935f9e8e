import {Box, Stack} from '@chakra-ui/react'
import {RichText} from '../../content/html/rich-text'
import type {LandingPage} from '../../content/model'
import {SCHEMAS} from '../../content/model/schemas'
import {blockFor} from '../../content/registry'
import {ContentBlocks} from '../../content/render'
import {PageHead} from '../seo/page-head'
import {PAGE_GUTTER} from './content-page-view'
import {pageTitle, textField} from './page-title'
import {RegionlessCanonical} from './regionless-canonical'

/** Spec 001 §9: "landing max width 1440px". */
export const LANDING_MAX_WIDTH = '1440px'

const schemaOf = (item: unknown) => (item as {_meta?: {schema?: string}} | null)?._meta?.schema

/**
 * Recommendation carousels come from the personalisation service; until the block registry has a renderer
 * for them they are left out rather than shown as bare text (personalisation failures are silent, spec §8).
 */
export const renderableComponents = (components: unknown): unknown[] =>
    (Array.isArray(components) ? components : []).filter(
        (item) => schemaOf(item) !== SCHEMAS.recommendationCarousel || Boolean(blockFor(schemaOf(item)))
    )

/**
 * A campaign landing page (spec 001 §2.5): a canonical link without the region prefix, then the CMS HTML in
 * a centred column of at most 1440px, then any carousels the page lists.
 */
export const LandingView = ({page, noindex}: {page: LandingPage; noindex?: boolean}) => (
    <Box pb={{base: 12, md: 20}}>
        <PageHead
            title={pageTitle(page.seoTitle)}
            description={textField(page.seoDescription)}
            noindex={noindex}
        />
        <RegionlessCanonical />
        <Box
            maxW={LANDING_MAX_WIDTH}
            mx="auto"
            px={PAGE_GUTTER}
            pt={{base: 10, md: 16}}
            data-testid="landing-content"
        >
            <RichText
                html={textField(page.html)}
                sx={{
                    maxW: '960px',
                    mx: 'auto',
                    textAlign: 'center',
                    h1: {fontSize: ['4xl', '5xl', '6xl'], letterSpacing: '-0.03em', mb: '0.4em'},
                    p: {fontSize: ['md', 'lg'], color: 'text.secondary'},
                    'ul, ol': {display: 'inline-block', textAlign: 'start'}
                }}
            />
        </Box>
        <Stack spacing={{base: 10, md: 14}} mt={{base: 10, md: 16}}>
            <ContentBlocks items={renderableComponents(page.components)} />
        </Stack>
    </Box>
)
