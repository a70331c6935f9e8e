/**
 * The page shown for a navigation when neither the network nor the page cache can answer. Self-contained
 * (inline style and script, no requests) because nothing else can be fetched at that point. Neutral English:
 * the worker has no access to the storefront's translations.
 */

/** Reload when asked, and on its own as soon as the browser reports the connection is back. */
export const OFFLINE_SCRIPT =
    "document.getElementById('retry').addEventListener('click',function(){location.reload()});" +
    "window.addEventListener('online',function(){location.reload()});"

/** CSP hash of OFFLINE_SCRIPT; offline-page.test.ts fails if the two drift apart. */
export const OFFLINE_SCRIPT_HASH = 'sha256-XUyMAzk2YRFRe9epxN/CCuFDC+eoHEAALhwzZmUQTDE='

const STYLE = [
    'html,body{margin:0;height:100%}',
    "body{font-family:'Inter Variable','Helvetica Neue',Arial,sans-serif;color:#111;background:#f4f1ec;",
    'display:flex;align-items:center;justify-content:center;text-align:center}',
    'main{max-width:28rem;padding:2rem}',
    ".brand{font-family:'Archivo Variable','Helvetica Neue',Arial,sans-serif;font-weight:800;",
    'letter-spacing:.3em;font-size:1.5rem;margin:0 0 2.5rem}',
    'h1{font-size:1.75rem;margin:0 0 1rem}',
    'p{line-height:1.5;margin:0 0 2rem}',
    'button{font:inherit;font-weight:600;color:#fff;background:#111;border:0;border-radius:2px;',
    'padding:.875rem 2rem;min-height:44px;cursor:pointer}',
    'button:focus-visible{outline:3px solid #111;outline-offset:3px}'
].join('')

export const OFFLINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>You're offline | VELA</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand" aria-label="VELA">VELA</p>
<h1>You're offline</h1>
<p>We can't reach the shop right now. Check your connection and try again.</p>
<button id="retry" type="button">Try again</button>
</main>
<script>${OFFLINE_SCRIPT}</script>
</body>
</html>
`

export const OFFLINE_HEADERS: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src '${OFFLINE_SCRIPT_HASH}'`
}

/** The URL the offline page is stored under in the offline cache (never requested from the network). */
export const OFFLINE_URL = '/__offline'
