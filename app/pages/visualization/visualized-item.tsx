import {Box, Stack} from '@chakra-ui/react'
import {PageBody} from '../../components/content-page-layout'
import {SignUpForm} from '../../components/sign-up-form'
import type {ContentJson} from '../../content/content-types'
import type {SignUpForm as SignUpFormModel} from '../../content/model'
import {SCHEMAS} from '../../content/model/schemas'
import {ContentBlock, ContentBlocks} from '../../content/render'

const PAGE_SCHEMAS: string[] = [SCHEMAS.contentPage, SCHEMAS.landingPage, SCHEMAS.cmsEntry]

/** Any content item as it would appear on the site: pages with their layout, forms as forms, blocks alone. */
export const VisualizedItem = ({item}: {item: ContentJson}) => {
    const schema = item._meta?.schema ?? ''
    if (PAGE_SCHEMAS.includes(schema)) return <PageBody item={item} noindex />
    if (schema === SCHEMAS.homePage)
        return (
            <Stack spacing={{base: 10, md: 14}}>
                <ContentBlocks items={Array.isArray(item.components) ? item.components : []} />
            </Stack>
        )
    if (schema === SCHEMAS.signUpForm)
        return (
            <Box maxW="480px" mx="auto" px={5} py={12}>
                <SignUpForm form={item as unknown as SignUpFormModel} />
            </Box>
        )
    return (
        <Box py={{base: 8, md: 12}}>
            <ContentBlock item={item} />
        </Box>
    )
}
