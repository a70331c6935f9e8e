import {stripHtml} from './strip-html'

describe('stripHtml: the words of CMS HTML, as text', () => {
    test.each([
        ['<p>Hello <b>there</b></p>', 'Hello there'],
        ['Tom &amp; Jerry', 'Tom & Jerry'],
        ['&lt;b&gt; &quot;quoted&quot; &apos;single&apos;&nbsp;space', '<b> "quoted" \'single\' space'],
        ['<script>alert(1)</script>Safe', 'Safe'],
        ['<STYLE type="text/css">p {color: red}</STYLE><p>Styled</p>', 'Styled'],
        ['<svg><title>icon</title></svg>Label', 'Label'],
        ['<!-- editor note -->Copy', 'Copy'],
        ['<p><strong>50</strong>% off</p>', '50% off'],
        ['<a href="/sale?from=a>b" title=\'x>y\'>Shop the sale</a>', 'Shop the sale'],
        ['<p>Line one</p>\n\n  <p>Line   two</p>', 'Line one Line two'],
        [
            '<h2>New in</h2><p>Seamless leggings</p><ul><li>Squat-proof</li><li>Pockets</li></ul>',
            'New in Seamless leggings Squat-proof Pockets'
        ],
        ['First line<br>second line', 'First line second line'],
        ['<br/>After a break', 'After a break'],
        ['Sizes 8 < 10 and 12 > 10', 'Sizes 8 < 10 and 12 > 10'],
        ['We <3 running', 'We <3 running'],
        ['<script>never closed', 'never closed'],
        ['<img src=x onerror=alert(1)>Picture', 'Picture'],
        ['', ''],
        [undefined, ''],
        [null, '']
    ])('%j -> %j', (input, expected) => {
        expect(stripHtml(input)).toBe(expected)
    })
})
