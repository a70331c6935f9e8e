import {Global, type Interpolation, type Theme} from '@emotion/react'
import {stylesAreHoisted} from './hoisted-styles'

/**
 * Global styles for the whole page. The server renders them like emotion's Global; in a browser whose page
 * came with hoisted server styles they are already in that tag, so nothing is inserted or moved again.
 */
export const PageGlobal = ({styles}: {styles: Interpolation<Theme>}) =>
    stylesAreHoisted() ? null : <Global styles={styles} />
