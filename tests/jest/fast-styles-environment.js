/**
 * The storefront's jsdom test environment: PWA Kit's (jest-environment-jsdom-global), with jsdom's style
 * cascade made cheaper and otherwise unchanged.
 *
 * Why: a page test spends about half its time in `getComputedStyle`, which Testing Library's role queries and
 * user-event's pointer-events check call for every candidate element and its ancestors. jsdom answers each
 * call by matching every CSS rule in the document against the element (Emotion leaves hundreds of rules), and
 * resolves `visibility` by doing that again for each ancestor. Two shortcuts give the same answers:
 * - A rule whose selector is one compound with a class (`.css-1x2y3z`, `.css-1x2y3z:hover`) cannot match an
 *   element without that class, so the selector engine is not asked. Any other selector is matched as before.
 * - While resolving one property, rules that do not declare it are skipped before matching.
 * Rules are still visited in document order, so the cascade (last declaration wins) is the same.
 * `fast-styles-environment.test.tsx` compares both paths on real pages' markup and styles.
 */
const styleRules = require('jsdom/lib/jsdom/living/helpers/style-rules.js')
const {matchesDontThrow} = require('jsdom/lib/jsdom/living/helpers/selectors.js')
const cssom = require('cssom')
const defaultStyleSheet = require('jsdom/lib/jsdom/browser/default-stylesheet.js')

const {forEach, indexOf} = Array.prototype

/** A selector's required subject class, or null when the selector is not a single compound with one. */
const subjectClassOf = (selectorText) => {
    if (typeof selectorText !== 'string') return null
    const selector = selectorText.trim()
    if (/[,()[\]"'\\\s>+~]/.test(selector)) return null
    const match = /^[\w-]*\.(-?[_a-zA-Z][\w-]*)/.exec(selector)
    return match ? match[1] : null
}

const subjectClasses = new WeakMap()
const requiredClass = (rule) => {
    if (!subjectClasses.has(rule)) subjectClasses.set(rule, subjectClassOf(rule.selectorText))
    return subjectClasses.get(rule)
}

let parsedDefaultStyleSheet

/** jsdom's walk over the rules that match an element, with the shortcuts above; `wanted` skips a rule early. */
const forEachMatchingRule = (elementImpl, handleRule, wanted) => {
    const classes = new Set((elementImpl.getAttributeNS(null, 'class') || '').split(/\s+/).filter(Boolean))
    const visit = (rule) => {
        if (wanted && !wanted(rule)) return
        const needed = requiredClass(rule)
        if (needed !== null && !classes.has(needed)) return
        if (matchesDontThrow(elementImpl, rule.selectorText)) handleRule(rule)
    }
    const handleSheet = (sheet) => {
        forEach.call(sheet.cssRules, (rule) => {
            if (rule.media) {
                if (indexOf.call(rule.media, 'screen') !== -1) forEach.call(rule.cssRules, visit)
            } else {
                visit(rule)
            }
        })
    }
    if (!parsedDefaultStyleSheet) parsedDefaultStyleSheet = cssom.parse(defaultStyleSheet)
    handleSheet(parsedDefaultStyleSheet)
    forEach.call(elementImpl._ownerDocument.styleSheets._list, handleSheet)
}

const originalForEach = styleRules.forEachMatchingSheetRuleOfElement
const originalResolvedValue = styleRules.getResolvedValue

/** jsdom's resolution of an implemented property (only `visibility`), declaring rules only. */
const resolvedValue = (elementImpl, property) => {
    let value = ''
    // Only rules that declare the property reach the handler, so the last one's value is the cascade's.
    forEachMatchingRule(
        elementImpl,
        (rule) => {
            value = rule.style.getPropertyValue(property)
        },
        (rule) => rule.style !== undefined && rule.style.getPropertyValue(property) !== ''
    )
    const inline = elementImpl.style.getPropertyValue(property)
    if (inline !== '' && inline !== null) value = inline
    if (value !== '') return value
    const {initial, inherited} = styleRules.propertiesWithResolvedValueImplemented[property]
    return inherited && elementImpl.parentElement !== null
        ? resolvedValue(elementImpl.parentElement, property)
        : initial
}

// Window.js takes these by destructuring when it is first required, which is after this file runs.
styleRules.forEachMatchingSheetRuleOfElement = (elementImpl, handleRule) =>
    forEachMatchingRule(elementImpl, handleRule)
styleRules.getResolvedValue = resolvedValue

const JSDOMEnvironmentGlobal = require('jest-environment-jsdom-global')
const {implForWrapper} = require('jsdom/lib/jsdom/living/generated/utils.js')

/**
 * With `@jest-environment-options {"compareStyles": true}` a test file gets `compareJsdomStyles(element)`:
 * the rules jsdom's own walk and the shortcut find for the element, and the `visibility` each resolves.
 */
module.exports = class FastStylesEnvironment extends JSDOMEnvironmentGlobal {
    constructor(config, context) {
        super(config, context)
        this.compareStyles = Boolean(config.projectConfig.testEnvironmentOptions.compareStyles)
    }

    async setup() {
        await super.setup()
        if (!this.compareStyles) return
        const rulesOf = (walk, impl) => {
            const rules = []
            walk(impl, (rule) => rules.push(rule))
            return rules
        }
        const originalVisibility = (impl) => {
            // jsdom's resolution reads the walk from its exports at call time: the original walk, for this call.
            const fast = styleRules.forEachMatchingSheetRuleOfElement
            styleRules.forEachMatchingSheetRuleOfElement = originalForEach
            try {
                return originalResolvedValue(impl, 'visibility')
            } finally {
                styleRules.forEachMatchingSheetRuleOfElement = fast
            }
        }
        this.global.compareJsdomStyles = (element) => {
            const impl = implForWrapper(element)
            return {
                fast: {
                    rules: rulesOf(forEachMatchingRule, impl),
                    visibility: resolvedValue(impl, 'visibility')
                },
                original: {
                    rules: rulesOf(originalForEach, impl),
                    visibility: originalVisibility(impl)
                }
            }
        }
    }
}
module.exports.subjectClassOf = subjectClassOf
