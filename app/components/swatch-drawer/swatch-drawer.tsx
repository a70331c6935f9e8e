import {useEffect, useState} from 'react'
import {
    Box,
    Button,
    Drawer,
    DrawerBody,
    DrawerCloseButton,
    DrawerContent,
    DrawerFooter,
    DrawerHeader,
    DrawerOverlay,
    Flex,
    Text,
    useDisclosure
} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {swatchRowBase} from '../../rules/product/product-display'
import {ChevronRightIcon} from '../icons'
import {productImageUrl} from '../image'
import {ColourSwatches} from '../variation-selector/colour-swatches'
import {variationMessages} from '../variation-selector/messages'
import type {VariationOption} from '../variation-selector/variation-model'

const messages = defineMessages({
    title: {id: 'swatchDrawer.title', defaultMessage: 'Choose colour'},
    confirm: {id: 'swatchDrawer.confirm', defaultMessage: 'Select colour'},
    count: {id: 'swatchDrawer.count', defaultMessage: '{count} colours'},
    close: {id: 'swatchDrawer.close', defaultMessage: 'Close'}
})

export interface SwatchDrawerProps {
    options: VariationOption[]
    selected?: string
    onSelect: (value: string) => void
    swatches: Record<string, string | undefined>
}

/**
 * Spec 001 §4.5: with more than 7 colours the swatches move into a drawer, opened from a summary button,
 * titled 'Choose colour' and confirmed with 'Select colour'. The choice inside the drawer is only a draft until
 * confirmed.
 */
export const SwatchDrawer = ({options, selected, onSelect, swatches}: SwatchDrawerProps) => {
    const intl = useIntl()
    const {isOpen, onOpen, onClose} = useDisclosure()
    const [draft, setDraft] = useState(selected)
    useEffect(() => {
        if (isOpen) setDraft(selected)
    }, [isOpen, selected])
    const current = options.find((option) => option.value === selected)
    const swatch = selected ? swatches[selected] : undefined
    const base = swatchRowBase(true)
    return (
        <Box>
            <Text fontSize="sm" fontWeight={600} mb={3}>
                {intl.formatMessage(variationMessages.colour)}
            </Text>
            <Flex
                as="button"
                type="button"
                onClick={onOpen}
                aria-haspopup="dialog"
                w="100%"
                align="center"
                gap={3}
                border="1px solid"
                borderColor="grey.300"
                px={3}
                h={`${base}px`}
                _hover={{borderColor: 'brand.ink'}}
                _focusVisible={{boxShadow: 'outline', outline: 'none'}}
            >
                <Box
                    w="32px"
                    h="32px"
                    borderRadius="full"
                    bg="brand.stone"
                    bgImage={swatch ? `url("${productImageUrl(swatch, 64)}")` : undefined}
                    bgSize="cover"
                    flexShrink={0}
                />
                <Text as="span" flex="1" textAlign="start" fontSize="sm">
                    {intl.formatMessage(variationMessages.colourValue, {name: current?.name ?? ''})}
                </Text>
                <Text as="span" fontSize="xs" color="text.secondary">
                    {intl.formatMessage(messages.count, {count: options.length})}
                </Text>
                <ChevronRightIcon />
            </Flex>
            <Drawer isOpen={isOpen} onClose={onClose} placement="right" size="sm">
                <DrawerOverlay />
                <DrawerContent>
                    <DrawerHeader>{intl.formatMessage(messages.title)}</DrawerHeader>
                    <DrawerCloseButton aria-label={intl.formatMessage(messages.close)} />
                    <DrawerBody>
                        <ColourSwatches
                            name="colour-drawer"
                            options={options}
                            selected={draft}
                            onSelect={setDraft}
                            swatches={swatches}
                            size={base}
                            hideLegend
                        />
                    </DrawerBody>
                    <DrawerFooter>
                        <Button
                            w="100%"
                            maxW="none"
                            onClick={() => {
                                if (draft) onSelect(draft)
                                onClose()
                            }}
                        >
                            {intl.formatMessage(messages.confirm)}
                        </Button>
                    </DrawerFooter>
                </DrawerContent>
            </Drawer>
        </Box>
    )
}
