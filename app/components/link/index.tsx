import {forwardRef, type ReactNode} from 'react'
import {Link as ChakraLink, VisuallyHidden, type LinkProps as ChakraLinkProps} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {Link as RouterLink} from 'react-router-dom'
import {isAnchorHref, isExternalHref} from '../../region/url-builder'
import {useStorefrontHref} from './use-storefront-href'

const messages = defineMessages({
    newTab: {id: 'link.opensInNewTab', defaultMessage: '(opens in a new tab)'}
})

export interface LinkProps extends Omit<ChakraLinkProps, 'href'> {
    /** As authored: '/shop/leggings', '/us/cart', 'https://…', '#reviews', 'mailto:…'. */
    href: string
    /** Absolute http(s) links open in a new tab unless this is false (spec 001 §2.3). */
    newTab?: boolean
}

const opensWebPage = (href: string) => /^(https?:)?\/\//i.test(href.trim())

/**
 * The storefront's link: internal paths are prefixed for the current site and locale and navigate with the
 * router (no page load); absolute links and anchors are plain anchors, external pages in a new tab.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
    {href, newTab, children, ...rest},
    ref
) {
    const intl = useIntl()
    const toHref = useStorefrontHref()
    if (isAnchorHref(href) || isExternalHref(href)) {
        const blank = newTab ?? opensWebPage(href)
        return (
            <ChakraLink
                ref={ref}
                href={href}
                {...(blank ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
                {...rest}
            >
                {children}
                {blank ? <VisuallyHidden> {intl.formatMessage(messages.newTab)}</VisuallyHidden> : null}
            </ChakraLink>
        )
    }
    return (
        <ChakraLink ref={ref} as={RouterLink} to={toHref(href)} {...rest}>
            {children}
        </ChakraLink>
    )
})

interface PlainLinkProps {
    href: string
    className?: string
    children: ReactNode
}

/**
 * The storefront's link without a style of its own, for lists of links styled from their container's class
 * (the menu's columns): the same addresses and router navigation as Link, without a styled component per link.
 * Absolute links and anchors, rare in such lists, are the styled Link.
 */
export const PlainLink = ({href, className, children}: PlainLinkProps) => {
    const toHref = useStorefrontHref()
    if (isAnchorHref(href) || isExternalHref(href))
        return (
            <Link href={href} className={className}>
                {children}
            </Link>
        )
    return (
        <RouterLink to={toHref(href)} className={className}>
            {children}
        </RouterLink>
    )
}
