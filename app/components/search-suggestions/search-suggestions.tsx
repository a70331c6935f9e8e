import {Box, Flex, Spinner, Text, VisuallyHidden, type BoxProps} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {ResponsiveImage} from '../image'
import {Price} from '../price'
import {listMessages} from './list-messages'
import type {SectionKey, SuggestionOption} from './suggestion-model'
import type {SuggestionsListProps} from './use-suggestions-combobox'

const messages = defineMessages({
    recent: {id: 'searchSuggestions.recent', defaultMessage: 'Recent searches'},
    popular: {id: 'searchSuggestions.popular', defaultMessage: 'Popular searches'},
    phrases: {id: 'searchSuggestions.phrases', defaultMessage: 'Suggestions'},
    categories: {id: 'searchSuggestions.categories', defaultMessage: 'Categories'},
    products: {id: 'searchSuggestions.products', defaultMessage: 'Products'},
    count: {
        id: 'searchSuggestions.count',
        defaultMessage: '{count, plural, one {# suggestion} other {# suggestions}} available'
    }
})

const THUMBNAIL_RATIO = 3 / 4

const OptionContent = ({option}: {option: SuggestionOption}) => {
    if (option.kind !== 'product') {
        return (
            <Text as="span" fontSize="sm">
                {option.label}
                {option.secondary && (
                    <Text as="span" color="text.muted" ms={2} fontSize="xs">
                        {option.secondary}
                    </Text>
                )}
            </Text>
        )
    }
    return (
        <Flex as="span" align="center" gap={3}>
            <Box as="span" w="40px" flexShrink={0} bg="bg.subtle">
                {option.image && (
                    <ResponsiveImage
                        source={option.image}
                        alt=""
                        ratio={THUMBNAIL_RATIO}
                        sizes="40px"
                        widths={[80]}
                    />
                )}
            </Box>
            <Box as="span" fontSize="sm">
                <Text as="span" display="block" noOfLines={1}>
                    {option.label}
                </Text>
                {option.price !== undefined && option.currency && (
                    <Price
                        price={option.price}
                        currency={option.currency}
                        fontSize="xs"
                        color="text.secondary"
                    />
                )}
            </Box>
        </Flex>
    )
}

export type SearchSuggestionsProps = SuggestionsListProps & Omit<BoxProps, 'id' | 'children'>

/**
 * The suggestions popup of the search box: a listbox of grouped options (recent and popular searches when the
 * box is empty; phrases, categories and products once the shopper types). Options are not focusable: focus
 * stays in the input, which names the active option with aria-activedescendant. Pressing on an option keeps
 * the input focused (mousedown is prevented) and chooses it on click.
 */
export const SearchSuggestions = ({
    id,
    isOpen,
    sections,
    activeId,
    isLoading,
    onSelectOption,
    onActivateOption,
    ...boxProps
}: SearchSuggestionsProps) => {
    const intl = useIntl()
    const count = sections.reduce((sum, section) => sum + section.options.length, 0)
    return (
        <Box
            position="absolute"
            top="100%"
            insetX={0}
            zIndex="dropdown"
            bg="bg.canvas"
            boxShadow="panel"
            border="1px solid"
            borderColor="border.subtle"
            display={isOpen ? 'block' : 'none'}
            maxH="70vh"
            overflowY="auto"
            onMouseDown={(event) => event.preventDefault()}
            {...boxProps}
        >
            <VisuallyHidden role="status" aria-live="polite">
                {isOpen ? intl.formatMessage(messages.count, {count}) : ''}
            </VisuallyHidden>
            <Box id={id} role="listbox" aria-label={intl.formatMessage(listMessages.label)} py={2}>
                {isOpen &&
                    sections.map((section) => (
                        <Box key={section.key} role="group" aria-labelledby={`${id}-${section.key}`} py={2}>
                            <Text
                                id={`${id}-${section.key}`}
                                px={4}
                                pb={1}
                                fontSize="2xs"
                                fontWeight={600}
                                letterSpacing="wider"
                                textTransform="uppercase"
                                color="text.muted"
                            >
                                {intl.formatMessage(messages[section.key satisfies SectionKey])}
                            </Text>
                            {section.options.map((option) => (
                                <Box
                                    key={option.id}
                                    id={option.id}
                                    role="option"
                                    aria-selected={option.id === activeId}
                                    px={4}
                                    py={2}
                                    minH="40px"
                                    display="flex"
                                    alignItems="center"
                                    cursor="pointer"
                                    bg={option.id === activeId ? 'bg.subtle' : undefined}
                                    onMouseMove={() => option.id !== activeId && onActivateOption(option.id)}
                                    onClick={() => onSelectOption(option.id)}
                                >
                                    <OptionContent option={option} />
                                </Box>
                            ))}
                        </Box>
                    ))}
            </Box>
            {isLoading && (
                <Box position="absolute" top={3} right={4} aria-hidden="true">
                    <Spinner size="xs" speed="0.8s" color="text.muted" />
                </Box>
            )}
        </Box>
    )
}
