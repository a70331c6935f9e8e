import {readMessages} from './compile'

/**
 * Issue #13: "en-US reads as British English ('authorised', 'favourites', 'delivery' where the US site elsewhere
 * says 'shipping'). en-US gets its own American wording, not a copy of en-GB." These are the British spellings
 * and terms an American shopper would notice; en-US messages must not use them.
 */
const BRITISH = [
    /\bcolours?\b/i,
    /\bfavourites?\b/i,
    /\bcentres?\b/i,
    /\b(authoris|recognis|organis|personalis|customis|apologis|finalis|prioritis|minimis|optimis)(e|ed|es|ing|ation)\b/i,
    /\bcatalogue\b/i,
    /\bcancelled\b/i,
    /\bgrey\b/i,
    /\bcosy\b/i,
    /\bpostcodes?\b/i,
    /\bwhilst\b/i,
    /\benquir/i,
    /\bprogramme\b/i,
    /\bmobile number\b/i,
    /\bparcels?\b/i,
    /\bworking days?\b/i,
    /\b(free|continue to|finding) delivery\b/i,
    /\bdelivery (method|options?|address|country|updates)\b/i
]

describe('en-US messages are American English', () => {
    const messages = readMessages('en-US')
    test.each(BRITISH.map((pattern) => [pattern.source, pattern] as const))(
        'none uses %s',
        (_name, pattern) => {
            const british = Object.entries(messages)
                .filter(([, message]) => pattern.test(message.defaultMessage))
                .map(([id, message]) => `${id}: ${message.defaultMessage}`)
            expect(british).toEqual([])
        }
    )
})
