import {isSpellingCorrection} from './spelling-suggestion'

// Issue 13: "The search page for a script-like term suggests 'Did you mean sculpt alert sculpt?'".
describe('isSpellingCorrection: only a real correction is offered as "Did you mean"', () => {
    test.each([
        ['legings', 'leggings', true],
        ['sprots bra', 'sports bra', true],
        ['Leggings', 'leggings', false],
        ['leggings ', ' leggings', false],
        ['legings', '   ', false],
        ["<script>alert('sculpt')</script>", 'sculpt alert sculpt', false],
        ['<b>hoodie</b>', 'hoodie', false],
        ['hoodie &lt;', 'hoodie', false],
        ['scrip scrip', 'sculpt sculpt', false],
        ['legings', '<img src=x>', false],
        ['javascript:alert(1)', 'alert', false]
    ])('%j → %j: %s', (term, phrase, offered) => {
        expect(isSpellingCorrection(term, phrase)).toBe(offered)
    })
})
