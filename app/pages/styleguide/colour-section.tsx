import {Box, SimpleGrid, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {palette, semanticTokens} from '../../theme/foundations/colors'
import {GuideSection, SubHeading} from './guide-section'
import {styleguideMessages as messages} from './messages'

/** Flattens the palette ('grey.500') so every swatch is labelled with the name code uses. */
const flatten = (entries: Record<string, unknown>, prefix = ''): [string, string][] =>
    Object.entries(entries).flatMap(([name, value]) =>
        typeof value === 'string'
            ? [[prefix + name, value] as [string, string]]
            : flatten(value as Record<string, unknown>, `${prefix}${name}.`)
    )

const Swatch = ({name, value}: {name: string; value: string}) => (
    <Box as="li" listStyleType="none">
        <Box h="64px" bg={value} border="1px solid" borderColor="border.subtle" />
        <Text mt={2} fontSize="sm" fontWeight="medium">
            {name}
        </Text>
        <Text fontFamily="mono" fontSize="xs" color="text.secondary">
            {value}
        </Text>
    </Box>
)

/** The palette and the semantic tokens components use (text, backgrounds, borders, focus). */
export const ColourSection = () => {
    const intl = useIntl()
    return (
        <GuideSection id="colour" title={intl.formatMessage(messages.colours)}>
            <SubHeading>{intl.formatMessage(messages.palette)}</SubHeading>
            <SimpleGrid as="ul" columns={{base: 2, sm: 3, md: 5}} spacing={5}>
                {flatten(palette).map(([name, value]) => (
                    <Swatch key={name} name={name} value={value} />
                ))}
            </SimpleGrid>
            <SubHeading>{intl.formatMessage(messages.semantic)}</SubHeading>
            <SimpleGrid as="ul" columns={{base: 2, sm: 3, md: 5}} spacing={5}>
                {Object.entries(semanticTokens.colors).map(([name, value]) => (
                    <Swatch key={name} name={name} value={value} />
                ))}
            </SimpleGrid>
        </GuideSection>
    )
}
