import {SimpleGrid, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {SCHEMAS} from '../../content/model/schemas'
import {ContentBlock} from '../../content/render'
import {BREAKPOINT_PX, LAYOUT} from '../../theme'
import {breakpoints} from '../../theme/foundations/layout'
import {GuideSection} from './guide-section'
import {styleguideMessages as messages} from './messages'

const meta = (schema: string, name: string) => ({schema, name, deliveryId: `styleguide-${name}`})

/** A few CMS blocks rendered through the block registry with sample content, plus the layout constants. */
export const BlocksSection = () => {
    const intl = useIntl()
    const copy = {
        _meta: meta(SCHEMAS.genericCopy, 'generic-copy'),
        header: intl.formatMessage(messages.blockHeader),
        paragraph: `<p>${intl.formatMessage(messages.blockCopy)}</p>`,
        displayOptions: {width: 'medium', alignment: 'centre'}
    }
    const accordion = {
        _meta: meta(SCHEMAS.accordion, 'accordion'),
        title: intl.formatMessage(messages.accordionTitle),
        markdown: intl.formatMessage(messages.accordionBody),
        openByDefault: true
    }
    return (
        <>
            <GuideSection id="blocks" title={intl.formatMessage(messages.blocks)}>
                <Stack spacing={10}>
                    <ContentBlock item={copy} />
                    <ContentBlock item={accordion} />
                </Stack>
            </GuideSection>
            <GuideSection id="layout" title={intl.formatMessage(messages.layout)}>
                <SimpleGrid columns={{base: 1, md: 2}} spacing={2} fontFamily="mono" fontSize="sm">
                    {Object.entries(breakpoints).map(([name, value]) => (
                        <Text key={name}>{intl.formatMessage(messages.breakpoint, {name, value})}</Text>
                    ))}
                    {Object.entries({...LAYOUT, mdPx: BREAKPOINT_PX.md, lgPx: BREAKPOINT_PX.lg}).map(
                        ([name, value]) => (
                            <Text key={name}>
                                {intl.formatMessage(messages.token, {name, value: String(value)})}
                            </Text>
                        )
                    )}
                </SimpleGrid>
            </GuideSection>
        </>
    )
}
