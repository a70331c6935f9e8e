import {isoDay, marketingEvent, mobileNumber, mobilePrefix, sendMarketingEvent} from './marketing-events'

const base = {
    eventName: 'sms_opt_in',
    locale: 'en-GB',
    country: 'gb',
    date: new Date('2025-03-04T10:00:00Z'),
    source: 'RPHM'
}

describe('marketing events for the customer-data service (spec 001 §7.3)', () => {
    test.each([
        ['en-US', '+1'],
        ['en-GB', '+44'],
        ['fr-FR', '+44'],
        ['ja-JP', '+44']
    ])('"SMS prefix +44 for non-US, +1 for en-US": %s -> %s', (locale, prefix) => {
        expect(mobilePrefix(locale)).toBe(prefix)
    })

    test.each([
        ['07700 900123', 'en-GB', '+447700900123'],
        ['7700 900123', 'en-GB', '+447700900123'],
        ['(800) 222-2222', 'en-US', '+18002222222'],
        ['', 'en-GB', undefined],
        [undefined, 'en-US', undefined]
    ])('"mobile as +1 or +44 plus the number": %p (%s) -> %p', (typed, locale, expected) => {
        expect(mobileNumber(typed, locale)).toBe(expected)
    })

    test.each([
        [new Date('1990-07-09T00:00:00Z'), '1990-07-09'],
        ['1985-12-31', '1985-12-31'],
        ['31/12/1985', undefined],
        [new Date('nope'), undefined]
    ])('"date_of_birth YYYY-MM-DD": %p -> %p', (value, expected) => {
        expect(isoDay(value)).toBe(expected)
    })

    test('the exact attribute mapping: identities, user attributes, custom attributes', () => {
        expect(
            marketingEvent({
                ...base,
                email: 'sam@example.com',
                ip: '203.0.113.9',
                firstName: 'Sam',
                lastName: 'Taylor',
                dateOfBirth: '1990-07-09',
                subscriptions: {email: true, sms: true},
                subscribeSource: 'RPHM',
                subscribeDate: new Date('2025-03-04T10:00:00Z'),
                mobile: '07700 900123',
                status: 'opted_in'
            })
        ).toEqual({
            event_name: 'sms_opt_in',
            user_identities: {email: 'sam@example.com'},
            ip: '203.0.113.9',
            user_attributes: {
                email_address: 'sam@example.com',
                FirstName: 'Sam',
                LastName: 'Taylor',
                date_of_birth: '1990-07-09',
                subscribe_email: true,
                subscribe_sms: true,
                last_subscribe_source: 'RPHM',
                last_subscribe_date: '2025-03-04',
                mobile: '+447700900123'
            },
            custom_attributes: {
                country_code_iso: 'GB',
                date: '2025-03-04T10:00:00.000Z',
                status: 'opted_in',
                channel: 'WEB',
                source: 'RPHM',
                data_source: 'storefront'
            }
        })
    })

    test('NPS attributes: nps_score, nps_improvements, nps_detail, nps_workout_frequency', () => {
        const event = marketingEvent({
            ...base,
            eventName: 'NPS',
            nps: {
                score: 9,
                improvements: 'Nothing',
                detail: 'Great leggings',
                workoutFrequency: '3-4 times a week'
            }
        })
        expect(event.custom_attributes).toMatchObject({
            nps_score: '9',
            nps_improvements: 'Nothing',
            nps_detail: 'Great leggings',
            nps_workout_frequency: '3-4 times a week'
        })
        expect(event).not.toHaveProperty('user_identities')
    })

    test('"The response needs success, else its error message is thrown"', async () => {
        const event = marketingEvent(base)
        await expect(
            sendMarketingEvent(() => Promise.resolve({success: true}), event)
        ).resolves.toBeUndefined()
        await expect(
            sendMarketingEvent(() => Promise.resolve({success: false, message: 'Unknown audience'}), event)
        ).rejects.toThrow('Unknown audience')
        await expect(
            sendMarketingEvent(() => Promise.resolve({error: 'Quota exceeded'}), event)
        ).rejects.toThrow('Quota exceeded')
        await expect(sendMarketingEvent(() => Promise.resolve({}), event)).rejects.toThrow('Request failed')
    })
})
