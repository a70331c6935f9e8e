import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent} from 'react'
import {Box, Button, chakra, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useDismiss} from '../disclosure'
import {toolbarButtonProps} from '../listing-toolbar/toolbar-button'
import {sortLabel, sortMenuMessages as messages, type SortOption} from './sort-labels'

export interface SortMenuProps {
    options: SortOption[]
    /** The selected option's id (best-matches by default). */
    value: string
    onChange: (id: string) => void
}

const Check = ({checked}: {checked: boolean}) => (
    <chakra.svg
        viewBox="0 0 14 14"
        w="0.8em"
        h="0.8em"
        me="0.75rem"
        flexShrink={0}
        opacity={checked ? 1 : 0}
        aria-hidden="true"
        focusable="false"
    >
        <polygon
            fill="currentColor"
            points="5.5 11.9993304 14 3.49933039 12.5 2 5.5 8.99933039 1.5 4.9968652 0 6.49933039"
        />
    </chakra.svg>
)

const MenuItem = chakra('button', {
    baseStyle: {
        display: 'flex',
        alignItems: 'center',
        w: '100%',
        minH: '44px',
        py: 1.5,
        px: 3,
        fontSize: 'sm',
        textAlign: 'start',
        transition: 'background 50ms ease-in',
        outline: 0,
        _hover: {bg: 'gray.100'},
        _focus: {bg: 'gray.100'},
        _active: {bg: 'gray.200'}
    }
})

/** Arrow keys, Home and End move between items (wrapping); a letter moves to the next item starting with it. */
const nextIndex = (key: string, current: number, labels: string[]): number | undefined => {
    const last = labels.length - 1
    if (key === 'ArrowDown') return current >= last ? 0 : current + 1
    if (key === 'ArrowUp') return current <= 0 ? last : current - 1
    if (key === 'Home') return 0
    if (key === 'End') return last
    if (key.length !== 1 || !/\S/.test(key)) return undefined
    const letter = key.toLocaleLowerCase()
    for (let step = 1; step <= labels.length; step++) {
        const index = (current + step) % labels.length
        if (labels[index].toLocaleLowerCase().startsWith(letter)) return index
    }
    return undefined
}

/**
 * The listing's sort order: a menu button whose menu holds one radio item per order (WAI-ARIA menu button
 * pattern: the chosen order is focused on opening, Escape returns to the button). Choosing an order changes
 * the URL (and resets the offset).
 */
export const SortMenu = ({options, value, onChange}: SortMenuProps) => {
    const intl = useIntl()
    const buttonId = useId()
    const menuId = useId()
    const [open, setOpen] = useState(false)
    const [active, setActive] = useState(0)
    const button = useRef<HTMLButtonElement>(null)
    const menu = useRef<HTMLDivElement>(null)
    const items = useRef<(HTMLButtonElement | null)[]>([])
    const close = useCallback((returnFocus: boolean) => {
        setOpen(false)
        if (returnFocus) button.current?.focus()
    }, [])
    useDismiss({open, onClose: close, trigger: button, panel: menu})

    useEffect(() => {
        if (open) items.current[active]?.focus({preventScroll: true})
    }, [open, active])

    if (!options.length) return null
    const current = options.find((option) => option.id === value) ?? options[0]
    const label = sortLabel(intl, current)
    const labels = options.map((option) => sortLabel(intl, option))
    const checkedIndex = options.indexOf(current)

    const openAt = (index: number) => {
        setActive(index)
        setOpen(true)
    }
    const choose = (id: string) => {
        close(true)
        if (id !== current.id) onChange(id)
    }
    const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            openAt(event.key === 'ArrowDown' ? checkedIndex : options.length - 1)
        }
    }
    const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        const next = nextIndex(event.key, active, labels)
        if (next === undefined) return undefined
        event.preventDefault()
        return setActive(next)
    }

    return (
        <Box position="relative" me={-3}>
            <Button
                ref={button}
                id={buttonId}
                {...toolbarButtonProps}
                aria-label={intl.formatMessage(messages.current, {label})}
                aria-haspopup="menu"
                aria-expanded={open}
                aria-controls={open ? menuId : undefined}
                onClick={() => (open ? close(false) : openAt(checkedIndex))}
                onKeyDown={onButtonKeyDown}
            >
                <Text as="span" color="text.muted" me={1} display={{base: 'none', sm: 'inline'}}>
                    {intl.formatMessage(messages.sortBy)}:
                </Text>
                {label}
            </Button>
            {open ? (
                <Box
                    ref={menu}
                    id={menuId}
                    role="menu"
                    aria-labelledby={buttonId}
                    position="absolute"
                    top="calc(100% + 4px)"
                    insetEnd={0}
                    minW="3xs"
                    py={2}
                    zIndex="dropdown"
                    bg="white"
                    border="1px solid"
                    borderColor="border.subtle"
                    boxShadow="panel"
                    onKeyDown={onMenuKeyDown}
                >
                    {options.map((option, index) => (
                        <MenuItem
                            key={option.id}
                            ref={(element: HTMLButtonElement | null) => {
                                items.current[index] = element
                            }}
                            type="button"
                            role="menuitemradio"
                            aria-checked={option.id === current.id}
                            tabIndex={index === active ? 0 : -1}
                            onClick={() => choose(option.id)}
                            onFocus={() => setActive(index)}
                        >
                            <Check checked={option.id === current.id} />
                            {labels[index]}
                        </MenuItem>
                    ))}
                </Box>
            ) : null}
        </Box>
    )
}
