/**
 * The shell's static files are not listed anywhere at build time (the bundle id is computed by the host), so
 * the worker reads them from the home page's HTML when it installs: every same-origin script, stylesheet or
 * preload under /mobify/bundle/.
 */
const ASSET_ATTRIBUTE = /\b(?:src|href)\s*=\s*["']([^"']+)["']/gi

export const discoverShellAssets = (html: string, origin: string): string[] => {
    const found = new Set<string>()
    for (const match of html.matchAll(ASSET_ATTRIBUTE)) {
        let url: URL
        try {
            url = new URL(match[1].replace(/&amp;/g, '&'), origin)
        } catch {
            continue
        }
        if (url.origin !== origin || !url.pathname.startsWith('/mobify/bundle/')) continue
        if (!/\.(js|css|woff2?)$/.test(url.pathname)) continue
        found.add(url.href)
    }
    return [...found]
}
