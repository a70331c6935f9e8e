import {createHash} from 'crypto'
import {CONSENT_TOOL_COOKIES} from './consent-adapter'
import {EARLY_ACTION_ATTRIBUTE, EARLY_ACTION_GLOBAL} from './early-action'
import {ISLAND_ATTRIBUTE} from './early-banner'

/**
 * Runs in the browser as the page parses, as the last child of the server-rendered banner's wrapper, which
 * the server sends hidden (ES5, no build step; its hash is allowed in the CSP, security-headers.ts). The page
 * is the same for every visitor (it may be cached), so the visitor's own state decides here: the banner shows
 * unless the consent tool's cookie says it was closed on an earlier visit. Placed after the banner's markup, it
 * shows the banner whole, never part-parsed and growing (a layout shift). Until the app takes over, a press on
 * one of its buttons is kept for the app (which stores it through the tool), and accepting or rejecting hides
 * the banner at once.
 */
export const EARLY_BANNER_SCRIPT = [
    '(function(){var d=document,s=d.currentScript,i=s&&s.parentNode;',
    `if(!i||/(?:^|;\\s*)${CONSENT_TOOL_COOKIES.closed}=/.test(d.cookie))return;`,
    'i.removeAttribute("hidden");',
    'd.addEventListener("click",function(e){var t=e.target,b=t&&t.closest?',
    `t.closest("[${ISLAND_ATTRIBUTE}] [${EARLY_ACTION_ATTRIBUTE}]"):null;if(!b)return;`,
    `var a=b.getAttribute("${EARLY_ACTION_ATTRIBUTE}");window.${EARLY_ACTION_GLOBAL}=a;`,
    'if(a!=="manage")i.setAttribute("hidden","")})})()'
].join('')

/** The CSP source that lets the inline script above run. */
export const EARLY_BANNER_SCRIPT_SOURCE = `'sha256-${createHash('sha256')
    .update(EARLY_BANNER_SCRIPT)
    .digest('base64')}'`
