import {CITY, SAT, shop, type SeedStore} from './store-model'

/** Shops in Ireland, the EU and Australia (click and collect) and US showrooms (no collection). */
export const INTERNATIONAL_STORES: SeedStore[] = [
    shop(
        'dublin-grafton-street',
        'VELA Grafton Street',
        '70 Grafton Street',
        'Dublin',
        'D02 VK65',
        'IE',
        '+353 1 555 0116',
        [53.3418, -6.26]
    ),
    shop(
        'dublin-dundrum',
        'VELA Dundrum',
        'Dundrum Town Centre, Level 2',
        'Dublin',
        'D16 A0K8',
        'IE',
        '+353 1 555 0117',
        [53.2876, -6.2425]
    ),
    shop(
        'cork',
        'VELA Cork',
        '22 Oliver Plunkett Street',
        'Cork',
        'T12 X8YE',
        'IE',
        '+353 21 555 0118',
        [51.8985, -8.4719]
    ),
    shop(
        'paris-marais',
        'VELA Le Marais',
        '12 Rue des Francs-Bourgeois',
        'Paris',
        '75004',
        'FR',
        '+33 1 55 55 01 19',
        [48.8575, 2.36],
        {
            hours: [
                ['10:30', '19:30'],
                ['10:30', '19:30'],
                ['13:00', '18:00']
            ]
        }
    ),
    shop(
        'milano-brera',
        'VELA Brera',
        'Corso Garibaldi 42',
        'Milano',
        '20121',
        'IT',
        '+39 02 5555 0126',
        [45.4735, 9.1846],
        {hours: [CITY, SAT, ['11:00', '19:00']]}
    ),
    shop(
        'roma-monti',
        'VELA Monti',
        'Via del Boschetto 71',
        'Roma',
        '00184',
        'IT',
        '+39 06 5555 0127',
        [41.8965, 12.4925],
        {hours: [CITY, SAT, undefined]}
    ),
    shop(
        'amsterdam',
        'VELA Amsterdam',
        'Kalverstraat 120',
        'Amsterdam',
        '1012 PK',
        'NL',
        '+31 20 555 0120',
        [52.369, 4.8917]
    ),
    shop(
        'berlin-mitte',
        'VELA Berlin Mitte',
        'Alte Schönhauser Straße 8',
        'Berlin',
        '10119',
        'DE',
        '+49 30 5555 0121',
        [52.5266, 13.407],
        {hours: [CITY, SAT, undefined]}
    ),
    shop(
        'sydney-paddington',
        'VELA Paddington',
        '278 Oxford Street',
        'Sydney',
        '2021',
        'AU',
        '+61 2 5550 0122',
        [-33.8853, 151.227],
        {stateCode: 'NSW'}
    ),
    shop(
        'sydney-bondi',
        'VELA Bondi',
        '86 Campbell Parade',
        'Sydney',
        '2026',
        'AU',
        '+61 2 5550 0123',
        [-33.8915, 151.2767],
        {stateCode: 'NSW'}
    ),
    shop(
        'melbourne-south-yarra',
        'VELA South Yarra',
        '510 Chapel Street',
        'Melbourne',
        '3141',
        'AU',
        '+61 3 5550 0124',
        [-37.84, 144.995],
        {stateCode: 'VIC'}
    ),
    shop(
        'brisbane',
        'VELA Brisbane',
        '171 Queen Street Mall',
        'Brisbane',
        '4000',
        'AU',
        '+61 7 5550 0125',
        [-27.4698, 153.0251],
        {stateCode: 'QLD'}
    ),
    shop(
        'new-york-soho',
        'VELA SoHo Showroom',
        '120 Greene Street',
        'New York',
        '10012',
        'US',
        '+1 212 555 0126',
        [40.725, -73.999],
        {stateCode: 'NY', clickAndCollect: false, type: 'showroom'}
    ),
    shop(
        'los-angeles-venice',
        'VELA Abbot Kinney Showroom',
        '1305 Abbot Kinney Blvd',
        'Los Angeles',
        '90291',
        'US',
        '+1 310 555 0127',
        [33.991, -118.469],
        {stateCode: 'CA', clickAndCollect: false, type: 'showroom'}
    ),
    shop(
        'chicago-gold-coast',
        'VELA Gold Coast Showroom',
        '60 E Oak Street',
        'Chicago',
        '60611',
        'US',
        '+1 312 555 0128',
        [41.9007, -87.626],
        {stateCode: 'IL', clickAndCollect: false, type: 'showroom'}
    )
]
