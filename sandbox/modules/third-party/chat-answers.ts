/**
 * The support desk behind the live chat stand-in: answers from the shop's help topics, by keyword, in the
 * shopper's language where the desk has one (English otherwise, as a real desk would route it).
 */
type Topic = 'delivery' | 'returns' | 'order' | 'size' | 'human'

const KEYWORDS: [Topic, RegExp][] = [
    ['order', /\b(order|track|where is|parcel|package|commande|ordine)\b/i],
    ['returns', /\b(return|refund|exchange|retour|rembourse|reso|rimborso)\w*/i],
    ['delivery', /\b(deliver|shipping|ship|postage|livraison|consegna|spedizione)\w*/i],
    ['size', /\b(size|fit|length|taille|taglia)\w*/i]
]

const ANSWERS: Record<string, Record<Topic, string>> = {
    en: {
        delivery:
            'Standard delivery takes 3-5 working days and is free over the threshold shown in your bag.',
        returns:
            'You can return unworn items within 30 days; refunds go back to your original payment method within 5 business days.',
        order: 'You can follow your order from the Track order page with your order number and email address.',
        size: 'Each product page has a size guide; our fit rating tells you whether a style runs snug or roomy.',
        human: 'Thanks! A member of our customer care team will reply here shortly.'
    },
    fr: {
        delivery:
            'La livraison standard prend 3 à 5 jours ouvrés et est offerte au-delà du seuil indiqué dans votre panier.',
        returns:
            'Vous pouvez retourner les articles non portés sous 30 jours ; le remboursement est effectué sur votre moyen de paiement sous 5 jours ouvrés.',
        order: 'Suivez votre commande depuis la page Suivi de commande avec votre numéro de commande et votre e-mail.',
        size: 'Chaque fiche produit propose un guide des tailles et une indication de coupe.',
        human: 'Merci ! Un membre de notre service client vous répondra ici sous peu.'
    },
    it: {
        delivery:
            'La consegna standard richiede 3-5 giorni lavorativi ed è gratuita oltre la soglia indicata nel carrello.',
        returns:
            'Puoi restituire gli articoli non indossati entro 30 giorni; il rimborso arriva sul metodo di pagamento originale entro 5 giorni lavorativi.',
        order: "Segui il tuo ordine dalla pagina Traccia ordine con il numero d'ordine e l'e-mail.",
        size: 'Ogni pagina prodotto ha una guida alle taglie e una valutazione della vestibilità.',
        human: 'Grazie! Un membro del nostro servizio clienti ti risponderà qui a breve.'
    }
}

export const chatTopic = (text: string): Topic =>
    KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'human'

export const chatAnswer = (text: string, locale: string): string => {
    const language = locale.slice(0, 2).toLowerCase()
    return (ANSWERS[language] ?? ANSWERS.en)[chatTopic(text)]
}
