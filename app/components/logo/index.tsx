import {Box, type BoxProps} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {Link} from '../link'

const messages = defineMessages({
    home: {id: 'logo.homeLabel', defaultMessage: 'VELA home page'}
})

/** The VELA wordmark, drawn as geometric paths so it renders crisply before any font loads. */
export const Wordmark = (props: BoxProps) => (
    <Box
        as="svg"
        viewBox="0 0 116 24"
        aria-hidden
        focusable={false}
        fill="currentColor"
        display="block"
        {...props}
    >
        <path d="M0 0h4.8L12 18.4 19.2 0H24l-9.4 24H9.4z" />
        <path d="M36 0h18v4.2H40.6v5.7H52v4.2H40.6v5.7H54V24H36z" />
        <path d="M66 0h4.6v19.8H82V24H66z" />
        <path fillRule="evenodd" d="M101.6 0h4.8l9.6 24h-5l-2.4-6h-9.2L97 24h-5zm-.52 13.8h5.84L104 6.5z" />
    </Box>
)

interface LogoProps {
    /** Height of the wordmark; its width follows. */
    height?: BoxProps['h']
}

/** The wordmark linking to the site's home page (the bare country root). */
export const Logo = ({height = {base: '18px', lg: '22px'}}: LogoProps) => {
    const intl = useIntl()
    return (
        <Link
            href="/"
            aria-label={intl.formatMessage(messages.home)}
            display="inline-flex"
            alignItems="center"
            minH="44px"
            px={1}
            color="text.primary"
            _hover={{textDecoration: 'none', opacity: 0.8}}
        >
            <Wordmark h={height} w="auto" />
        </Link>
    )
}
