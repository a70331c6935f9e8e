import type {Phrasebook} from '../phrasebook'

/** Sign-up forms and surveys. In Italian. */
export const CONTENT_FORMS_IT: Phrasebook = {
    'Runner stretching before a run': 'Runner che si allunga prima di correre',
    '<h2>Get 10% off your first order</h2><p>Be first to hear about launches, training tips and offers.</p>':
        '<h2>10% di sconto sul tuo primo ordine</h2><p>Scopri per prima lanci, consigli di allenamento e offerte.</p>',
    '<p>You can unsubscribe at any time. See our <a href="/security-privacy.html">privacy policy</a>.</p>':
        '<p>Puoi annullare l’iscrizione in qualsiasi momento. Consulta la nostra <a href="/security-privacy.html">informativa sulla privacy</a>.</p>',
    '<h2>Welcome to VELA</h2><p>Your code is on its way to your inbox.</p>':
        '<h2>Benvenuta in VELA</h2><p>Il tuo codice sta arrivando nella tua casella di posta.</p>',
    'First name': 'Nome',
    'Email address': 'Indirizzo e-mail',
    'Enter valid email address': 'Inserisci un indirizzo e-mail valido',
    'Date of birth': 'Data di nascita',
    'DD/MM/YYYY': 'GG/MM/AAAA',
    Country: 'Paese',
    'Please choose your country': 'Scegli il tuo paese',
    'United Kingdom': 'Regno Unito',
    'United States': 'Stati Uniti',
    Ireland: 'Irlanda',
    France: 'Francia',
    Italy: 'Italia',
    Australia: 'Australia',
    'Mobile number (optional)': 'Numero di cellulare (facoltativo)',
    'Email me news and offers': 'Inviami novità e offerte via e-mail',
    'I’d like to hear about new collections and offers. See our <a href="/security-privacy.html">privacy policy</a>.':
        'Voglio ricevere notizie su nuove collezioni e offerte. Consulta la nostra <a href="/security-privacy.html">informativa sulla privacy</a>.',
    'Sign me up': 'Iscrivimi',
    'Start with our bestsellers': 'Inizia dai nostri più venduti',
    'By adding your number you agree to receive up to 6 texts a month. Reply STOP to opt out. Message and data rates may apply.':
        'Aggiungendo il tuo numero accetti di ricevere fino a 6 SMS al mese. Rispondi STOP per annullare. Potrebbero essere applicati costi per messaggi e dati.',
    'Run club crossing a London bridge at dusk': 'Run club che attraversa un ponte di Londra al tramonto',
    '<h2>London Run Club: spring series</h2><p>Six Thursday evening runs from our Covent Garden shop. 5k and 10k groups, all paces welcome.</p>':
        '<h2>London Run Club: serie di primavera</h2><p>Sei corse del giovedì sera dal nostro negozio di Covent Garden. Gruppi da 5 e 10 km, tutti i ritmi sono benvenuti.</p>',
    '<p>Places are limited and allocated on a first-come basis.</p>':
        '<p>Posti limitati, assegnati in ordine di arrivo.</p>',
    '<h2>You’re on the list</h2><p>We’ll email your start time and route a week before each run.</p>':
        '<h2>Sei in lista</h2><p>Ti invieremo via e-mail l’orario di partenza e il percorso una settimana prima di ogni corsa.</p>',
    'Last name': 'Cognome',
    'Which group?': 'Quale gruppo?',
    'Please choose a group': 'Scegli un gruppo',
    '5k social': '5 km in compagnia',
    '10k steady': '10 km a ritmo costante',
    'I accept the terms': 'Accetto i termini',
    'I accept the <a href="/terms-and-conditions">terms and conditions</a> of this event.':
        'Accetto i <a href="/terms-and-conditions">termini e condizioni</a> di questo evento.',
    'Please accept the terms to continue': 'Accetta i termini per continuare',
    'Save my place': 'Prenota il mio posto',
    '<h2>Welcome to VELA</h2><p>Enjoy 10% off your first order when you join our emails.</p>':
        '<h2>Benvenuta in VELA</h2><p>Ottieni il 10% di sconto sul primo ordine iscrivendoti alle nostre e-mail.</p>',
    '<h2>Thank you</h2><p>Use your code at checkout.</p>':
        '<h2>Grazie</h2><p>Usa il tuo codice al momento del pagamento.</p>',
    'Get my 10%': 'Voglio il mio 10%',
    '<h2>Become an Insider</h2><p>Free membership: early access, a birthday treat and members-only offers.</p>':
        '<h2>Diventa Insider</h2><p>Iscrizione gratuita: accesso anticipato, una sorpresa di compleanno e offerte riservate ai membri.</p>',
    '<h2>Welcome, Insider</h2><p>Your early access starts now.</p>':
        '<h2>Benvenuta, Insider</h2><p>Il tuo accesso anticipato inizia ora.</p>',
    '<h2>Tell us your birthday</h2><p>Insiders get a treat on their birthday.</p>':
        '<h2>Dicci quando è il tuo compleanno</h2><p>Le Insiders ricevono una sorpresa per il compleanno.</p>',
    '<p>Thank you.</p>': '<p>Grazie.</p>',
    'Save my birthday': 'Salva il mio compleanno',
    'Runner on a coastal path': 'Runner su un sentiero costiero',
    '<h2>The 100km May challenge</h2><p>Join our club on Strava, log 100km in May and unlock 25% off a new running kit.</p>':
        '<h2>La sfida dei 100 km di maggio</h2><p>Unisciti al nostro club su Strava, percorri 100 km a maggio e sblocca il 25% di sconto su un nuovo outfit da corsa.</p>',
    '<p>Runs, walks and hikes all count. Open to residents of the UK, Ireland, the US and Australia aged 18+.</p>':
        '<p>Valgono corse, camminate ed escursioni. Aperta ai residenti di Regno Unito, Irlanda, Stati Uniti e Australia dai 18 anni in su.</p>',
    '<h2>You’re in</h2><p>Now join the VELA club on Strava to start logging.</p>':
        '<h2>Ci sei</h2><p>Ora unisciti al club VELA su Strava per iniziare a registrare le tue attività.</p>',
    'Join the challenge': 'Partecipa alla sfida',
    'Group hiking at sunrise': 'Gruppo in escursione all’alba',
    '<h2>Real People, Hard Miles</h2><p>Tell us about your next big challenge. Each month we kit out five members of our community for theirs.</p>':
        '<h2>Real People, Hard Miles</h2><p>Raccontaci la tua prossima grande sfida. Ogni mese equipaggiamo cinque membri della nostra community per la loro.</p>',
    '<h2>Good luck out there</h2><p>We’ll be in touch if you are selected.</p>':
        '<h2>In bocca al lupo</h2><p>Ti contatteremo se verrai selezionata.</p>',
    'Your challenge': 'La tua sfida',
    Enter: 'Partecipa',
    '<h2>Real People, Hard Miles</h2><p>Get challenge tips and monthly kit giveaways.</p>':
        '<h2>Real People, Hard Miles</h2><p>Ricevi consigli per le tue sfide e outfit in palio ogni mese.</p>',
    '<p>You’re in.</p>': '<p>Ci sei.</p>',
    'Count me in': 'Ci sto',
    '<h2>How did we do?</h2><p>Two minutes of your time helps us improve. Thank you.</p>':
        '<h2>Com’è andata?</h2><p>Due minuti del tuo tempo ci aiutano a migliorare. Grazie.</p>',
    '<h2>Thank you for your feedback</h2>': '<h2>Grazie per il tuo feedback</h2>',
    'How likely are you to recommend VELA to a friend?':
        'Con quale probabilità consiglieresti VELA a un’amica?',
    'Very unlikely': 'Molto improbabile',
    'Very likely': 'Molto probabile',
    'How was your most recent order?': 'Com’è andato il tuo ultimo ordine?',
    Excellent: 'Ottimo',
    Good: 'Buono',
    Average: 'Nella media',
    Poor: 'Scarso',
    'What could we improve? Choose up to 3.': 'Cosa potremmo migliorare? Scegli fino a 3 opzioni.',
    'Choose between 1 and 3 options': 'Scegli da 1 a 3 opzioni',
    Fit: 'Vestibilità',
    Fabric: 'Tessuto',
    Colours: 'Colori',
    'Delivery speed': 'Velocità di consegna',
    Returns: 'Resi',
    Nothing: 'Niente',
    'What do you mostly wear VELA for?': 'Per cosa indossi VELA più spesso?',
    'Gym & training': 'Palestra e allenamento',
    Everyday: 'Tutti i giorni',
    'Anything else?': 'Altro?',
    'Send feedback': 'Invia il feedback'
}
