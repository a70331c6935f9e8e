/** Text placed into mail HTML is always escaped: names and other shopper input must stay inert. */
export const escapeHtml = (value: string) =>
    value
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;')

export interface MailContent {
    heading: string
    paragraphs: string[]
    /** The one thing the mail asks the reader to do, as a button-like link. */
    action?: {label: string; url: string}
    /** Small print under the action (expiry notes, "ignore this mail if..."). */
    footnote?: string
}

/** Plain-text body: the same content as the HTML, for clients (and tests) that read text. */
export const renderMailText = (content: MailContent) =>
    [
        content.heading,
        '',
        ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
        ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
        ...(content.footnote ? [content.footnote] : [])
    ]
        .join('\n')
        .trim()

export const renderMailHtml = (content: MailContent) => {
    const action = content.action
        ? `<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>`
        : ''
    const footnote = content.footnote ? `<p><small>${escapeHtml(content.footnote)}</small></p>` : ''
    return [
        '<!doctype html><html><body>',
        `<h1>${escapeHtml(content.heading)}</h1>`,
        ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        action,
        footnote,
        '</body></html>'
    ].join('')
}
