import {Box, Heading, Stack, Text} from '@chakra-ui/react'
import {RichText} from '../../content/html/rich-text'
import type {ReturnsTab} from '../../content/model'
import {ContentBlocks} from '../../content/render'
import {textField} from './page-title'

interface SectionProps {
    title: string | undefined
    body: string | undefined
}

const Section = ({title, body}: SectionProps) =>
    title || body ? (
        <Box>
            {title ? (
                <Heading as="h3" size="sm" mb={3}>
                    {title}
                </Heading>
            ) : null}
            <RichText html={body} />
        </Box>
    ) : null

/** One country's returns text: title, subtitle, the two sections ("how to return", "refunds"), its FAQs. */
export const ReturnsTabPanel = ({tab}: {tab: ReturnsTab}) => {
    const content = tab.pageContent ?? {titleOne: '', bodyOne: ''}
    return (
        <Stack spacing={8} pt={8}>
            <Box>
                {textField(tab.title) ? (
                    <Heading as="h2" size="md">
                        {tab.title}
                    </Heading>
                ) : null}
                {textField(tab.subtitle) ? (
                    <Text mt={3} color="text.secondary">
                        {tab.subtitle}
                    </Text>
                ) : null}
            </Box>
            <Section title={textField(content.titleOne)} body={textField(content.bodyOne)} />
            <Section title={textField(content.titleTwo)} body={textField(content.bodyTwo)} />
            {Array.isArray(tab.accordians) && tab.accordians.length ? (
                <ContentBlocks items={tab.accordians} />
            ) : null}
        </Stack>
    )
}
