import {Box, Text} from '@chakra-ui/react'

/**
 * The question of a group of controls (checkboxes, radios, score buttons) as its fieldset's legend, styled
 * like the other fields' labels so the form reads as one.
 */
export const GroupLegend = ({children, required}: {children: string; required?: boolean}) => (
    <Box as="legend" fontSize="sm" fontWeight="medium" color="text.primary" mb={2} p={0}>
        {children}
        {required ? (
            <Text as="span" aria-hidden="true" color="text.error" ms={1}>
                *
            </Text>
        ) : null}
    </Box>
)
