import {
    createElement,
    forwardRef,
    type ElementType,
    type ForwardedRef,
    type ReactElement,
    type ReactNode
} from 'react'
import {css, type CSSObject} from '@emotion/react'
import createStyled from '@emotion/styled/base'
import {isStyleProp} from '@chakra-ui/react'
import {useInPrepass} from './prepass'
import {memoStyleFunction} from './style-memo'

/**
 * The server build's `@emotion/styled` (webpack.config.js), which Chakra builds every component on:
 * - In the data prepass a styled host element (a Box, a Text, a Button's <button>) renders only its children:
 *   the prepass looks for queries, and a host element holds none, while its styles (Chakra's style props
 *   resolved against the theme, then emotion's serialisation and hashing) were a third of the prepass's CPU.
 *   A styled custom component (`as={Link}`, `chakra(RouterLink)`) gets the props emotion would pass it, less
 *   the class name.
 * - In the real render, Chakra's style function remembers its result per distinct style input (./style-memo),
 *   as emotion's CSS text; emotion's serialisation of that text is kept too (./serialise-by-text), so an element
 *   styled like one before it costs neither.
 */

type StyledRender = (props: StyledProps, ref: ForwardedRef<unknown>) => ReactElement | null
type StyledComponent = (((props: StyledProps) => ReactElement | null) | {render: StyledRender}) & {
    displayName?: string
}

interface StyledProps {
    as?: unknown
    children?: ReactNode
}

/** Emotion's server build makes plain function components, its browser build forwardRef objects. */
const renderOf = (styled: StyledComponent): StyledRender =>
    typeof styled === 'function' ? (props) => styled(props) : styled.render

interface EmotionStatics {
    __emotion_base?: unknown
    __emotion_forwardProp?: (key: string) => boolean
}

/** What emotion hands a custom component, less the class name: the props its `shouldForwardProp` lets through. */
const forwardedProps = (props: StyledProps, forward: (key: string) => boolean) => {
    const forwarded: Record<string, unknown> = {}
    for (const key of Object.keys(props)) {
        if (key !== 'as' && forward(key)) forwarded[key] = props[key as keyof StyledProps]
    }
    return forwarded
}

const prepassAware = (styled: StyledComponent & EmotionStatics) => {
    const render = renderOf(styled)
    const baseTag = styled.__emotion_base
    const forward = styled.__emotion_forwardProp ?? ((key: string) => key !== 'theme')
    const aware = forwardRef<unknown, StyledProps>(function PrepassAwareStyled(props, ref) {
        if (!useInPrepass()) {
            // Called as a function, not rendered as an element: the real render has no extra layer per element.
            return render(props, ref)
        }
        const tag = props.as ?? baseTag
        if (typeof tag === 'string') return (props.children ?? null) as ReactElement | null
        return createElement(tag as ElementType, forwardedProps(props, forward))
    })
    return Object.assign(aware, {displayName: styled.displayName})
}

/**
 * What the memo keeps of a computed style: emotion's CSS text for it. A style function may return text, which
 * emotion takes as it is, so an element styled like one before it skips emotion's serialisation too; the text,
 * and so the class name hashed from it, is what emotion makes of the object itself. A style using keyframes
 * carries them beside its text (emotion inserts them with each page's styles), so it stays an object.
 */
const serialisedOnce = (computed: unknown) => {
    if (typeof computed !== 'object' || computed === null) return computed
    const serialised = css(computed as CSSObject)
    return serialised.next === undefined ? serialised.styles : computed
}

// Read when a style is computed, not when a component is created: Chakra loads this module while it loads itself.
const isChakraStyleProp = (name: string) => isStyleProp(name)

type CreateStyled = (
    tag: unknown,
    options?: object
) => (...styles: unknown[]) => StyledComponent & EmotionStatics

const styled = (tag: unknown, options?: object) => {
    const withStyles = (createStyled as unknown as CreateStyled)(tag, options)
    return (...styles: unknown[]) =>
        prepassAware(
            withStyles(
                ...styles.map((style) =>
                    typeof style === 'function'
                        ? memoStyleFunction(
                              style as Parameters<typeof memoStyleFunction>[0],
                              isChakraStyleProp,
                              serialisedOnce
                          )
                        : style
                )
            )
        )
}

export default styled
