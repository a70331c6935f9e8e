import {useId} from 'react'
import {Box, Heading, Stack, Text, chakra} from '@chakra-ui/react'
import {markdownToHtml} from '../../html/markdown'
import {RichText} from '../../html/rich-text'
import type {Accordion} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'
import {ACCORDION_FADE_MS, useFadingToggle} from './use-fading-toggle'

const listHtml = (items: string[] | undefined) =>
    `<ul>${(items ?? []).map((entry) => `<li>${entry}</li>`).join('')}</ul>`

const Plus = ({open}: {open: boolean}) => (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M0 7h14" stroke="currentColor" strokeWidth="1.5" />
        {!open && <path d="M7 0v14" stroke="currentColor" strokeWidth="1.5" />}
    </svg>
)

/** A titled panel with Markdown or grouped bullet lists, open by default when the editor says so. */
const AccordionBlock = ({item}: BlockProps<Accordion>) => {
    const {open, closing, toggle} = useFadingToggle(Boolean(item.openByDefault))
    const panelId = useId()
    const groups = (item.listItems ?? []).filter((group) => group?.listItems?.length)
    if (!item.title) return null
    return (
        <BlockSection anchorID={item.anchorID} px={GUTTER} mb={{base: 2, md: 4}}>
            <Box maxW="880px" mx="auto" borderBottom="1px solid" borderColor="border.subtle">
                <Heading as="h3" fontSize="md" m={0}>
                    <chakra.button
                        type="button"
                        display="flex"
                        w="100%"
                        alignItems="center"
                        justifyContent="space-between"
                        gap={4}
                        py={5}
                        textAlign="left"
                        fontWeight={600}
                        aria-expanded={open && !closing}
                        aria-controls={panelId}
                        onClick={toggle}
                    >
                        <span>
                            {item.title}
                            {item.subTitle && (
                                <Text
                                    as="span"
                                    display="block"
                                    fontWeight={400}
                                    fontSize="sm"
                                    color="text.muted"
                                    mt={1}
                                >
                                    {item.subTitle}
                                </Text>
                            )}
                        </span>
                        <Plus open={open && !closing} />
                    </chakra.button>
                </Heading>
                <Box
                    id={panelId}
                    hidden={!open}
                    opacity={closing ? 0 : 1}
                    transition={`opacity ${ACCORDION_FADE_MS}ms ease`}
                    pb={open ? 6 : 0}
                >
                    {groups.length > 0 ? (
                        <Stack spacing={5}>
                            {groups.map((group, index) => (
                                <Box key={index}>
                                    <Text fontWeight={600} mb={2}>
                                        {group.listItemTitle}
                                    </Text>
                                    <RichText html={listHtml(group.listItems)} fontSize="sm" />
                                </Box>
                            ))}
                        </Stack>
                    ) : (
                        <RichText html={markdownToHtml(item.markdown)} fontSize="sm" />
                    )}
                </Box>
            </Box>
        </BlockSection>
    )
}

export default AccordionBlock
