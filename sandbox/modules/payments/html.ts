/** Small helpers for the sandbox's hosted pages (3-D Secure challenge, cross-border checkout). */
export const escapeHtml = (value: unknown) =>
    String(value ?? '').replace(
        /[&<>"'`]/g,
        (char) =>
            ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;'}[
                char
            ] as string)
    )

const STYLE = `
body{margin:0;font-family:Inter,system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f1ec;color:#111}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 6px 24px #0001}
h1{font-size:22px;margin:0 0 8px} p{line-height:1.5;margin:8px 0} .brand{letter-spacing:.3em;font-weight:800;font-size:14px;margin-bottom:24px}
label{display:block;font-weight:600;margin:16px 0 6px} input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #bbb;border-radius:8px;font-size:16px}
.row{display:flex;gap:12px;margin-top:20px} button{flex:1;padding:14px;border-radius:8px;border:0;font-size:16px;font-weight:600;cursor:pointer}
.primary{background:#111;color:#fff} .secondary{background:#eee;color:#111} .hint{background:#f6f3d9;padding:10px 12px;border-radius:8px;font-size:14px}
.error{color:#b00020;font-weight:600} table{width:100%;border-collapse:collapse;margin:12px 0} td{padding:6px 0;border-bottom:1px solid #eee} td.r{text-align:right}
`

export const page = (title: string, body: string, lang = 'en-GB') =>
    `<!doctype html><html lang="${escapeHtml(
        lang
    )}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(
        title
    )}</title><style>${STYLE}</style></head>` +
    `<body><main><div class="brand">VELA</div>${body}</main></body></html>`

/** Hosted pages allow inline styles only, and forms may post to the sandbox and return to the storefront. */
export const pageSecurityHeaders = (formTargets: string[] = []) => ({
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets.join(
        ' '
    )}; frame-ancestors 'none'; base-uri 'none'`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer'
})
