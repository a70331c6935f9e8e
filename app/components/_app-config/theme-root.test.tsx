import {Box, useColorMode} from '@chakra-ui/react'
import {render, screen} from '@testing-library/react'
import {ThemeRoot} from './theme-root'

const Mode = () => <Box data-testid="styled">{useColorMode().colorMode}</Box>

describe('the theme root', () => {
    test('one light colour mode, with no data-theme on the elements Chakra styles', () => {
        render(
            <ThemeRoot>
                <Mode />
            </ThemeRoot>
        )
        const styled = screen.getByTestId('styled')
        expect(styled).toHaveTextContent('light')
        // A forced colour mode marks each element, and the theme's `[data-theme]` variables rule matches them all.
        expect(styled).not.toHaveAttribute('data-theme')
    })
})
