import {SAT, SUN, shop, type SeedStore} from './store-model'

/** Click-and-collect shops in Great Britain. */
export const GB_STORES: SeedStore[] = [
    shop(
        'london-covent-garden',
        'VELA Covent Garden',
        '21 Long Acre',
        'London',
        'WC2E 9LY',
        'GB',
        '+44 20 7946 0101',
        [51.5123, -0.1247]
    ),
    shop(
        'london-kings-road',
        'VELA Chelsea',
        "118 King's Road",
        'London',
        'SW3 4TR',
        'GB',
        '+44 20 7946 0102',
        [51.4904, -0.1637]
    ),
    shop(
        'london-white-city',
        'VELA Westfield London',
        'Ariel Way',
        'London',
        'W12 7GF',
        'GB',
        '+44 20 7946 0103',
        [51.5072, -0.2213],
        {hours: [['10:00', '22:00'], SAT, ['12:00', '18:00']]}
    ),
    shop(
        'london-spitalfields',
        'VELA Spitalfields',
        '9 Brushfield Street',
        'London',
        'E1 6AA',
        'GB',
        '+44 20 7946 0104',
        [51.5195, -0.0754]
    ),
    shop(
        'manchester',
        'VELA Manchester',
        '42 King Street',
        'Manchester',
        'M2 4LY',
        'GB',
        '+44 161 496 0105',
        [53.4808, -2.2426]
    ),
    shop(
        'birmingham',
        'VELA Birmingham',
        'Bullring, Upper Mall',
        'Birmingham',
        'B5 4BU',
        'GB',
        '+44 121 496 0106',
        [52.4778, -1.8944]
    ),
    shop(
        'leeds',
        'VELA Leeds',
        '15 Briggate',
        'Leeds',
        'LS1 6HD',
        'GB',
        '+44 113 496 0107',
        [53.7965, -1.5424]
    ),
    shop(
        'edinburgh',
        'VELA Edinburgh',
        '88 George Street',
        'Edinburgh',
        'EH2 3BU',
        'GB',
        '+44 131 496 0108',
        [55.9533, -3.1995]
    ),
    shop(
        'glasgow',
        'VELA Glasgow',
        '160 Buchanan Street',
        'Glasgow',
        'G1 2LL',
        'GB',
        '+44 141 496 0109',
        [55.8621, -4.254]
    ),
    shop(
        'bristol',
        'VELA Bristol',
        'Cabot Circus, Glass House',
        'Bristol',
        'BS1 3BX',
        'GB',
        '+44 117 496 0110',
        [51.459, -2.585]
    ),
    shop(
        'bath',
        'VELA Bath',
        '12 Milsom Street',
        'Bath',
        'BA1 1DA',
        'GB',
        '+44 1225 496 011',
        [51.3837, -2.3613],
        {hours: [['09:30', '18:00'], SAT, SUN]}
    ),
    shop(
        'oxford',
        'VELA Oxford',
        '5 Little Clarendon Street',
        'Oxford',
        'OX1 2HP',
        'GB',
        '+44 1865 496 012',
        [51.759, -1.262],
        {hours: [['09:30', '18:00'], SAT, SUN]}
    ),
    shop(
        'cambridge',
        'VELA Cambridge',
        '31 Trinity Street',
        'Cambridge',
        'CB2 1TB',
        'GB',
        '+44 1223 496 013',
        [52.2069, 0.1177],
        {hours: [['09:30', '18:00'], SAT, SUN]}
    ),
    shop(
        'brighton',
        'VELA Brighton',
        '48 East Street',
        'Brighton',
        'BN1 1HN',
        'GB',
        '+44 1273 496 014',
        [50.8213, -0.1396]
    ),
    shop(
        'guildford',
        'VELA Guildford',
        '101 High Street',
        'Guildford',
        'GU1 3DP',
        'GB',
        '+44 1483 496 015',
        [51.2362, -0.5704],
        {hours: [['09:30', '18:00'], SAT, ['10:30', '16:30']]}
    )
]
