/** Builders for content pages (spec 001 §2.5: pageTitle, pageDescription, pageHeader, pageHeaderCopy, tabs). */
import {link, type Body, type SeedBook, type SeedRef} from './book'
import {cta, image, video} from './fragments'
import {allSiteKeys} from './sites'

export interface PageSpec {
    title: string
    description: string
    header?: string
    headerCopy?: string
    blocks?: SeedRef[]
    tabs?: SeedRef[]
    /** Defaults to the key under every site's prefix. */
    keys?: string[]
    region?: string
}

export const contentPage = (book: SeedBook, key: string, spec: PageSpec) =>
    book.add({
        name: `page-${key.replace(/\//g, '-')}`,
        schema: 'contentPage',
        keys: spec.keys ?? allSiteKeys(key),
        fields: {
            pageTitle: spec.title,
            pageDescription: spec.description,
            pageHeader: spec.header ?? spec.title,
            ...(spec.headerCopy ? {pageHeaderCopy: spec.headerCopy} : {}),
            tabContent: (spec.blocks ?? []).map(link),
            ...(spec.tabs ? {tabs: spec.tabs.map(link)} : {}),
            ...(spec.region ? {region: spec.region} : {})
        }
    })

export const copyBlock = (
    book: SeedBook,
    name: string,
    header: string | undefined,
    html: string,
    extra: Body = {}
) =>
    book.add({
        name,
        schema: 'genericCopy',
        fields: {...(header ? {header} : {}), paragraph: html, displayOptions: {width: 'medium'}, ...extra}
    })

export const accordion = (
    book: SeedBook,
    name: string,
    title: string,
    markdown: string,
    openByDefault = false
) => book.add({name, schema: 'accordion', fields: {title, markdown, openByDefault}})

export const twoColumn = (
    book: SeedBook,
    name: string,
    imageName: string,
    html: string,
    imagePosition: 'Left' | 'Right' = 'Left'
) =>
    book.add({
        name,
        schema: 'twoColumnBanner',
        fields: {
            media: {image: image(imageName), imageAltText: ''},
            copy: html,
            displayOptions: {imageWidth: 'Half', imagePosition}
        }
    })

export const pageHero = (
    book: SeedBook,
    name: string,
    imageName: string,
    title: string,
    subtitle: string,
    link?: [string, string],
    videoName?: string
) =>
    book.add({
        name,
        schema: 'heroBanner',
        fields: {
            media: {image: image(imageName), ...(videoName && {video: video(videoName)}), imageAltText: ''},
            heroOptions: {
                isFullWidth: true,
                mainColor: '#ffffff',
                ...(link ? {ctaText: link[0], ctaLink: link[1]} : {})
            },
            textCopy: {title, subtitle, headerSelectorSEO: 'h2'},
            ...(link ? {ctaList: [cta(link[0], link[1])]} : {})
        }
    })
