import {KEEP_SERVER_HTML} from '../../hydration/server-html'
import {ISLAND_ATTRIBUTE} from './early-banner'

const attributes = {[ISLAND_ATTRIBUTE]: ''}

/**
 * The browser build's side of consent-island.tsx (webpack.config.js): the server-rendered banner is kept as
 * the server sent it, without the banner's code or messages in the page's first-load JavaScript.
 */
export const ConsentIsland = () => (
    <div {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
)
