/**
 * Small builders for the fragments most blocks share: media links, per-locale values and CTAs. Image names
 * drive what the sandbox media host draws (hero/banner: wide campaign shots; tile/category: squares;
 * activity, product and colour words choose the subject).
 */
import {deliveryIdFor} from './book'
import {CORE} from './schemas'

export const MEDIA_ENDPOINT = 'velaactive'
/** Production media host; the delivery API rewrites it to the sandbox's public host on output. */
export const SEED_MEDIA_HOST = 'cdn.media.amplience.net'

export const image = (name: string) => ({
    _meta: {schema: CORE.imageLink},
    id: deliveryIdFor(`media:${name}`),
    name,
    endpoint: MEDIA_ENDPOINT,
    defaultHost: SEED_MEDIA_HOST,
    mimeType: 'image/jpeg'
})

/** A video link: the media host serves its poster frame and generated WebM renditions. */
export const video = (name: string) => ({
    _meta: {schema: CORE.videoLink},
    id: deliveryIdFor(`media:${name}`),
    name,
    endpoint: MEDIA_ENDPOINT,
    defaultHost: SEED_MEDIA_HOST,
    mimeType: 'video/mp4'
})

export type Locale = 'en-GB' | 'en-US' | 'fr-FR' | 'it-IT' | 'zh-CN' | 'ja-JP'

export type Translations = {'en-GB': string} & Partial<Record<Locale, string>>

const LOCALE_ORDER: Locale[] = ['en-GB', 'en-US', 'fr-FR', 'it-IT', 'zh-CN', 'ja-JP']

/**
 * A localized-value field. en-US falls back to the en-GB text so an exact `en-US` request always finds a
 * value (most strings are spelt the same).
 */
export const loc = (text: Translations) => ({
    _meta: {schema: CORE.localizedValue},
    values: LOCALE_ORDER.filter((locale) => locale === 'en-US' || text[locale] !== undefined).map(
        (locale) => ({
            locale,
            value: text[locale] ?? text['en-GB']
        })
    )
})

export const cta = (ctaText: string, ctaLink: string) => ({ctaText, ctaLink})

/** Insiders: the platform's loyalty customer group. */
export const INSIDERS = [{id: 'MKT_SBINSIDERS', name: 'Insiders'}]

/** Paragraphs to HTML: keeps long legal copy readable in the seed files. */
export const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('')

export const bullets = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
