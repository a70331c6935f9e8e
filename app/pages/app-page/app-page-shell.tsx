import type {ReactNode} from 'react'
import {Box, Heading} from '@chakra-ui/react'
import {PageHead} from '../../components/seo/page-head'

/**
 * The frame of a page the app opens in its web view: a plain, narrow column with one heading. These pages are
 * part of the app, not of the site, so search engines are kept out.
 */
export const AppPageShell = ({title, children}: {title: string; children: ReactNode}) => (
    <Box maxW="container.sm" mx="auto" px={5} pt={{base: 8, md: 12}} pb={{base: 12, md: 16}}>
        <PageHead title={title} noindex />
        <Heading as="h1" size="lg" mb={6}>
            {title}
        </Heading>
        {children}
    </Box>
)
