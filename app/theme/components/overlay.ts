import {createMultiStyleConfigHelpers} from '@chakra-ui/react'

const parts = ['overlay', 'dialogContainer', 'dialog', 'header', 'closeButton', 'body', 'footer'] as const

const shared = {
    overlay: {bg: 'rgba(17, 17, 17, 0.45)'},
    dialog: {borderRadius: 'none', bg: 'bg.canvas', color: 'text.primary', boxShadow: 'panel'},
    header: {
        fontFamily: 'heading',
        fontSize: 'xl',
        fontWeight: 'semibold',
        letterSpacing: 'tight',
        px: 6,
        py: 5
    },
    closeButton: {
        borderRadius: 'none',
        w: '44px',
        h: '44px',
        top: 2,
        insetEnd: 2,
        _focusVisible: {boxShadow: 'outline'}
    },
    body: {px: 6, py: 4},
    footer: {px: 6, py: 4, borderTop: '1px solid', borderColor: 'border.subtle'}
}

const drawerHelpers = createMultiStyleConfigHelpers(parts)

export const Drawer = drawerHelpers.defineMultiStyleConfig({baseStyle: shared})

const modalHelpers = createMultiStyleConfigHelpers(parts)

export const Modal = modalHelpers.defineMultiStyleConfig({
    baseStyle: {...shared, dialog: {...shared.dialog, mx: 4}}
})
