import {Box, Flex, Heading, Text} from '@chakra-ui/react'
import type {DeliveryOptions} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'

/** The delivery methods and their costs for the site, as the editor wrote them (costs are display strings). */
const DeliveryOptionsBlock = ({item}: BlockProps<DeliveryOptions>) => {
    const options = (item.deliveryOptions ?? []).filter((option) => option?.name)
    if (!options.length) return null
    return (
        <BlockSection px={GUTTER} mb={{base: 10, md: 14}}>
            <Box maxW="880px" mx="auto">
                {item.title && (
                    <Heading
                        as="h2"
                        fontSize={{base: 'xl', md: '2xl'}}
                        fontWeight={700}
                        textTransform="uppercase"
                    >
                        {item.title}
                    </Heading>
                )}
                {item.subtitle && (
                    <Text mt={2} color="text.muted">
                        {item.subtitle}
                    </Text>
                )}
                <Box as="dl" mt={6} borderTop="1px solid" borderColor="border.subtle">
                    {options.map((option, index) => (
                        <Flex
                            key={`${option.name}-${index}`}
                            justify="space-between"
                            gap={6}
                            py={4}
                            borderBottom="1px solid"
                            borderColor="border.subtle"
                        >
                            <Box as="dt">
                                <Text fontWeight={600}>{option.name}</Text>
                                {option.description && (
                                    <Text fontSize="sm" color="text.muted" mt={1}>
                                        {option.description}
                                    </Text>
                                )}
                            </Box>
                            <Box as="dd" fontWeight={600} textAlign="right" whiteSpace="nowrap">
                                {option.cost}
                            </Box>
                        </Flex>
                    ))}
                </Box>
            </Box>
        </BlockSection>
    )
}

export default DeliveryOptionsBlock
