import {sameDestination, withRequiredLinks, type FooterGroup, type RequiredLink} from './footer-links'

const REQUIRED: RequiredLink[] = [
    {group: 'Help', text: 'Customer Care & Help Centre', url: 'https://help.example/hc/en-gb'},
    {group: 'Information', text: 'Terms & Conditions', url: '/terms-and-conditions'},
    {group: 'Information', text: 'Wholesale Terms & Conditions', url: '/Terms-conditions-wholesale.html'},
    {group: 'Information', text: 'Security & Privacy', url: '/security-privacy.html'},
    {group: 'Information', text: 'Cookies', url: '/cookies.html'}
]
const TITLES = {Help: 'Help', Information: 'Information'}

describe('sameDestination', () => {
    test.each([
        ['/cookies.html', '/cookies.html', true],
        ['/terms-and-conditions/', '/terms-and-conditions?x=1', true],
        ['/Terms-conditions-wholesale.html', '/terms-conditions-wholesale.html', true],
        ['https://help.example/hc', 'https://help.example/hc/en-gb/requests', true],
        ['https://help.example/hc', 'https://other.example/hc', false],
        ['/cookies.html', 'https://shop.example/cookies.html', false],
        ['/cookies.html', '/security-privacy.html', false]
    ])('%s ~ %s: %s', (a, b, same) => {
        expect(sameDestination(a, b)).toBe(same)
    })
})

describe('withRequiredLinks', () => {
    test('without CMS content the spec links fill both groups', () => {
        const groups = withRequiredLinks(undefined, REQUIRED, TITLES)
        expect(groups.map((group) => [group.title, group.links.map((link) => link.url)])).toEqual([
            ['Help', ['https://help.example/hc/en-gb']],
            [
                'Information',
                [
                    '/terms-and-conditions',
                    '/Terms-conditions-wholesale.html',
                    '/security-privacy.html',
                    '/cookies.html'
                ]
            ]
        ])
    })

    test('CMS links keep their order and wording; only missing spec links are added', () => {
        const cms: FooterGroup[] = [
            {group: 'Information', title: 'Infos', links: [{text: 'Cookie policy', url: '/cookies.html'}]},
            {
                group: 'Help',
                title: 'Aide',
                links: [
                    {text: 'Help centre', url: 'https://help.example/hc'},
                    {text: 'Track my order', url: '/track-order'}
                ]
            }
        ]
        const groups = withRequiredLinks(cms, REQUIRED, TITLES)
        expect(groups[0]).toEqual({group: 'Help', title: 'Aide', links: cms[1].links})
        expect(groups[1].title).toBe('Infos')
        expect(groups[1].links.map((link) => link.text)).toEqual([
            'Cookie policy',
            'Terms & Conditions',
            'Wholesale Terms & Conditions',
            'Security & Privacy'
        ])
    })
})
