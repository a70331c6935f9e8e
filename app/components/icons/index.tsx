import {Icon, type IconProps} from '@chakra-ui/react'

/**
 * The shell's icons as tiny inline SVGs (1.5px strokes on a 24px grid), instead of an icon library, to keep the
 * first-load bundle small. Decorative by default: the control that holds an icon carries the label.
 */
const stroke = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round'
} as const

const make = (name: string, paths: JSX.Element) => {
    const Component = (props: IconProps) => (
        <Icon viewBox="0 0 24 24" boxSize="22px" aria-hidden focusable={false} {...props}>
            <g {...stroke}>{paths}</g>
        </Icon>
    )
    Component.displayName = name
    return Component
}

export const SearchIcon = make(
    'SearchIcon',
    <>
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="M15.5 15.5 21 21" />
    </>
)

export const AccountIcon = make(
    'AccountIcon',
    <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
)

export const BagIcon = make(
    'BagIcon',
    <>
        <path d="M4.5 8h15l-1 13h-13z" />
        <path d="M8.5 8V6.5a3.5 3.5 0 0 1 7 0V8" />
    </>
)

export const MenuIcon = make('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />)

export const CloseIcon = make('CloseIcon', <path d="M5 5l14 14M19 5 5 19" />)

export const ChevronRightIcon = make('ChevronRightIcon', <path d="m9 5 7 7-7 7" />)

export const ChevronLeftIcon = make('ChevronLeftIcon', <path d="m15 5-7 7 7 7" />)

export const ChevronDownIcon = make('ChevronDownIcon', <path d="m5 9 7 7 7-7" />)

export const LockIcon = make(
    'LockIcon',
    <>
        <rect x="5" y="10.5" width="14" height="10" rx="1" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </>
)

export const GlobeIcon = make(
    'GlobeIcon',
    <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
)

export const ArrowRightIcon = make('ArrowRightIcon', <path d="M4 12h16m-6-6 6 6-6 6" />)

export const HeartIcon = make(
    'HeartIcon',
    <path d="M12 20s-7.5-4.6-9.2-9.3C1.6 7.4 3.8 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.4 0 5.6 3.4 4.4 6.7C19.5 15.4 12 20 12 20z" />
)
