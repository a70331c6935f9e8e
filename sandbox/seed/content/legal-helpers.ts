/** Legal and informational pages: a content page whose body is one generic-copy block per section. */
import type {SeedBook} from './book'
import {paragraphs} from './fragments'
import {contentPage, copyBlock} from './page-helpers'

export type Section = [heading: string, html: string]

export const legalPage = (
    book: SeedBook,
    key: string,
    keys: string[],
    meta: {title: string; description: string; intro: string; updated: string},
    sections: Section[]
) =>
    contentPage(book, key, {
        keys,
        title: `${meta.title} | VELA`,
        description: meta.description,
        header: meta.title,
        headerCopy: paragraphs(meta.intro, `<em>Last updated: ${meta.updated}</em>`),
        blocks: sections.map(([heading, html], index) =>
            copyBlock(
                book,
                `${key.replace(/\//g, '-')}-section-${index + 1}`,
                `${index + 1}. ${heading}`,
                html,
                {
                    anchorID: `section-${index + 1}`
                }
            )
        )
    })
