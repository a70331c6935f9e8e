import type {Phrasebook} from '../phrasebook'

/** Shipping method names and times, and the payment provider's hosted 3-D Secure page, in French. */
export const COMMERCE_FR: Phrasebook = {
    'International delivery (duties included)': 'Livraison internationale (droits inclus)',
    'Delivered by our international partner': 'Livrée par notre partenaire international',
    '5-10 working days': '5 à 10 jours ouvrés',
    'Standard delivery': 'Livraison standard',
    'Free over £75': 'Offerte dès 75 £',
    '3-5 working days': '3 à 5 jours ouvrés',
    'Express delivery': 'Livraison express',
    'Free over £150': 'Offerte dès 150 £',
    '1-2 working days': '1 à 2 jours ouvrés',
    'Next day delivery': 'Livraison le lendemain',
    'Next working day (order by 9pm)': 'Jour ouvré suivant (commande avant 21 h)',
    'Click & Collect': 'Click & Collect',
    'Free collection from a VELA shop': 'Retrait gratuit dans une boutique VELA',
    'Ready in 2 working days': 'Prête sous 2 jours ouvrés',
    'International delivery': 'Livraison internationale',
    'Standard shipping': 'Livraison standard',
    'Free over $100': 'Offerte dès 100 $',
    '5-7 business days': '5 à 7 jours ouvrés',
    'Express shipping': 'Livraison express',
    'Free over $200': 'Offerte dès 200 $',
    '2-3 business days': '2 à 3 jours ouvrés',
    'Overnight shipping': 'Livraison en 24 h',
    'Next business day (order by 2pm ET)': 'Jour ouvré suivant (commande avant 14 h, heure de l’Est)',
    'Free over €90': 'Offerte dès 90 €',
    '4-7 working days': '4 à 7 jours ouvrés',
    '2-3 working days': '2 à 3 jours ouvrés',
    'Priority delivery': 'Livraison prioritaire',
    'Free over €180': 'Offerte dès 180 €',
    'Free over AUD 150': 'Offerte dès 150 AUD',
    '5-8 business days': '5 à 8 jours ouvrés',
    'Free over AUD 250': 'Offerte dès 250 AUD',
    '2-4 business days': '2 à 4 jours ouvrés',
    '1-3 business days': '1 à 3 jours ouvrés',
    'Verify your payment': 'Vérifiez votre paiement',
    'Your bank wants to make sure it is you paying <strong>{amount}</strong> to VELA with {brand} ending <strong>{digits}</strong>.':
        'Votre banque veut s’assurer que c’est bien vous qui payez <strong>{amount}</strong> à VELA avec votre carte {brand} se terminant par <strong>{digits}</strong>.',
    'Sandbox test: your one-time code is <strong>{code}</strong>.':
        'Test sandbox : votre code à usage unique est <strong>{code}</strong>.',
    'One-time code': 'Code à usage unique',
    'Complete authentication': 'Valider l’authentification',
    Cancel: 'Annuler',
    'Payment verification': 'Vérification du paiement',
    'Return to the shop': 'Revenir à la boutique',
    'This verification has ended. Return to the shop to try again.':
        'Cette vérification est terminée. Revenez à la boutique pour réessayer.',
    'This verification has already ended.': 'Cette vérification est déjà terminée.',
    'Verification finished.': 'Vérification terminée.',
    'That code is not right. 1 attempt left.': 'Ce code est incorrect. Il vous reste 1 tentative.',
    'That code is not right. {count} attempts left.':
        'Ce code est incorrect. Il vous reste {count} tentatives.',
    // Free-delivery progress message (PWA-GetDeliveryCartMsg).
    "You're {amount} away from free standard delivery":
        'Plus que {amount} pour profiter de la livraison standard offerte',
    "You're {amount} away from free express delivery":
        'Plus que {amount} pour profiter de la livraison express offerte',
    'You qualify for free standard delivery': 'La livraison standard vous est offerte',
    'You qualify for free express delivery': 'La livraison express vous est offerte'
}
