import type {Phrasebook} from '../phrasebook'

/** Shipping method names and times, and the payment provider's hosted 3-D Secure page, in Italian. */
export const COMMERCE_IT: Phrasebook = {
    'International delivery (duties included)': 'Spedizione internazionale (dazi inclusi)',
    'Delivered by our international partner': 'Consegnata dal nostro partner internazionale',
    '5-10 working days': '5-10 giorni lavorativi',
    'Standard delivery': 'Spedizione standard',
    'Free over £75': 'Gratuita sopra 75 £',
    '3-5 working days': '3-5 giorni lavorativi',
    'Express delivery': 'Spedizione express',
    'Free over £150': 'Gratuita sopra 150 £',
    '1-2 working days': '1-2 giorni lavorativi',
    'Next day delivery': 'Consegna il giorno successivo',
    'Next working day (order by 9pm)': 'Giorno lavorativo successivo (ordina entro le 21:00)',
    'Click & Collect': 'Click & Collect',
    'Free collection from a VELA shop': 'Ritiro gratuito in un negozio VELA',
    'Ready in 2 working days': 'Pronto in 2 giorni lavorativi',
    'International delivery': 'Spedizione internazionale',
    'Standard shipping': 'Spedizione standard',
    'Free over $100': 'Gratuita sopra 100 $',
    '5-7 business days': '5-7 giorni lavorativi',
    'Express shipping': 'Spedizione express',
    'Free over $200': 'Gratuita sopra 200 $',
    '2-3 business days': '2-3 giorni lavorativi',
    'Overnight shipping': 'Consegna in 24 ore',
    'Next business day (order by 2pm ET)': 'Giorno lavorativo successivo (ordina entro le 14:00 ET)',
    'Free over €90': 'Gratuita sopra 90 €',
    '4-7 working days': '4-7 giorni lavorativi',
    '2-3 working days': '2-3 giorni lavorativi',
    'Priority delivery': 'Spedizione prioritaria',
    'Free over €180': 'Gratuita sopra 180 €',
    'Free over AUD 150': 'Gratuita sopra 150 AUD',
    '5-8 business days': '5-8 giorni lavorativi',
    'Free over AUD 250': 'Gratuita sopra 250 AUD',
    '2-4 business days': '2-4 giorni lavorativi',
    '1-3 business days': '1-3 giorni lavorativi',
    'Verify your payment': 'Verifica il pagamento',
    'Your bank wants to make sure it is you paying <strong>{amount}</strong> to VELA with {brand} ending <strong>{digits}</strong>.':
        'La tua banca vuole assicurarsi che sia tu a pagare <strong>{amount}</strong> a VELA con la carta {brand} che termina con <strong>{digits}</strong>.',
    'Sandbox test: your one-time code is <strong>{code}</strong>.':
        'Test sandbox: il tuo codice monouso è <strong>{code}</strong>.',
    'One-time code': 'Codice monouso',
    'Complete authentication': 'Completa l’autenticazione',
    Cancel: 'Annulla',
    'Payment verification': 'Verifica del pagamento',
    'Return to the shop': 'Torna al negozio',
    'This verification has ended. Return to the shop to try again.':
        'Questa verifica è terminata. Torna al negozio per riprovare.',
    'This verification has already ended.': 'Questa verifica è già terminata.',
    'Verification finished.': 'Verifica completata.',
    'That code is not right. 1 attempt left.': 'Il codice non è corretto. Ti resta 1 tentativo.',
    'That code is not right. {count} attempts left.':
        'Il codice non è corretto. Ti restano {count} tentativi.',
    // Free-delivery progress message (PWA-GetDeliveryCartMsg).
    "You're {amount} away from free standard delivery":
        'Ti mancano {amount} per la spedizione standard gratuita',
    "You're {amount} away from free express delivery":
        'Ti mancano {amount} per la spedizione express gratuita',
    'You qualify for free standard delivery': 'Hai diritto alla spedizione standard gratuita',
    'You qualify for free express delivery': 'Hai diritto alla spedizione express gratuita'
}
