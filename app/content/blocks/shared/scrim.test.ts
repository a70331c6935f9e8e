import {contrastRatio} from '../../../theme/contrast'
import {copyScrim, scrimGradient} from './scrim'

describe('copyScrim: copy over an image reads at AA (4.5:1) on any picture', () => {
    test.each([
        [
            'white copy gets a dark shade, checked on a white image',
            '#ffffff',
            '#ffffff',
            'rgba(17, 17, 17, 0.6)',
            'light'
        ],
        ['a named white is white', 'white', '#ffffff', 'rgba(17, 17, 17, 0.6)', 'light'],
        ['short hex is expanded', '#FFF', '#ffffff', 'rgba(17, 17, 17, 0.6)', 'light'],
        ['no colour is the default white', undefined, '#ffffff', 'rgba(17, 17, 17, 0.6)', 'light'],
        ['an unreadable value is the default white', 'var(--x)', '#ffffff', 'rgba(17, 17, 17, 0.6)', 'light'],
        ['pale copy needs a darker shade', '#efe9df', '#efe9df', 'rgba(17, 17, 17, 0.65)', 'light'],
        [
            'ink copy gets a light shade, checked on a black image',
            '#111111',
            '#111111',
            'rgba(255, 255, 255, 0.5)',
            'dark'
        ],
        ['a named black is the ink', 'black', '#111111', 'rgba(255, 255, 255, 0.5)', 'dark'],
        [
            'mid grey cannot clear every image: redrawn in ink on a light shade',
            '#777777',
            '#111111',
            'rgba(255, 255, 255, 0.5)',
            'dark'
        ],
        [
            'a red too dark for any shade over white is redrawn white',
            '#e53935',
            '#ffffff',
            'rgba(17, 17, 17, 0.6)',
            'light'
        ],
        [
            'a pale yellow keeps its colour on a dark shade',
            '#ffcc00',
            '#ffcc00',
            'rgba(17, 17, 17, 0.7)',
            'light'
        ]
    ] as const)('%s', (_name, colour, drawn, scrim, tone) => {
        expect(copyScrim(colour)).toMatchObject({colour: drawn, scrim, tone})
    })

    const grey = (level: number) => `#${Math.round(level).toString(16).padStart(2, '0').repeat(3)}`

    test.each(['#ffffff', '#efe9df', '#111111', '#777777', '#e53935', '#3366cc', '#ffcc00'])(
        '%s: the drawn colour meets AA on the shade over a black and over a white image',
        (colour) => {
            const {colour: drawn, alpha, tone} = copyScrim(colour)
            const shade = tone === 'light' ? 17 : 255
            for (const image of [0, 255]) {
                expect(
                    contrastRatio(drawn, grey(shade * alpha + image * (1 - alpha)))
                ).toBeGreaterThanOrEqual(4.5)
            }
        }
    )
})

describe('scrimGradient: full strength behind the copy, fading towards the open side of the image', () => {
    const shade = 'rgba(17, 17, 17, 0.6)'
    const clear = 'rgba(17, 17, 17, 0)'
    test.each([
        ['bottom', `linear-gradient(to top, ${shade}, ${shade} calc(100% - 2.5rem), ${clear})`],
        ['top', `linear-gradient(to bottom, ${shade}, ${shade} calc(100% - 2.5rem), ${clear})`],
        [
            'centre',
            `linear-gradient(to bottom, ${clear}, ${shade} 2.5rem, ${shade} calc(100% - 2.5rem), ${clear})`
        ]
    ] as const)('copy at the %s', (position, gradient) => {
        expect(scrimGradient(position, shade)).toBe(gradient)
    })
})
