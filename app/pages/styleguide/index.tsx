import {Box, Heading, Link, Stack, Text, Wrap, WrapItem} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {PageHead} from '../../components/seo/page-head'
import {useCachePolicy} from '../../site/use-cache-policy'
import {BlocksSection} from './blocks-section'
import {ColourSection} from './colour-section'
import {ButtonSection, FormSection} from './components-section'
import {styleguideMessages as messages} from './messages'
import {TypographySection} from './typography-section'

const CHAPTERS = [
    ['typography', messages.typography],
    ['colour', messages.colours],
    ['buttons', messages.buttons],
    ['forms', messages.forms],
    ['blocks', messages.blocks],
    ['layout', messages.layout]
] as const

/**
 * Route 'styleguide' (/styleguide, unprefixed): the design guide, rendered from the live theme tokens and
 * components so it can never drift from what pages use. For the team, so never indexed.
 */
const Styleguide = () => {
    const intl = useIntl()
    useCachePolicy('content')
    const title = intl.formatMessage(messages.title)
    return (
        <Box maxW="shell" mx="auto" px={{base: 5, md: 10}} pt={{base: 10, md: 16}} pb={20}>
            <PageHead title={title} noindex canonicalPath="/styleguide" />
            <Stack spacing={4} maxW="container.md" pb={10}>
                <Heading as="h1" size="2xl">
                    {title}
                </Heading>
                <Text fontSize="lg" color="text.secondary">
                    {intl.formatMessage(messages.intro)}
                </Text>
            </Stack>
            <Box as="nav" aria-label={intl.formatMessage(messages.contents)} pb={8}>
                <Wrap as="ul" spacing={5} listStyleType="none">
                    {CHAPTERS.map(([id, label]) => (
                        <WrapItem as="li" key={id}>
                            <Link href={`#${id}`} textStyle="nav">
                                {intl.formatMessage(label)}
                            </Link>
                        </WrapItem>
                    ))}
                </Wrap>
            </Box>
            <TypographySection />
            <ColourSection />
            <ButtonSection />
            <FormSection />
            <BlocksSection />
        </Box>
    )
}

export default Styleguide
