/**
 * Lists the content seed's untranslated strings per locale (a translator's worksheet):
 *   npx tsx sandbox/seed/i18n/worksheet.ts [locale]
 */
import {buildContentSeed} from '../content'
import {missingContentTranslations} from './coverage'

const only = process.argv[2]
for (const [locale, strings] of Object.entries(missingContentTranslations(buildContentSeed()))) {
    if (only && locale !== only) continue
    console.log(`\n## ${locale}: ${strings.length} strings`)
    for (const {english, items} of strings)
        console.log(JSON.stringify(english), '  <-', items.slice(0, 3).join(', '))
}
