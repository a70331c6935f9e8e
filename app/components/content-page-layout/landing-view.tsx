import {Box, Stack} from '@chakra-ui/react'
import {RichText} from '../../content/html/rich-text'
import type {LandingPage} from '../../content/model'
import {ContentBlocks} from '../../content/render'
import {PageHead} from '../seo/page-head'
import {PAGE_GUTTER} from './content-page-view'
import {pageTitle, textField} from './page-title'
import {RegionlessCanonical} from './regionless-canonical'

/** Spec 001 §9: "landing max width 1440px". */
export const LANDING_MAX_WIDTH = '1440px'

/**
 * A campaign landing page (spec 001 §2.5): a canonical link without the region prefix, then the CMS HTML in
 * a centred column of at most 1440px, then its recommendation carousels (spec 001 §4.5), which load their
 * products when they come into view.
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
            <ContentBlocks items={page.components} />
        </Stack>
    </Box>
)
