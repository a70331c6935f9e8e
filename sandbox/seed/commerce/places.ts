/**
 * A small geocoder for the areas the shops are in: postcode districts (GB outward codes and postcode prefixes
 * elsewhere) and town names to coordinates. Store search by postcode or town uses it.
 */
export interface Place {
    country: string
    /** Upper-case postcode prefix without spaces (GB outward code, IE routing key, leading digits elsewhere). */
    prefixes: string[]
    town: string
    latitude: number
    longitude: number
}

export const PLACES: Place[] = [
    {
        country: 'GB',
        prefixes: ['WC1', 'WC2', 'EC1', 'EC2', 'EC3', 'EC4', 'W1', 'SW1', 'SE1', 'N1', 'E1', 'NW1'],
        town: 'London',
        latitude: 51.5072,
        longitude: -0.1276
    },
    {
        country: 'GB',
        prefixes: ['SW3', 'SW5', 'SW6', 'SW7', 'SW10'],
        town: 'Chelsea',
        latitude: 51.4875,
        longitude: -0.1687
    },
    {
        country: 'GB',
        prefixes: ['W12', 'W11', 'W14', 'W6'],
        town: "Shepherd's Bush",
        latitude: 51.5046,
        longitude: -0.2187
    },
    {
        country: 'GB',
        prefixes: ['M1', 'M2', 'M3', 'M4', 'M15'],
        town: 'Manchester',
        latitude: 53.4808,
        longitude: -2.2426
    },
    {
        country: 'GB',
        prefixes: ['B1', 'B2', 'B3', 'B4', 'B5'],
        town: 'Birmingham',
        latitude: 52.4862,
        longitude: -1.8904
    },
    {country: 'GB', prefixes: ['LS1', 'LS2', 'LS6'], town: 'Leeds', latitude: 53.8008, longitude: -1.5491},
    {
        country: 'GB',
        prefixes: ['EH1', 'EH2', 'EH3'],
        town: 'Edinburgh',
        latitude: 55.9533,
        longitude: -3.1883
    },
    {country: 'GB', prefixes: ['G1', 'G2', 'G3'], town: 'Glasgow', latitude: 55.8642, longitude: -4.2518},
    {country: 'GB', prefixes: ['BS1', 'BS2', 'BS8'], town: 'Bristol', latitude: 51.4545, longitude: -2.5879},
    {country: 'GB', prefixes: ['BA1', 'BA2'], town: 'Bath', latitude: 51.3811, longitude: -2.359},
    {country: 'GB', prefixes: ['OX1', 'OX2', 'OX4'], town: 'Oxford', latitude: 51.752, longitude: -1.2577},
    {country: 'GB', prefixes: ['CB1', 'CB2', 'CB4'], town: 'Cambridge', latitude: 52.2053, longitude: 0.1218},
    {country: 'GB', prefixes: ['BN1', 'BN2', 'BN3'], town: 'Brighton', latitude: 50.8225, longitude: -0.1372},
    {country: 'GB', prefixes: ['GU1', 'GU2'], town: 'Guildford', latitude: 51.2362, longitude: -0.5704},
    {country: 'GB', prefixes: ['RG1', 'RG2'], town: 'Reading', latitude: 51.4543, longitude: -0.9781},
    {country: 'GB', prefixes: ['L1', 'L2', 'L3'], town: 'Liverpool', latitude: 53.4084, longitude: -2.9916},
    {
        country: 'GB',
        prefixes: ['NE1', 'NE2'],
        town: 'Newcastle upon Tyne',
        latitude: 54.9783,
        longitude: -1.6178
    },
    {country: 'GB', prefixes: ['CF10', 'CF11'], town: 'Cardiff', latitude: 51.4816, longitude: -3.1791},
    {
        country: 'IE',
        prefixes: ['D01', 'D02', 'D04', 'D08'],
        town: 'Dublin',
        latitude: 53.3498,
        longitude: -6.2603
    },
    {country: 'IE', prefixes: ['D14', 'D16', 'D18'], town: 'Dundrum', latitude: 53.2893, longitude: -6.2457},
    {country: 'IE', prefixes: ['T12', 'T23'], town: 'Cork', latitude: 51.8985, longitude: -8.4756},
    {country: 'IE', prefixes: ['H91'], town: 'Galway', latitude: 53.2707, longitude: -9.0568},
    {country: 'FR', prefixes: ['75'], town: 'Paris', latitude: 48.8566, longitude: 2.3522},
    {country: 'IT', prefixes: ['201'], town: 'Milano', latitude: 45.4642, longitude: 9.19},
    {country: 'IT', prefixes: ['001'], town: 'Roma', latitude: 41.9028, longitude: 12.4964},
    {country: 'NL', prefixes: ['10'], town: 'Amsterdam', latitude: 52.3676, longitude: 4.9041},
    {
        country: 'DE',
        prefixes: ['101', '102', '104', '105'],
        town: 'Berlin',
        latitude: 52.52,
        longitude: 13.405
    },
    {
        country: 'AU',
        prefixes: ['2000', '2010', '2021', '2026'],
        town: 'Sydney',
        latitude: -33.8688,
        longitude: 151.2093
    },
    {
        country: 'AU',
        prefixes: ['3000', '3141', '3181'],
        town: 'Melbourne',
        latitude: -37.8136,
        longitude: 144.9631
    },
    {country: 'AU', prefixes: ['4000', '4006'], town: 'Brisbane', latitude: -27.4698, longitude: 153.0251},
    {country: 'AU', prefixes: ['6000'], town: 'Perth', latitude: -31.9505, longitude: 115.8605},
    {country: 'US', prefixes: ['100', '101', '102'], town: 'New York', latitude: 40.7128, longitude: -74.006},
    {country: 'US', prefixes: ['900', '902'], town: 'Los Angeles', latitude: 34.0522, longitude: -118.2437},
    {country: 'US', prefixes: ['606'], town: 'Chicago', latitude: 41.8781, longitude: -87.6298},
    {country: 'US', prefixes: ['941'], town: 'San Francisco', latitude: 37.7749, longitude: -122.4194}
]
