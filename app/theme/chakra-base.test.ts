import {baseTheme} from '@chakra-ui/theme'
import {chakraBaseTheme} from './chakra-base'

test("the storefront's copy of Chakra's base theme is Chakra's base theme", () => {
    expect(chakraBaseTheme).toEqual(baseTheme)
})
