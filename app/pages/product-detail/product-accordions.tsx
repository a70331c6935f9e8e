import {Box, ListItem, Text, UnorderedList} from '@chakra-ui/react'
import {memo, useState, type ReactNode} from 'react'
import {useIntl} from 'react-intl'
import {DisclosureItem} from '../../components/disclosure'
import {RichText} from '../../content/html/rich-text'
import type {ProductDoc} from '../../components/variation-selector/product-document'
import {pdpMessages} from './messages'

const Section = ({
    title,
    defaultOpen = false,
    children
}: {
    title: string
    defaultOpen?: boolean
    children: ReactNode
}) => {
    const [open, setOpen] = useState(defaultOpen)
    return (
        <DisclosureItem
            borderColor="grey.200"
            open={open}
            onToggle={() => setOpen((value) => !value)}
            button={{px: 0, py: 4}}
            panel={{px: 0, pb: 5, fontSize: 'sm', color: 'text.secondary', lineHeight: 'tall'}}
            title={
                <Box
                    as="span"
                    flex="1"
                    textAlign="start"
                    fontSize="sm"
                    fontWeight={600}
                    letterSpacing="wide"
                    textTransform="uppercase"
                >
                    {title}
                </Box>
            }
        >
            {children}
        </DisclosureItem>
    )
}

/**
 * Description, fabric and care. The description is the short copy and feature list when the platform gives
 * them; otherwise its long description HTML, sanitised.
 */
const ProductAccordionsView = ({product}: {product: ProductDoc}) => {
    const intl = useIntl()
    const features = product.c_features ?? []
    return (
        <Box>
            <Section title={intl.formatMessage(pdpMessages.description)} defaultOpen>
                {features.length || !product.longDescription ? (
                    <>
                        {product.shortDescription ? <Text mb={3}>{product.shortDescription}</Text> : null}
                        {features.length ? (
                            <UnorderedList spacing={1.5}>
                                {features.map((feature) => (
                                    <ListItem key={feature}>{feature}</ListItem>
                                ))}
                            </UnorderedList>
                        ) : null}
                    </>
                ) : (
                    <RichText html={product.longDescription} />
                )}
            </Section>
            {product.c_fabric ? (
                <Section title={intl.formatMessage(pdpMessages.fabric)}>
                    <Text>{product.c_fabric}</Text>
                </Section>
            ) : null}
            {product.c_care ? (
                <Section title={intl.formatMessage(pdpMessages.care)}>
                    <Text>{product.c_care}</Text>
                </Section>
            ) : null}
        </Box>
    )
}

/** Memoised: the page above renders again as the session, live prices and stock arrive; this changes only with its props. */
export const ProductAccordions = memo(ProductAccordionsView)
