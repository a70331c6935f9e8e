import {Box, Heading} from '@chakra-ui/react'
import {useLocation} from 'react-router-dom'
import {RichText} from '../../content/html/rich-text'
import type {CmsEntry} from '../../content/model'
import {withoutRegionPrefix} from '../../region/page-type'
import {Breadcrumbs} from '../breadcrumbs'
import {PageHead} from '../seo/page-head'
import {PAGE_GUTTER, READING_WIDTH} from './content-page-view'
import {pageTitle, textField} from './page-title'

/** The entry's HTML usually opens with its own h1; the page adds one only when it has none. */
const hasHeading = (html: string | undefined) => Boolean(html && /<h1[\s>]/i.test(html))

/** "CMS entry keyed by path: content with an html field" (spec 001 §3.3): placeholder pages such as /careers. */
export const CmsEntryView = ({entry, noindex}: {entry: CmsEntry; noindex?: boolean}) => {
    const {pathname} = useLocation()
    const title = pageTitle(entry.title)
    const html = textField(entry.html)
    return (
        <Box pb={{base: 12, md: 20}}>
            <PageHead title={title} noindex={noindex} />
            <Box maxW="shell" mx="auto" px={PAGE_GUTTER} pt={{base: 4, md: 6}}>
                <Breadcrumbs items={title ? [{label: title, path: withoutRegionPrefix(pathname)}] : []} />
            </Box>
            <Box maxW={READING_WIDTH} mx="auto" px={PAGE_GUTTER} pt={{base: 8, md: 12}}>
                {!hasHeading(html) && title ? (
                    <Heading as="h1" size="xl" mb={6}>
                        {title}
                    </Heading>
                ) : null}
                <RichText
                    html={html}
                    sx={{h1: {fontSize: ['3xl', '4xl', '5xl'], mb: '0.5em'}, table: {width: '100%'}}}
                />
            </Box>
        </Box>
    )
}
