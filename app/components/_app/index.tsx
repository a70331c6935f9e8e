import type {ReactNode} from 'react'
import {Box} from '@chakra-ui/react'

interface AppProps {
    children?: ReactNode
}

/** The app shell: header, site stripe, page, footer (see components/_app/*). */
const App = ({children}: AppProps) => {
    return (
        <Box minH="100vh" display="flex" flexDirection="column">
            <Box as="main" id="main" flex="1">
                {children}
            </Box>
        </Box>
    )
}

export default App
