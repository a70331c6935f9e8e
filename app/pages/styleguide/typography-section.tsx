import {Box, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {fontSizes, textStyles} from '../../theme/foundations/typography'
import {GuideSection, SubHeading} from './guide-section'
import {styleguideMessages as messages} from './messages'

const HEADING_SIZES = ['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs', 'label'] as const

/** Heading sizes, text styles and the raw type scale, each labelled with its token name. */
export const TypographySection = () => {
    const intl = useIntl()
    const sample = intl.formatMessage(messages.sample)
    return (
        <GuideSection id="typography" title={intl.formatMessage(messages.typography)}>
            <SubHeading>{intl.formatMessage(messages.headings)}</SubHeading>
            <Stack spacing={6}>
                {HEADING_SIZES.map((size) => (
                    <Box key={size}>
                        <Text fontFamily="mono" fontSize="xs" color="text.muted">
                            {`Heading size="${size}"`}
                        </Text>
                        <Heading as="p" size={size}>
                            {sample}
                        </Heading>
                    </Box>
                ))}
            </Stack>
            <SubHeading>{intl.formatMessage(messages.textStyles)}</SubHeading>
            <Stack spacing={5}>
                {Object.keys(textStyles).map((style) => (
                    <Box key={style}>
                        <Text fontFamily="mono" fontSize="xs" color="text.muted">
                            {`textStyle="${style}"`}
                        </Text>
                        <Text textStyle={style}>{intl.formatMessage(messages.bodySample)}</Text>
                    </Box>
                ))}
            </Stack>
            <SubHeading>{intl.formatMessage(messages.scale)}</SubHeading>
            <Stack spacing={2}>
                {Object.entries(fontSizes).map(([name, value]) => (
                    <Text key={name} fontSize={name} noOfLines={1}>
                        <Text as="span" fontFamily="mono" fontSize="xs" color="text.muted" me={3}>
                            {intl.formatMessage(messages.token, {name, value})}
                        </Text>
                        {sample}
                    </Text>
                ))}
            </Stack>
        </GuideSection>
    )
}
