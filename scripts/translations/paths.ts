import path from 'path'

export const ROOT = path.resolve(__dirname, '..', '..')
export const TRANSLATIONS_DIR = path.join(ROOT, 'translations')
export const COMPILED_DIR = path.join(ROOT, 'app', 'i18n', 'compiled')
/** The browser's copy of the compiled catalogues (served with the bundle's static files). */
export const STATIC_MESSAGES_DIR = path.join(ROOT, 'app', 'static', 'messages')
export const FORMATJS = path.join(ROOT, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs')
export const SOURCE_LOCALE = 'en-GB'
export const LOCALES = ['en-GB', 'en-US', 'fr-FR', 'it-IT', 'zh-CN', 'ja-JP']
/** Files whose messages ship in the storefront (tests and stories are not extracted). */
export const SOURCE_GLOB = 'app/**/*.{ts,tsx}'
export const IGNORE_GLOBS = ['app/**/*.test.{ts,tsx}', 'app/test-utils/**']

export type MessageFile = Record<string, {defaultMessage: string; description?: string}>
