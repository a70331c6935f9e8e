import {createHash} from 'crypto'

/**
 * The page's bundles start after its first frame: the server's HTML paints before the app's JavaScript runs.
 *
 * Why: PWA Kit ends the body with the bundles as `async` scripts. On a server-rendered page they arrive while
 * the HTML is still parsing (they are cached, or small next to the HTML) and run before the browser's first
 * frame: on a mid-range phone, evaluating the vendor bundle alone holds the first paint of the product image
 * back by most of a second, for a page whose HTML could already show it.
 *
 * Instead, each bundle becomes a preload in the head (fetched as early as before, behind the page's images),
 * and a small inline script adds the bundles as scripts once the first paint and the page's priority image are
 * on screen (PAINT_FIRST_SCRIPT). A hidden page (a background tab, a prerender) paints nothing, so there its
 * bundles start at once.
 */

/** A bundle script exactly as PWA Kit's renderer writes it (not the server-only `type="application/json"` form). */
const BUNDLE_SCRIPT = /<script async="" data-chunk="([^"]*)" src="([^"]*)"><\/script>/g
const BUNDLE_SCRIPT_START = '<script async="" data-chunk="'

export const BUNDLE_ATTRIBUTE = 'data-paint-first'

/** The page's own image to wait for: the one the page asked the browser to fetch first (its LCP image). */
export const PRIORITY_IMAGE = 'img[fetchpriority="high"]'

/** However slow the priority image, the app starts this long after the page has parsed. */
export const LONGEST_WAIT_MS = 2000

/**
 * Runs in the browser, ES5 so that it needs no build step; its hash is allowed in the CSP (security-headers).
 * The bundles start a frame after both of these are on screen:
 * - the first contentful paint (its paint timing entry is delivered once that frame is presented);
 * - the page's priority image, when it has one: its element timing entry, or where the browser has no element
 *   timing, two frames after the image is decoded.
 * Where the browser has no paint timing, two frames stand for the first paint.
 */
export const PAINT_FIRST_SCRIPT = [
    '(function(){var d=document,w=window,started=false,waiting=2;',
    'function start(){if(started)return;started=true;',
    `var links=d.querySelectorAll('link[${BUNDLE_ATTRIBUTE}]');`,
    'for(var i=0;i<links.length;i++){var s=d.createElement("script");s.src=links[i].href;s.async=true;',
    `s.setAttribute("data-chunk",links[i].getAttribute("${BUNDLE_ATTRIBUTE}"));d.body.appendChild(s)}}`,
    'if(d.visibilityState!=="visible"||!w.requestAnimationFrame)return start();',
    `setTimeout(start,${LONGEST_WAIT_MS});`,
    'function frame(then){w.requestAnimationFrame(function(){setTimeout(then,0)})}',
    'function framesLater(){frame(function(){frame(ready)})}',
    'function ready(){if(--waiting===0)frame(start)}',
    'function supports(type){var P=w.PerformanceObserver;return !!P&&!!P.supportedEntryTypes&&P.supportedEntryTypes.indexOf(type)>=0}',
    'function observe(type,done){var o=new PerformanceObserver(function(list){if(done(list.getEntries())){o.disconnect();ready()}});',
    'o.observe({type:type,buffered:true})}',
    `var img=d.querySelector('${PRIORITY_IMAGE}');`,
    'if(!img)ready();',
    'else if(img.hasAttribute("elementtiming")&&supports("element"))observe("element",function(entries){',
    'for(var i=0;i<entries.length;i++)if(entries[i].element===img)return true;return false});',
    'else if(img.decode)img.decode().then(framesLater,framesLater);else framesLater();',
    'if(supports("paint"))observe("paint",function(entries){',
    'for(var i=0;i<entries.length;i++)if(entries[i].name==="first-contentful-paint")return true;return false});',
    'else framesLater()})()'
].join('')

/** The CSP source that lets the inline script above run, and nothing else inline. */
export const PAINT_FIRST_SCRIPT_SOURCE = `'sha256-${createHash('sha256')
    .update(PAINT_FIRST_SCRIPT)
    .digest('base64')}'`

/**
 * Rewrites a rendered document: bundle scripts become preloads at the end of `<head>`, and the inline starter
 * takes the place of the first one. A document without a head or without bundles is returned as it is.
 */
export const paintFirst = (html: string): string => {
    const headEnd = html.indexOf('</head>')
    // The bundles are the body's last elements: the pattern only runs from the first (a plain search gets there).
    const first = html.indexOf(BUNDLE_SCRIPT_START, headEnd)
    if (headEnd < 0 || first < 0) return html
    const preloads: string[] = []
    let starterPlaced = false
    const bundles = html.slice(first).replace(BUNDLE_SCRIPT, (_tag, chunk: string, src: string) => {
        preloads.push(
            `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${BUNDLE_ATTRIBUTE}="${chunk}"/>`
        )
        if (starterPlaced) return ''
        starterPlaced = true
        return `<script>${PAINT_FIRST_SCRIPT}</script>`
    })
    if (!preloads.length) return html
    return html.slice(0, headEnd) + preloads.join('') + html.slice(headEnd, first) + bundles
}
