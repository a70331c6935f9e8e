import type {Phrasebook} from '../phrasebook'

/** Sign-up forms and surveys. In French. */
export const CONTENT_FORMS_FR: Phrasebook = {
    'Runner stretching before a run': 'Coureuse qui s’étire avant sa course',
    '<h2>Get 10% off your first order</h2><p>Be first to hear about launches, training tips and offers.</p>':
        '<h2>-10 % sur votre première commande</h2><p>Soyez la première informée des lancements, conseils d’entraînement et offres.</p>',
    '<p>You can unsubscribe at any time. See our <a href="/security-privacy.html">privacy policy</a>.</p>':
        '<p>Vous pouvez vous désinscrire à tout moment. Consultez notre <a href="/security-privacy.html">politique de confidentialité</a>.</p>',
    '<h2>Welcome to VELA</h2><p>Your code is on its way to your inbox.</p>':
        '<h2>Bienvenue chez VELA</h2><p>Votre code est en route vers votre boîte de réception.</p>',
    'First name': 'Prénom',
    'Email address': 'Adresse e-mail',
    'Enter valid email address': 'Saisissez une adresse e-mail valide',
    'Date of birth': 'Date de naissance',
    'DD/MM/YYYY': 'JJ/MM/AAAA',
    Country: 'Pays',
    'Please choose your country': 'Veuillez choisir votre pays',
    'United Kingdom': 'Royaume-Uni',
    'United States': 'États-Unis',
    Ireland: 'Irlande',
    France: 'France',
    Italy: 'Italie',
    Australia: 'Australie',
    'Mobile number (optional)': 'Numéro de mobile (facultatif)',
    'Email me news and offers': 'Recevoir les nouveautés et offres par e-mail',
    'I’d like to hear about new collections and offers. See our <a href="/security-privacy.html">privacy policy</a>.':
        'J’aimerais être informée des nouvelles collections et offres. Consultez notre <a href="/security-privacy.html">politique de confidentialité</a>.',
    'Sign me up': 'Je m’inscris',
    'Start with our bestsellers': 'Commencez par nos meilleures ventes',
    'By adding your number you agree to receive up to 6 texts a month. Reply STOP to opt out. Message and data rates may apply.':
        'En ajoutant votre numéro, vous acceptez de recevoir jusqu’à 6 SMS par mois. Répondez STOP pour vous désinscrire. Des frais de messagerie et de données peuvent s’appliquer.',
    'Run club crossing a London bridge at dusk': 'Club de course traversant un pont londonien au crépuscule',
    '<h2>London Run Club: spring series</h2><p>Six Thursday evening runs from our Covent Garden shop. 5k and 10k groups, all paces welcome.</p>':
        '<h2>London Run Club : série de printemps</h2><p>Six sorties le jeudi soir au départ de notre boutique de Covent Garden. Groupes 5 km et 10 km, tous les rythmes sont les bienvenus.</p>',
    '<p>Places are limited and allocated on a first-come basis.</p>':
        '<p>Places limitées, attribuées par ordre d’arrivée.</p>',
    '<h2>You’re on the list</h2><p>We’ll email your start time and route a week before each run.</p>':
        '<h2>Vous êtes inscrite</h2><p>Nous vous enverrons votre horaire de départ et le parcours une semaine avant chaque course.</p>',
    'Last name': 'Nom',
    'Which group?': 'Quel groupe ?',
    'Please choose a group': 'Veuillez choisir un groupe',
    '5k social': '5 km convivial',
    '10k steady': '10 km régulier',
    'I accept the terms': 'J’accepte les conditions',
    'I accept the <a href="/terms-and-conditions">terms and conditions</a> of this event.':
        'J’accepte les <a href="/terms-and-conditions">conditions générales</a> de cet événement.',
    'Please accept the terms to continue': 'Veuillez accepter les conditions pour continuer',
    'Save my place': 'Réserver ma place',
    '<h2>Welcome to VELA</h2><p>Enjoy 10% off your first order when you join our emails.</p>':
        '<h2>Bienvenue chez VELA</h2><p>Profitez de -10 % sur votre première commande en vous inscrivant à nos e-mails.</p>',
    '<h2>Thank you</h2><p>Use your code at checkout.</p>':
        '<h2>Merci</h2><p>Utilisez votre code au moment du paiement.</p>',
    'Get my 10%': 'J’en profite',
    '<h2>Become an Insider</h2><p>Free membership: early access, a birthday treat and members-only offers.</p>':
        '<h2>Devenez Insider</h2><p>Adhésion gratuite : accès anticipé, une surprise d’anniversaire et des offres réservées aux membres.</p>',
    '<h2>Welcome, Insider</h2><p>Your early access starts now.</p>':
        '<h2>Bienvenue, Insider</h2><p>Votre accès anticipé commence maintenant.</p>',
    '<h2>Tell us your birthday</h2><p>Insiders get a treat on their birthday.</p>':
        '<h2>Dites-nous quand est votre anniversaire</h2><p>Les Insiders reçoivent une surprise le jour de leur anniversaire.</p>',
    '<p>Thank you.</p>': '<p>Merci.</p>',
    'Save my birthday': 'Enregistrer mon anniversaire',
    'Runner on a coastal path': 'Coureuse sur un sentier côtier',
    '<h2>The 100km May challenge</h2><p>Join our club on Strava, log 100km in May and unlock 25% off a new running kit.</p>':
        '<h2>Le défi 100 km de mai</h2><p>Rejoignez notre club sur Strava, parcourez 100 km en mai et débloquez -25 % sur une nouvelle tenue de running.</p>',
    '<p>Runs, walks and hikes all count. Open to residents of the UK, Ireland, the US and Australia aged 18+.</p>':
        '<p>Course, marche et randonnée comptent toutes. Ouvert aux résidents du Royaume-Uni, de l’Irlande, des États-Unis et de l’Australie âgés de 18 ans et plus.</p>',
    '<h2>You’re in</h2><p>Now join the VELA club on Strava to start logging.</p>':
        '<h2>C’est parti</h2><p>Rejoignez maintenant le club VELA sur Strava pour commencer à enregistrer vos sorties.</p>',
    'Join the challenge': 'Relever le défi',
    'Group hiking at sunrise': 'Groupe en randonnée au lever du soleil',
    '<h2>Real People, Hard Miles</h2><p>Tell us about your next big challenge. Each month we kit out five members of our community for theirs.</p>':
        '<h2>Real People, Hard Miles</h2><p>Parlez-nous de votre prochain grand défi. Chaque mois, nous équipons cinq membres de notre communauté pour le leur.</p>',
    '<h2>Good luck out there</h2><p>We’ll be in touch if you are selected.</p>':
        '<h2>Bonne chance</h2><p>Nous vous contacterons si vous êtes sélectionnée.</p>',
    'Your challenge': 'Votre défi',
    Enter: 'Participer',
    '<h2>Real People, Hard Miles</h2><p>Get challenge tips and monthly kit giveaways.</p>':
        '<h2>Real People, Hard Miles</h2><p>Recevez des conseils pour vos défis et nos tenues à gagner chaque mois.</p>',
    '<p>You’re in.</p>': '<p>C’est noté.</p>',
    'Count me in': 'J’en suis',
    '<h2>How did we do?</h2><p>Two minutes of your time helps us improve. Thank you.</p>':
        '<h2>Votre avis compte</h2><p>Deux minutes de votre temps nous aident à nous améliorer. Merci.</p>',
    '<h2>Thank you for your feedback</h2>': '<h2>Merci pour votre avis</h2>',
    'How likely are you to recommend VELA to a friend?':
        'Quelle est la probabilité que vous recommandiez VELA à une amie ?',
    'Very unlikely': 'Très peu probable',
    'Very likely': 'Très probable',
    'How was your most recent order?': 'Comment s’est passée votre dernière commande ?',
    Excellent: 'Excellente',
    Good: 'Bonne',
    Average: 'Moyenne',
    Poor: 'Mauvaise',
    'What could we improve? Choose up to 3.': 'Que pourrions-nous améliorer ? Trois choix maximum.',
    'Choose between 1 and 3 options': 'Choisissez entre 1 et 3 options',
    Fit: 'Coupe',
    Fabric: 'Matière',
    Colours: 'Couleurs',
    'Delivery speed': 'Rapidité de livraison',
    Returns: 'Retours',
    Nothing: 'Rien',
    'What do you mostly wear VELA for?': 'Pour quelle activité portez-vous surtout VELA ?',
    'Gym & training': 'Salle de sport et entraînement',
    Everyday: 'Au quotidien',
    'Anything else?': 'Autre chose ?',
    'Send feedback': 'Envoyer mon avis'
}
