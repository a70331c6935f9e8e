import type {ReactNode} from 'react'
import {Box, Heading, Stack} from '@chakra-ui/react'
import {useLocation} from 'react-router-dom'
import {RichText} from '../../content/html/rich-text'
import type {ContentPage} from '../../content/model'
import {ContentBlocks} from '../../content/render'
import {withoutRegionPrefix} from '../../region/page-type'
import {Breadcrumbs} from '../breadcrumbs'
import {PageHead} from '../seo/page-head'
import {pageTitle, textField} from './page-title'
import {ReturnsTabs} from './returns-tabs'

export interface ContentPageViewProps {
    page: ContentPage
    noindex?: boolean
    /** Rendered after the header (the gallery page puts its grid here). */
    children?: ReactNode
}

/** The header column: narrow enough for comfortable reading, centred in the page. */
export const READING_WIDTH = 'container.md'
export const PAGE_GUTTER = {base: 5, md: 10}

/**
 * A CMS content page (spec 001 §2.5 fields pageTitle, pageDescription, pageHeader, pageHeaderCopy, tabs,
 * tabContent): breadcrumbs, the header and its HTML introduction, country tabs when the page has them, then
 * its blocks in order.
 */
export const ContentPageView = ({page, noindex, children}: ContentPageViewProps) => {
    const {pathname} = useLocation()
    const header = textField(page.pageHeader) ?? pageTitle(page.pageTitle)
    const tabs = Array.isArray(page.tabs) ? page.tabs : []
    return (
        <Box pb={{base: 12, md: 20}}>
            <PageHead
                title={pageTitle(page.pageTitle) ?? header}
                description={textField(page.pageDescription)}
                noindex={noindex}
            />
            <Box maxW="shell" mx="auto" px={PAGE_GUTTER} pt={{base: 4, md: 6}}>
                <Breadcrumbs items={header ? [{label: header, path: withoutRegionPrefix(pathname)}] : []} />
            </Box>
            <Stack
                as="header"
                spacing={5}
                maxW={READING_WIDTH}
                mx="auto"
                px={PAGE_GUTTER}
                pt={{base: 8, md: 12}}
                pb={{base: 6, md: 10}}
                textAlign="center"
            >
                {header ? (
                    <Heading as="h1" size="xl">
                        {header}
                    </Heading>
                ) : null}
                <RichText html={textField(page.pageHeaderCopy)} color="text.secondary" />
            </Stack>
            {tabs.length ? (
                <Box maxW={READING_WIDTH} mx="auto" px={PAGE_GUTTER} pb={{base: 8, md: 12}}>
                    <ReturnsTabs tabs={tabs} />
                </Box>
            ) : null}
            {children}
            <Stack spacing={{base: 10, md: 14}}>
                <ContentBlocks items={page.tabContent} />
            </Stack>
        </Box>
    )
}
