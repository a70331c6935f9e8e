/**
 * The small Markdown subset editors use in accordions (paragraphs, line breaks, lists, headings, bold,
 * italics, links) turned into HTML. The output still goes through the sanitiser; escaping first means
 * authored HTML is shown as text rather than interpreted.
 */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const inline = (text: string) =>
    text
        .replace(
            /\[([^\]]+)\]\(([^)\s]+)\)/g,
            (_, label: string, href: string) => `<a href="${href.replace(/"/g, '%22')}">${label}</a>`
        )
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
        .replace(/(^|\W)_([^_\s][^_]*)_(?=\W|$)/g, '$1<em>$2</em>')

const LIST_ITEM = /^\s*[-*+]\s+/
const ORDERED_ITEM = /^\s*\d+[.)]\s+/
const HEADING = /^(#{1,6})\s+(.*)$/

const block = (lines: string[]) => {
    if (lines.every((line) => LIST_ITEM.test(line))) {
        return `<ul>${lines.map((line) => `<li>${inline(line.replace(LIST_ITEM, ''))}</li>`).join('')}</ul>`
    }
    if (lines.every((line) => ORDERED_ITEM.test(line))) {
        return `<ol>${lines
            .map((line) => `<li>${inline(line.replace(ORDERED_ITEM, ''))}</li>`)
            .join('')}</ol>`
    }
    const heading = lines.length === 1 ? HEADING.exec(lines[0]) : null
    if (heading) {
        // Accordion bodies sit under the accordion's own heading, so Markdown headings start at h3.
        const level = Math.min(6, heading[1].length + 2)
        return `<h${level}>${inline(heading[2])}</h${level}>`
    }
    return `<p>${lines.map(inline).join('<br>')}</p>`
}

export const markdownToHtml = (markdown: string | undefined | null) =>
    (markdown ?? '')
        .replace(/\r\n?/g, '\n')
        .split(/\n\s*\n/)
        .map((chunk) => chunk.split('\n').filter((line) => line.trim()))
        .filter((lines) => lines.length > 0)
        .map((lines) => block(lines.map(escape)))
        .join('')
