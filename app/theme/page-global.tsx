import type {ReactNode} from 'react'
import {Global, type Interpolation, type Theme} from '@emotion/react'
import {stylesAreHoisted} from './hoisted-styles'

/**
 * Global styles for the whole page (ours, or a component that renders emotion's Global, like Chakra's reset).
 * The server renders them inline; in a browser whose page came with hoisted server styles they are already in
 * that tag, so nothing is inserted or moved again.
 */
export const UnlessStylesHoisted = ({children}: {children: ReactNode}) =>
    stylesAreHoisted() ? null : <>{children}</>

export const PageGlobal = ({styles}: {styles: Interpolation<Theme>}) => (
    <UnlessStylesHoisted>
        <Global styles={styles} />
    </UnlessStylesHoisted>
)
