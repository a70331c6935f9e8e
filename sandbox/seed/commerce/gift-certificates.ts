/**
 * Documented test gift certificates (codes are case-insensitive):
 *
 * | code            | currency | balance | notes                                   |
 * |-----------------|----------|---------|-----------------------------------------|
 * | VELA-GB-100     | GBP      | 100.00  | covers a typical order                  |
 * | VELA-GB-500     | GBP      | 500.00  | covers any order (zero-amount path)     |
 * | VELA-GB-020     | GBP      | 20.00   | partial payment                         |
 * | VELA-GB-EXPIRED | GBP      | 50.00   | expired 2023-12-31                      |
 * | VELA-GB-ZERO    | GBP      | 0.00    | fully redeemed                          |
 * | VELA-GB-OFF     | GBP      | 40.00   | disabled                                |
 * | VELA-US-150     | USD      | 150.00  |                                         |
 * | VELA-US-025     | USD      | 25.00   |                                         |
 * | VELA-EU-120     | EUR      | 120.00  |                                         |
 * | VELA-EU-030     | EUR      | 30.00   |                                         |
 * | VELA-AU-200     | AUD      | 200.00  |                                         |
 * | VELA-AU-040     | AUD      | 40.00   |                                         |
 */
export interface SeedGiftCertificate {
    code: string
    currency: string
    amount: number
    balance: number
    expiryDate: string
    enabled: boolean
    recipientName?: string
    recipientEmail?: string
    senderName?: string
    message?: string
}

const VALID_UNTIL = '2099-12-31'

const card = (code: string, currency: string, amount: number, balance = amount): SeedGiftCertificate => ({
    code,
    currency,
    amount,
    balance,
    expiryDate: VALID_UNTIL,
    enabled: true,
    recipientName: 'VELA Tester',
    recipientEmail: 'gift.tester@example.com',
    senderName: 'VELA',
    message: 'Happy training!'
})

export const SEED_GIFT_CERTIFICATES: SeedGiftCertificate[] = [
    card('VELA-GB-100', 'GBP', 100),
    card('VELA-GB-500', 'GBP', 500),
    card('VELA-GB-020', 'GBP', 20),
    {...card('VELA-GB-EXPIRED', 'GBP', 50), expiryDate: '2023-12-31'},
    card('VELA-GB-ZERO', 'GBP', 25, 0),
    {...card('VELA-GB-OFF', 'GBP', 40), enabled: false},
    card('VELA-US-150', 'USD', 150),
    card('VELA-US-025', 'USD', 25),
    card('VELA-EU-120', 'EUR', 120),
    card('VELA-EU-030', 'EUR', 30),
    card('VELA-AU-200', 'AUD', 200),
    card('VELA-AU-040', 'AUD', 40)
]
