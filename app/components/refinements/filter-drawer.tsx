import {
    Accordion,
    AccordionButton,
    AccordionIcon,
    AccordionItem,
    AccordionPanel,
    Box,
    Button,
    Drawer,
    DrawerBody,
    DrawerCloseButton,
    DrawerContent,
    DrawerFooter,
    DrawerHeader,
    DrawerOverlay,
    HStack,
    Text
} from '@chakra-ui/react'
import type {RefObject} from 'react'
import {useIntl} from 'react-intl'
import {refinementMessages} from './messages'
import type {RefinementGroup, SelectedChip} from './refinement-model'
import {RefinementValues} from './refinement-values'
import {SelectedChips} from './selected-chips'

export interface FilterDrawerProps {
    isOpen: boolean
    onClose: () => void
    groups: RefinementGroup[]
    chips: SelectedChip[]
    total: number
    isUpdating?: boolean
    onToggle: (attributeId: string, value: string) => void
    onClearAll: () => void
    /** Focus returns here when the drawer closes (the Filter button). */
    finalFocusRef?: RefObject<HTMLElement>
}

/**
 * Mobile and tablet filters: a drawer of accordions. Every choice applies at once (the URL changes behind the
 * drawer), so 'Show N results' always states what closing it will show. The drawer traps focus while open and
 * returns it to the Filter button when it closes.
 */
const FilterDrawer = ({
    isOpen,
    onClose,
    groups,
    chips,
    total,
    isUpdating,
    onToggle,
    onClearAll,
    finalFocusRef
}: FilterDrawerProps) => {
    const intl = useIntl()
    const openByDefault = groups
        .map((group, index) => (group.selected.length ? index : -1))
        .filter((index) => index >= 0)
    return (
        <Drawer isOpen={isOpen} onClose={onClose} placement="right" size="sm" finalFocusRef={finalFocusRef}>
            <DrawerOverlay />
            <DrawerContent aria-label={intl.formatMessage(refinementMessages.drawerTitle)}>
                <DrawerCloseButton aria-label={intl.formatMessage(refinementMessages.close)} top={4} />
                <DrawerHeader
                    borderBottom="1px solid"
                    borderColor="border.subtle"
                    fontSize="md"
                    textTransform="uppercase"
                    letterSpacing="wider"
                >
                    {intl.formatMessage(refinementMessages.drawerTitle)}
                </DrawerHeader>
                <DrawerBody px={5} py={4}>
                    <Box mb={chips.length ? 4 : 0}>
                        <SelectedChips chips={chips} onRemove={onToggle} onClearAll={onClearAll} />
                    </Box>
                    <Accordion allowMultiple defaultIndex={openByDefault}>
                        {groups.map((group) => (
                            <AccordionItem key={group.attributeId} borderColor="border.subtle">
                                <h3>
                                    <AccordionButton px={0} py={4} _hover={{bg: 'transparent'}}>
                                        <Text flex="1" textAlign="start" fontSize="sm" fontWeight={600}>
                                            {group.label}
                                            {group.selected.length > 0 && (
                                                <Text as="span" ms={2} fontWeight={400} color="text.muted">
                                                    ({group.selected.length})
                                                </Text>
                                            )}
                                        </Text>
                                        <AccordionIcon />
                                    </AccordionButton>
                                </h3>
                                <AccordionPanel px={0} pt={0} pb={4}>
                                    <Box role="group" aria-label={group.label}>
                                        <RefinementValues group={group} onToggle={onToggle} />
                                    </Box>
                                </AccordionPanel>
                            </AccordionItem>
                        ))}
                    </Accordion>
                </DrawerBody>
                <DrawerFooter borderTop="1px solid" borderColor="border.subtle" px={5}>
                    <HStack w="full" spacing={3}>
                        <Button
                            variant="secondary"
                            flex="1"
                            maxW="none"
                            onClick={onClearAll}
                            isDisabled={!chips.length}
                        >
                            {intl.formatMessage(refinementMessages.clearAll)}
                        </Button>
                        <Button
                            variant="primary"
                            flex="2"
                            maxW="none"
                            onClick={onClose}
                            isLoading={isUpdating}
                        >
                            {intl.formatMessage(refinementMessages.showResults, {count: total})}
                        </Button>
                    </HStack>
                </DrawerFooter>
            </DrawerContent>
        </Drawer>
    )
}

export default FilterDrawer
