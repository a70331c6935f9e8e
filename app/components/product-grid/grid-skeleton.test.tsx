import {renderWithProviders} from '../../test-utils/render'
import {GridSkeleton} from './grid-skeleton'

/** The CSS rules inside a reduced-motion media query that style one of the element's classes. */
const reducedMotionRules = (element: Element): string[] => {
    const rules = Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules).map((rule) => rule.cssText)
    )
    return rules.filter(
        (rule) =>
            rule.startsWith('@media (prefers-reduced-motion: reduce)') &&
            Array.from(element.classList).some((name) => rule.includes(`.${name} `))
    )
}

test("a listing's placeholder tiles stand still with reduced motion, their shaped image placeholder included", () => {
    const {container} = renderWithProviders(<GridSkeleton count={1} />)
    const placeholders = Array.from(container.querySelectorAll('.chakra-skeleton'))
    expect(placeholders).toHaveLength(3)
    for (const placeholder of placeholders) {
        expect(reducedMotionRules(placeholder).join(' ')).toMatch(/animation: none/)
    }
})
