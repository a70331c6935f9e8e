import {Flex, Icon} from '@chakra-ui/react'
import type {Footer} from '../../content/model/footer'
import {Link} from '../link'

type Network = Footer['socialLinks'][number]['network']

// Simplified outline marks drawn on the 24px icon grid; kept inline so no icon font or library ships.
const MARKS: Record<Network, JSX.Element> = {
    instagram: (
        <>
            <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
            <circle cx="12" cy="12" r="4" />
            <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
        </>
    ),
    facebook: (
        <path d="M14 21v-8h2.6l.4-3H14V8.2c0-.9.3-1.5 1.6-1.5H17V4.1A20 20 0 0 0 14.8 4C12.6 4 11 5.3 11 7.8V10H8.5v3H11v8" />
    ),
    tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.3 5 4.5" />,
    youtube: (
        <>
            <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
            <path d="m10 9 5 3-5 3z" />
        </>
    ),
    pinterest: (
        <>
            <circle cx="12" cy="12" r="9" />
            <path d="M11 8.5c2.8-.9 5 .6 4.6 3.2-.3 2.2-2.3 3.4-3.9 2.2M11.6 10.5 9.5 20" />
        </>
    )
}

export const SocialLinks = ({links}: {links: Footer['socialLinks']}) => (
    <Flex as="ul" listStyleType="none" gap={1} ml={-2}>
        {links
            .filter((link) => MARKS[link.network])
            .map((link) => (
                <li key={link.url}>
                    <Link
                        href={link.url}
                        aria-label={link.label}
                        display="inline-flex"
                        alignItems="center"
                        justifyContent="center"
                        w="44px"
                        h="44px"
                        _hover={{bg: 'blackAlpha.50'}}
                    >
                        <Icon viewBox="0 0 24 24" boxSize="22px" aria-hidden focusable={false}>
                            <g
                                fill="none"
                                stroke="currentColor"
                                strokeWidth={1.5}
                                strokeLinecap="round"
                                strokeLinejoin="round"
                            >
                                {MARKS[link.network]}
                            </g>
                        </Icon>
                    </Link>
                </li>
            ))}
    </Flex>
)
