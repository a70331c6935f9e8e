import {Box, Heading, Wrap, WrapItem} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Link} from '../../components/link'
import {useMenu} from '../../components/mega-menu/use-menu'
import {SearchBox} from '../../components/search-box'
import {AppPageShell} from './app-page-shell'
import {appPageMessages as messages} from './messages'

const POPULAR_LIMIT = 8

/** /mobile-search-menu: the app's search screen — the site search, then the top categories as shortcuts. */
export const MobileSearchMenu = () => {
    const intl = useIntl()
    const {entries} = useMenu('mobile')
    const popular = entries.filter((entry) => entry.href).slice(0, POPULAR_LIMIT)
    return (
        <AppPageShell title={intl.formatMessage(messages.searchTitle)}>
            <SearchBox />
            {popular.length ? (
                <Box as="section" mt={10} aria-labelledby="popular-categories">
                    <Heading as="h2" id="popular-categories" size="label" mb={4}>
                        {intl.formatMessage(messages.popular)}
                    </Heading>
                    <Wrap as="ul" spacing={2} listStyleType="none">
                        {popular.map((entry) => (
                            <WrapItem as="li" key={entry.id}>
                                <Link
                                    href={entry.href ?? '/'}
                                    display="inline-flex"
                                    alignItems="center"
                                    minH="44px"
                                    px={4}
                                    border="1px solid"
                                    borderColor="border.strong"
                                    fontSize="sm"
                                    fontWeight="medium"
                                    _hover={{bg: 'bg.inverse', color: 'text.inverse', textDecoration: 'none'}}
                                >
                                    {entry.title}
                                </Link>
                            </WrapItem>
                        ))}
                    </Wrap>
                </Box>
            ) : null}
        </AppPageShell>
    )
}
