import type {Phrasebook} from '../phrasebook'

/** Returns help, terms, privacy, cookies, accessibility, wholesale, affiliates and statements. In Italian. */
export const CONTENT_LEGAL_IT: Phrasebook = {
    'Can I exchange an item?': 'Posso cambiare un articolo?',
    'Exchanges are not available online. Return the item for a refund and place a new order: that is the fastest way to get the size you need.':
        'I cambi non sono disponibili online. Restituisci l’articolo per un rimborso ed effettua un nuovo ordine: è il modo più rapido per avere la taglia giusta.',
    'UK returns': 'Resi dal Regno Unito',
    'UK returns: how to return': 'Resi dal Regno Unito: come effettuare un reso',
    'You have 30 days from delivery to return unworn items with tags attached.':
        'Hai 30 giorni dalla consegna per restituire i capi non indossati e con le etichette.',
    'Three simple steps': 'Tre semplici passaggi',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/gb">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Drop your parcel at any post office or parcel shop, or book a free collection from your door.</li></ol>':
        '<ol><li><strong>Passaggio 1:</strong> Avvia il reso sul <a href="https://returns.vela-active.example/gb">portale resi</a> con il numero d’ordine e l’e-mail.</li><li><strong>Passaggio 2:</strong> Imballa con cura i tuoi articoli, se possibile nella confezione originale.</li><li><strong>Passaggio 3:</strong> Consegna il pacco in un ufficio postale o punto di ritiro, oppure prenota un ritiro gratuito a domicilio.</li></ol>',
    Refunds: 'Rimborsi',
    '<p>Returns are free. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>I resi sono gratuiti. Il rimborso avviene sul metodo di pagamento originale entro 5 giorni lavorativi dal ricevimento del reso.</p>',
    'US returns': 'Resi dagli Stati Uniti',
    'US returns: how to return': 'Resi dagli Stati Uniti: come effettuare un reso',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/us">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Attach the prepaid label and drop your package at any UPS Store or schedule a pickup.</li></ol>':
        '<ol><li><strong>Passaggio 1:</strong> Avvia il reso sul <a href="https://returns.vela-active.example/us">portale resi</a> con il numero d’ordine e l’e-mail.</li><li><strong>Passaggio 2:</strong> Imballa con cura i tuoi articoli, se possibile nella confezione originale.</li><li><strong>Passaggio 3:</strong> Applica l’etichetta prepagata e consegna il pacco in un UPS Store, oppure prenota un ritiro.</li></ol>',
    '<p>Returns are free for orders shipped in the US. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>I resi sono gratuiti per gli ordini spediti negli Stati Uniti. Il rimborso avviene sul metodo di pagamento originale entro 5 giorni lavorativi dal ricevimento del reso.</p>',
    'Ireland & EU returns': 'Resi da Irlanda e UE',
    'Ireland & EU returns: how to return': 'Resi da Irlanda e UE: come effettuare un reso',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/eu">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Hand your parcel in at any post office in Ireland, or at the partner drop-off point shown on your label in other EU countries.</li></ol>':
        '<ol><li><strong>Passaggio 1:</strong> Avvia il reso sul <a href="https://returns.vela-active.example/eu">portale resi</a> con il numero d’ordine e l’e-mail.</li><li><strong>Passaggio 2:</strong> Imballa con cura i tuoi articoli, se possibile nella confezione originale.</li><li><strong>Passaggio 3:</strong> Consegna il pacco in un ufficio postale in Irlanda, oppure al punto di consegna partner indicato sull’etichetta negli altri paesi UE.</li></ol>',
    '<p>Returns are free from Ireland; a €4.95 fee is deducted for other EU countries. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>I resi sono gratuiti dall’Irlanda; per gli altri paesi UE viene trattenuto un contributo di 4,95 €. Il rimborso avviene sul metodo di pagamento originale entro 5 giorni lavorativi dal ricevimento del reso.</p>',
    'Australia returns': 'Resi dall’Australia',
    'Australia returns: how to return': 'Resi dall’Australia: come effettuare un reso',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/au">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Drop your parcel at any Australia Post outlet or parcel locker using the label from the portal.</li></ol>':
        '<ol><li><strong>Passaggio 1:</strong> Avvia il reso sul <a href="https://returns.vela-active.example/au">portale resi</a> con il numero d’ordine e l’e-mail.</li><li><strong>Passaggio 2:</strong> Imballa con cura i tuoi articoli, se possibile nella confezione originale.</li><li><strong>Passaggio 3:</strong> Consegna il pacco in un punto Australia Post o in un locker con l’etichetta del portale.</li></ol>',
    'Rest of world': 'Resto del mondo',
    'Rest of world: how to return': 'Resto del mondo: come effettuare un reso',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/global">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Book a courier collection through the global returns portal; the cost is shown before you confirm.</li></ol>':
        '<ol><li><strong>Passaggio 1:</strong> Avvia il reso sul <a href="https://returns.vela-active.example/global">portale resi</a> con il numero d’ordine e l’e-mail.</li><li><strong>Passaggio 2:</strong> Imballa con cura i tuoi articoli, se possibile nella confezione originale.</li><li><strong>Passaggio 3:</strong> Prenota il ritiro con corriere tramite il portale resi internazionale; il costo viene mostrato prima della conferma.</li></ol>',
    '<p>Return shipping is paid by you and deducted from your refund. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>Le spese di reso sono a tuo carico e vengono detratte dal rimborso. Il rimborso avviene sul metodo di pagamento originale entro 5 giorni lavorativi dal ricevimento del reso.</p>',
    'How to return': 'Come effettuare un reso',
    '<p>Not quite right? Returning is free for most countries and takes a few minutes.</p><ul><li>Keep the tags on and the items unworn and unwashed</li><li>Swimwear and underwear must have the hygiene liner in place</li><li>Gift cards and personalised items cannot be returned</li></ul>':
        '<p>Non è proprio quello che cercavi? Il reso è gratuito nella maggior parte dei paesi e richiede pochi minuti.</p><ul><li>Lascia le etichette e restituisci gli articoli non indossati e non lavati</li><li>Costumi da bagno e intimo devono avere la protezione igienica al suo posto</li><li>Carte regalo e articoli personalizzati non possono essere restituiti</li></ul>',
    'When will I get my refund?': 'Quando riceverò il rimborso?',
    'Returns usually reach us within 3 to 7 days. Refunds go to your original payment method within 5 business days of your return reaching us. Your bank may take a further 3 to 5 days to show it.':
        'Di solito i resi ci arrivano entro 3-7 giorni. Il rimborso avviene sul metodo di pagamento originale entro 5 giorni lavorativi dal ricevimento del reso. La tua banca potrebbe impiegare altri 3-5 giorni per mostrarlo.',
    'Delivery & Returns | VELA': 'Spedizioni e resi | VELA',
    'Delivery options, costs and how to return your order.':
        'Opzioni e costi di spedizione, e come restituire il tuo ordine.',
    '<p>Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>Il rimborso avviene sul metodo di pagamento originale entro 5 giorni lavorativi dal ricevimento del reso.</p>',
    '1. About us': '1. Chi siamo',
    '<p>www.vela-active.example is operated by VELA Active Ltd, a company registered in England and Wales under company number 09123456, with its registered office at 14 Neal Street, London WC2H 9PA. Our VAT number is GB 123 4567 89.</p><p>You can contact our Customer Care team through the Help Centre, by email at care@vela-active.example or by post at the address above.</p>':
        '<p>Il sito www.vela-active.example è gestito da VELA Active Ltd, società registrata in Inghilterra e Galles con il numero 09123456, con sede legale al 14 di Neal Street, Londra WC2H 9PA. La nostra partita IVA è GB 123 4567 89.</p><p>Puoi contattare il nostro Servizio clienti tramite il Centro assistenza, via e-mail all’indirizzo care@vela-active.example o per posta all’indirizzo sopra indicato.</p>',
    '2. Placing an order': '2. Effettuare un ordine',
    '<p>Your order is an offer to buy. We accept it when we email you to confirm that your items have been dispatched; only then is a contract formed. We may decline an order, for example if an item is out of stock, if we cannot authorise your payment or if we identify a pricing error.</p><p>You must be at least 18 years old to place an order. Orders are for personal use only and not for resale.</p>':
        '<p>Il tuo ordine è una proposta d’acquisto. La accettiamo quando ti confermiamo via e-mail la spedizione degli articoli; solo allora il contratto è concluso. Possiamo rifiutare un ordine, ad esempio se un articolo è esaurito, se non riusciamo ad autorizzare il pagamento o se individuiamo un errore di prezzo.</p><p>Per effettuare un ordine devi avere almeno 18 anni. Gli ordini sono solo per uso personale e non per la rivendita.</p>',
    '3. Prices and payment': '3. Prezzi e pagamento',
    '<p>Prices include VAT at the applicable rate and are shown in the currency of the site you are using. Delivery charges are shown at checkout before you pay.</p><p>We accept Visa, Mastercard, American Express, PayPal, Klarna, Apple Pay and VELA gift cards. Payment is taken when you place your order. If we cannot fulfil part of your order, we will refund that part to your original payment method.</p>':
        '<p>I prezzi includono l’IVA all’aliquota applicabile e sono indicati nella valuta del sito che stai usando. Le spese di spedizione sono indicate al checkout prima del pagamento.</p><p>Accettiamo Visa, Mastercard, American Express, PayPal, Klarna, Apple Pay e le carte regalo VELA. Il pagamento viene addebitato quando effettui l’ordine. Se non possiamo evadere una parte dell’ordine, rimborseremo quella parte sul metodo di pagamento originale.</p>',
    '4. Delivery': '4. Consegna',
    '<p>Delivery times are estimates and begin once your order is dispatched. Risk in the goods passes to you on delivery; ownership passes once we have received full payment. See our <a href="/delivery-returns.html">delivery and returns</a> page for options and costs.</p><p>Orders delivered outside the UK may be subject to import duties and taxes, which are shown and collected at checkout where our international partner handles your order.</p>':
        '<p>I tempi di consegna sono indicativi e decorrono dalla spedizione dell’ordine. Il rischio sui prodotti passa a te alla consegna; la proprietà passa una volta ricevuto il pagamento completo. Consulta la pagina <a href="/delivery-returns.html">spedizioni e resi</a> per opzioni e costi.</p><p>Gli ordini consegnati fuori dal Regno Unito possono essere soggetti a dazi e tasse d’importazione, che vengono indicati e riscossi al checkout quando l’ordine è gestito dal nostro partner internazionale.</p>',
    '5. Your right to cancel': '5. Il tuo diritto di recesso',
    '<p>Under the Consumer Contracts Regulations 2013 (and, for customers in the EU, the Consumer Rights Directive), you may cancel your contract within 14 days of the day you receive your goods without giving a reason. We extend this to 30 days for unworn items with their tags attached.</p><p>We refund the price of the goods and standard delivery to your original payment method within 5 business days of receiving the return. We may reduce a refund to reflect any loss in value caused by handling the goods beyond what is needed to check them.</p>':
        '<p>Ai sensi delle Consumer Contracts Regulations 2013 (e, per i clienti nell’UE, della direttiva sui diritti dei consumatori), puoi recedere dal contratto entro 14 giorni dal ricevimento dei prodotti senza indicarne il motivo. Estendiamo questo termine a 30 giorni per gli articoli non indossati e con le etichette.</p><p>Rimborsiamo il prezzo dei prodotti e la spedizione standard sul metodo di pagamento originale entro 5 giorni lavorativi dal ricevimento del reso. Possiamo ridurre il rimborso per tenere conto della perdita di valore dovuta a una manipolazione dei prodotti diversa da quella necessaria per verificarli.</p>',
    '6. Faulty goods': '6. Prodotti difettosi',
    '<p>If an item is faulty, you are entitled to a repair, replacement or refund under the Consumer Rights Act 2015. Please contact Customer Care with your order number and a photograph of the fault. This does not affect your statutory rights.</p>':
        '<p>Se un articolo è difettoso, hai diritto alla riparazione, alla sostituzione o al rimborso ai sensi del Consumer Rights Act 2015. Contatta il Servizio clienti indicando il numero d’ordine e allegando una foto del difetto. Ciò non pregiudica i tuoi diritti di legge.</p>',
    '7. Promotions and gift cards': '7. Promozioni e carte regalo',
    '<p>Promotional codes cannot be exchanged for cash, cannot be combined unless stated and may be withdrawn at any time. Gift cards are valid for 24 months from purchase, can be used online and in our shops, and cannot be used to buy other gift cards.</p><ul><li>Digital gift cards are delivered by email on the date you choose.</li><li>Physical gift cards are sent by post and dispatched within 2 working days.</li></ul>':
        '<p>I codici promozionali non possono essere convertiti in denaro, non sono cumulabili salvo diversa indicazione e possono essere ritirati in qualsiasi momento. Le carte regalo sono valide 24 mesi dall’acquisto, possono essere usate online e nei nostri negozi e non possono essere usate per acquistare altre carte regalo.</p><ul><li>Le carte regalo digitali vengono inviate via e-mail alla data che scegli.</li><li>Le carte regalo fisiche vengono spedite per posta entro 2 giorni lavorativi.</li></ul>',
    '8. Our liability': '8. La nostra responsabilità',
    '<p>We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that is not foreseeable, or for business losses. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law.</p>':
        '<p>Siamo responsabili delle perdite o dei danni che subisci e che sono una conseguenza prevedibile della nostra violazione di questi termini o della mancanza di ragionevole cura e competenza. Non siamo responsabili delle perdite non prevedibili né delle perdite commerciali. Nulla in questi termini limita la responsabilità per morte o lesioni personali causate da negligenza, per frode o per qualsiasi altra responsabilità che non può essere limitata per legge.</p>',
    '9. Governing law': '9. Legge applicabile',
    '<p>These terms are governed by the law of England and Wales. You may bring proceedings in the courts of England and Wales, or, if you live in Scotland, Northern Ireland or the EU, in the courts where you live.</p>':
        '<p>Questi termini sono regolati dalla legge di Inghilterra e Galles. Puoi agire in giudizio davanti ai tribunali di Inghilterra e Galles oppure, se risiedi in Scozia, Irlanda del Nord o nell’UE, davanti ai tribunali del luogo in cui vivi.</p>',
    'Terms & Conditions | VELA': 'Termini e condizioni | VELA',
    'The terms that apply when you buy from VELA.': 'I termini che si applicano quando acquisti da VELA.',
    'Terms & Conditions': 'Termini e condizioni',
    '<p>Please read these terms carefully before placing an order. By placing an order you agree to be bound by them.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Leggi attentamente questi termini prima di effettuare un ordine. Effettuando un ordine accetti di esserne vincolata.</p><p><em>Ultimo aggiornamento: 1 febbraio 2025</em></p>',
    '1. Who is responsible for your data': '1. Chi è responsabile dei tuoi dati',
    '<p>VELA Active Ltd (UK, EU and Australia) and VELA Active Inc. (United States) are the controllers of personal information collected through their respective sites. Our Data Protection Officer can be reached at privacy@vela-active.example.</p>':
        '<p>VELA Active Ltd (Regno Unito, UE e Australia) e VELA Active Inc. (Stati Uniti) sono titolari del trattamento dei dati personali raccolti tramite i rispettivi siti. Il nostro responsabile della protezione dei dati è raggiungibile all’indirizzo privacy@vela-active.example.</p>',
    '2. What we collect': '2. Cosa raccogliamo',
    '<ul><li><strong>Details you give us:</strong> name, email, phone, delivery and billing addresses, date of birth (if you join Insiders) and survey answers.</li><li><strong>Order information:</strong> what you buy, returns and payment method type. We never store full card numbers; card payments are handled by our PCI DSS-certified payment provider.</li><li><strong>Browsing information:</strong> pages viewed, device and approximate location, collected with cookies where you have consented.</li></ul>':
        '<ul><li><strong>Dati che ci fornisci:</strong> nome, e-mail, telefono, indirizzi di spedizione e fatturazione, data di nascita (se ti iscrivi a Insiders) e risposte ai sondaggi.</li><li><strong>Dati degli ordini:</strong> cosa acquisti, i resi e il tipo di metodo di pagamento. Non conserviamo mai i numeri completi delle carte; i pagamenti con carta sono gestiti dal nostro fornitore di pagamenti certificato PCI DSS.</li><li><strong>Dati di navigazione:</strong> pagine visitate, dispositivo e posizione approssimativa, raccolti tramite cookie se hai dato il consenso.</li></ul>',
    '3. How we use it': '3. Come li usiamo',
    '<p>We use your information to process orders and returns, run your account and Insiders membership, answer your questions, prevent fraud, and, where you have agreed, send marketing and personalise what you see.</p><p>Our legal bases are performance of a contract, our legitimate interests (for example fraud prevention and improving our service), your consent (for marketing and non-essential cookies) and legal obligations (for example tax records).</p>':
        '<p>Usiamo i tuoi dati per gestire ordini e resi, il tuo account e l’iscrizione a Insiders, rispondere alle tue domande, prevenire le frodi e, se hai acconsentito, inviarti comunicazioni di marketing e personalizzare ciò che vedi.</p><p>Le nostre basi giuridiche sono l’esecuzione di un contratto, i nostri legittimi interessi (ad esempio la prevenzione delle frodi e il miglioramento del servizio), il tuo consenso (per il marketing e i cookie non essenziali) e gli obblighi di legge (ad esempio le registrazioni fiscali).</p>',
    '4. Sharing': '4. Condivisione',
    '<p>We share information with service providers who act on our instructions: delivery companies, payment providers, our cross-border checkout partner, customer service tools and analytics providers. We do not sell your personal information.</p><p>California residents: we do not sell or share personal information for cross-context behavioural advertising without your opt-out choice being honoured. Use the cookie preferences link in the footer to opt out.</p>':
        '<p>Condividiamo i dati con fornitori di servizi che agiscono secondo le nostre istruzioni: corrieri, fornitori di pagamenti, il nostro partner per il checkout internazionale, strumenti di assistenza clienti e fornitori di analisi. Non vendiamo i tuoi dati personali.</p><p>Residenti in California: non vendiamo né condividiamo dati personali per pubblicità comportamentale cross-context senza rispettare la tua scelta di opposizione. Usa il link alle preferenze sui cookie nel piè di pagina per opporti.</p>',
    '5. International transfers': '5. Trasferimenti internazionali',
    '<p>Where information is transferred outside the UK or EEA we rely on adequacy decisions or the standard contractual clauses approved by the UK and EU authorities.</p>':
        '<p>Quando i dati vengono trasferiti fuori dal Regno Unito o dal SEE, ci basiamo su decisioni di adeguatezza o sulle clausole contrattuali standard approvate dalle autorità britanniche ed europee.</p>',
    '6. How long we keep it': '6. Per quanto tempo li conserviamo',
    '<p>Order records are kept for 7 years for tax purposes. Account information is kept while your account is active and deleted 3 years after your last activity.</p>':
        '<p>I dati degli ordini sono conservati per 7 anni a fini fiscali. I dati dell’account sono conservati finché l’account è attivo e cancellati 3 anni dopo l’ultima attività.</p>',
    '7. Your rights': '7. I tuoi diritti',
    '<p>Depending on where you live you may ask to access, correct, delete or port your information, object to or restrict processing, and withdraw consent at any time. Email privacy@vela-active.example; we respond within one month. You may also complain to the Information Commissioner’s Office (UK), your local EU supervisory authority or the Office of the Australian Information Commissioner.</p>':
        '<p>A seconda di dove vivi, puoi chiedere di accedere ai tuoi dati, rettificarli, cancellarli o trasferirli, opporti al trattamento o limitarlo, e revocare il consenso in qualsiasi momento. Scrivi a privacy@vela-active.example; rispondiamo entro un mese. Puoi anche presentare reclamo all’Information Commissioner’s Office (Regno Unito), alla tua autorità di controllo nell’UE o all’Office of the Australian Information Commissioner.</p>',
    '8. Security': '8. Sicurezza',
    '<p>Our site uses TLS encryption throughout. Accounts are protected by hashed passwords and sessions expire after 30 minutes of inactivity. We will never ask for your password by email or phone.</p>':
        '<p>Il nostro sito usa la crittografia TLS in ogni pagina. Gli account sono protetti da password con hash e le sessioni scadono dopo 30 minuti di inattività. Non ti chiederemo mai la password via e-mail o per telefono.</p>',
    'Security & Privacy | VELA': 'Sicurezza e privacy | VELA',
    'How VELA collects, uses and protects your personal information.':
        'Come VELA raccoglie, usa e protegge i tuoi dati personali.',
    'Security & Privacy': 'Sicurezza e privacy',
    '<p>This notice explains what personal information we collect when you shop with us, why we collect it, and the choices you have.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Questa informativa spiega quali dati personali raccogliamo quando acquisti da noi, perché li raccogliamo e quali scelte hai.</p><p><em>Ultimo aggiornamento: 1 febbraio 2025</em></p>',
    '1. Strictly necessary cookies': '1. Cookie strettamente necessari',
    '<p>These keep you signed in, remember your bag and your delivery country, and record your cookie choices. They cannot be switched off.</p><ul><li>Session and basket cookies: deleted when your session ends</li><li>Country preference: 365 days</li><li>Consent record: 12 months</li></ul>':
        '<p>Ti mantengono connessa, ricordano il tuo carrello e il paese di spedizione e registrano le tue scelte sui cookie. Non possono essere disattivati.</p><ul><li>Cookie di sessione e del carrello: eliminati al termine della sessione</li><li>Preferenza del paese: 365 giorni</li><li>Registrazione del consenso: 12 mesi</li></ul>',
    '2. Performance cookies': '2. Cookie di prestazione',
    '<p>With your consent, these tell us which pages are visited and how the site performs, so we can fix problems. The information is aggregated.</p>':
        '<p>Con il tuo consenso, ci dicono quali pagine vengono visitate e come funziona il sito, così possiamo risolvere i problemi. I dati sono aggregati.</p>',
    '3. Functional cookies': '3. Cookie funzionali',
    '<p>These remember choices such as a dismissed sign-up popup (365 days) or a popup already shown today (1 day), and Insiders status (1 hour).</p>':
        '<p>Ricordano scelte come una finestra di iscrizione chiusa (365 giorni) o una finestra già mostrata oggi (1 giorno) e lo stato Insiders (1 ora).</p>',
    '4. Targeting cookies': '4. Cookie di profilazione',
    '<p>With your consent, our advertising and personalisation partners use these to show you relevant products on our site and elsewhere.</p>':
        '<p>Con il tuo consenso, i nostri partner pubblicitari e di personalizzazione li usano per mostrarti prodotti pertinenti sul nostro sito e altrove.</p>',
    '5. Managing your choices': '5. Gestire le tue scelte',
    '<p>You can change your choices at any time from the cookie preferences link in the footer, or block cookies in your browser settings. Blocking necessary cookies will stop parts of the site from working.</p>':
        '<p>Puoi modificare le tue scelte in qualsiasi momento dal link alle preferenze sui cookie nel piè di pagina, oppure bloccare i cookie nelle impostazioni del browser. Bloccare i cookie necessari impedirà il funzionamento di alcune parti del sito.</p>',
    'Cookie Policy | VELA': 'Cookie policy | VELA',
    'The cookies VELA uses and how to manage them.': 'I cookie usati da VELA e come gestirli.',
    'Cookie Policy': 'Cookie policy',
    '<p>Cookies are small text files stored on your device. We use them to make the site work, to remember your choices and, with your consent, to measure and personalise.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>I cookie sono piccoli file di testo memorizzati sul tuo dispositivo. Li usiamo per far funzionare il sito, ricordare le tue scelte e, con il tuo consenso, misurare e personalizzare.</p><p><em>Ultimo aggiornamento: 1 febbraio 2025</em></p>',
    '1. What we do': '1. Cosa facciamo',
    '<ul><li>Every page can be navigated with a keyboard, with visible focus indicators</li><li>Images carry text alternatives, and decorative images are hidden from screen readers</li><li>Colour contrast meets AA ratios for text and controls</li><li>Videos never autoplay with sound and can be paused</li></ul>':
        '<ul><li>Ogni pagina si può navigare con la tastiera, con indicatori di focus visibili</li><li>Le immagini hanno alternative testuali e quelle decorative sono nascoste agli screen reader</li><li>Il contrasto dei colori rispetta i rapporti AA per testo e controlli</li><li>I video non partono mai automaticamente con l’audio e possono essere messi in pausa</li></ul>',
    '2. Known limitations': '2. Limiti noti',
    '<p>Some third-party widgets, such as customer photo galleries and reviews, may not fully meet the guidelines. We are working with their providers to improve them.</p>':
        '<p>Alcuni widget di terze parti, come le gallerie di foto dei clienti e le recensioni, potrebbero non rispettare pienamente le linee guida. Stiamo lavorando con i loro fornitori per migliorarli.</p>',
    '3. Contact us': '3. Contattaci',
    '<p>If you have difficulty using any part of our site, please contact Customer Care on 0800 123 4567 (UK) or 1-800-555-0142 (US), or email access@vela-active.example. We aim to respond within 2 working days.</p>':
        '<p>Se hai difficoltà a usare una parte del nostro sito, contatta il Servizio clienti al numero 0800 123 4567 (Regno Unito) o 1-800-555-0142 (Stati Uniti), oppure scrivi ad access@vela-active.example. Cerchiamo di rispondere entro 2 giorni lavorativi.</p>',
    'Accessibility | VELA': 'Accessibilità | VELA',
    'Our commitment to an accessible shopping experience.':
        'Il nostro impegno per un’esperienza d’acquisto accessibile.',
    '<p>We want everyone to be able to shop with VELA. Our site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Vogliamo che tutti possano acquistare da VELA. Il nostro sito mira a rispettare le Linee guida per l’accessibilità dei contenuti Web (WCAG) 2.1 al livello AA.</p><p><em>Ultimo aggiornamento: 1 febbraio 2025</em></p>',
    '1. Accounts': '1. Account',
    '<p>Wholesale accounts are opened at our discretion following a credit check. Minimum opening order: 60 units; minimum repeat order: 24 units.</p>':
        '<p>Gli account all’ingrosso vengono aperti a nostra discrezione dopo una verifica del credito. Ordine minimo iniziale: 60 pezzi; ordine minimo di riassortimento: 24 pezzi.</p>',
    '2. Prices and payment': '2. Prezzi e pagamento',
    '<p>Wholesale prices exclude VAT and sales tax and are quoted in GBP, EUR, USD or AUD. Payment is due 30 days from the invoice date. We may suspend deliveries on overdue accounts and charge interest at 4% above the Bank of England base rate.</p>':
        '<p>I prezzi all’ingrosso sono al netto di IVA e imposte sulle vendite e sono espressi in GBP, EUR, USD o AUD. Il pagamento è dovuto a 30 giorni dalla data della fattura. Possiamo sospendere le consegne agli account con pagamenti scaduti e applicare interessi del 4% oltre il tasso base della Bank of England.</p>',
    '3. Delivery and risk': '3. Consegna e rischio',
    '<p>Goods are delivered DAP to your nominated address. Risk passes on delivery; title passes when we receive payment in full. Shortages must be reported within 5 working days of delivery.</p>':
        '<p>La merce viene consegnata DAP all’indirizzo indicato. Il rischio passa alla consegna; la proprietà passa alla ricezione del pagamento completo. Le mancanze devono essere segnalate entro 5 giorni lavorativi dalla consegna.</p>',
    '4. Returns': '4. Resi',
    '<p>Wholesale orders are not returnable except for faulty goods, which must be reported within 30 days with photographs. Approved returns are credited to your account.</p>':
        '<p>Gli ordini all’ingrosso non possono essere restituiti, salvo prodotti difettosi da segnalare entro 30 giorni con fotografie. I resi approvati vengono accreditati sul tuo account.</p>',
    '5. Brand use': '5. Uso del marchio',
    '<p>Stockists may use VELA trademarks and imagery only to promote VELA products, following our brand guidelines, and may not sell through third-party marketplaces without written consent.</p>':
        '<p>I rivenditori possono usare i marchi e le immagini VELA solo per promuovere i prodotti VELA, seguendo le nostre linee guida del marchio, e non possono vendere tramite marketplace di terze parti senza consenso scritto.</p>',
    'Wholesale Terms & Conditions | VELA': 'Termini e condizioni per l’ingrosso | VELA',
    'Terms for VELA wholesale and stockist partners.':
        'Termini per i partner all’ingrosso e i rivenditori VELA.',
    'Wholesale Terms & Conditions': 'Termini e condizioni per l’ingrosso',
    '<p>These terms apply to purchases by approved wholesale accounts, studios and stockists. They do not apply to consumer purchases.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Questi termini si applicano agli acquisti di account all’ingrosso approvati, studi e rivenditori. Non si applicano agli acquisti dei consumatori.</p><p><em>Ultimo aggiornamento: 1 febbraio 2025</em></p>',
    '1. How it works': '1. Come funziona',
    '<ul><li>Apply through our affiliate network</li><li>Get approved within 5 working days</li><li>Earn 8% commission on sales you refer, with a 30-day cookie window</li></ul>':
        '<ul><li>Candidati tramite la nostra rete di affiliazione</li><li>Ottieni l’approvazione entro 5 giorni lavorativi</li><li>Guadagna l’8% di commissione sulle vendite generate, con una finestra cookie di 30 giorni</li></ul>',
    '2. What we look for': '2. Cosa cerchiamo',
    '<p>Content that fits our brand: training, wellbeing and style. We do not work with voucher sites that bid on our brand name.</p>':
        '<p>Contenuti in linea con il nostro marchio: allenamento, benessere e stile. Non lavoriamo con siti di codici sconto che fanno offerte sul nostro nome.</p>',
    '3. Get in touch': '3. Contattaci',
    '<p>Email affiliates@vela-active.example with a link to your channel.</p>':
        '<p>Scrivi ad affiliates@vela-active.example con il link al tuo canale.</p>',
    'Affiliates | VELA': 'Affiliazione | VELA',
    'Join the VELA affiliate programme.': 'Unisciti al programma di affiliazione VELA.',
    '<p>Earn commission by sharing VELA with your audience. Our programme is open to publishers, creators and fitness professionals.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Guadagna commissioni condividendo VELA con il tuo pubblico. Il nostro programma è aperto a editori, creator e professionisti del fitness.</p><p><em>Ultimo aggiornamento: 1 febbraio 2025</em></p>',
    '1. Our business and supply chain': '1. La nostra attività e la catena di fornitura',
    '<p>We design activewear in London and work with fourteen tier-one manufacturing partners in Portugal, Turkey, Sri Lanka and Vietnam, and thirty tier-two fabric and trim suppliers.</p>':
        '<p>Disegniamo abbigliamento sportivo a Londra e lavoriamo con quattordici partner produttivi di primo livello in Portogallo, Turchia, Sri Lanka e Vietnam, e con trenta fornitori di tessuti e accessori di secondo livello.</p>',
    '2. Policies': '2. Politiche',
    '<p>Every supplier signs our Code of Conduct, based on the Ethical Trading Initiative Base Code, which prohibits forced, bonded and child labour and requires that workers never pay recruitment fees.</p>':
        '<p>Ogni fornitore sottoscrive il nostro Codice di condotta, basato sul Base Code dell’Ethical Trading Initiative, che vieta il lavoro forzato, vincolato e minorile e richiede che i lavoratori non paghino mai commissioni di reclutamento.</p>',
    '3. Due diligence and audits': '3. Due diligence e audit',
    '<p>All tier-one factories are audited at least annually, including unannounced visits. In 2024 we completed 31 audits; two identified recruitment-fee risks, which were remediated with repayment to the workers affected.</p>':
        '<p>Tutte le fabbriche di primo livello sono sottoposte ad audit almeno una volta l’anno, anche con visite senza preavviso. Nel 2024 abbiamo completato 31 audit; due hanno individuato rischi legati alle commissioni di reclutamento, risolti con il rimborso ai lavoratori interessati.</p>',
    '4. Training': '4. Formazione',
    '<p>Our sourcing and quality teams complete annual training on recognising signs of forced labour. Factory managers receive training through our partner NGO.</p>':
        '<p>I nostri team acquisti e qualità seguono ogni anno una formazione per riconoscere i segnali di lavoro forzato. I responsabili di fabbrica vengono formati tramite la nostra ONG partner.</p>',
    '5. Approval': '5. Approvazione',
    '<p>This statement was approved by the Board of VELA Active Ltd and is signed by Clara Hensley, Founder and Chief Executive.</p>':
        '<p>Questa dichiarazione è stata approvata dal Consiglio di amministrazione di VELA Active Ltd ed è firmata da Clara Hensley, fondatrice e amministratrice delegata.</p>',
    'Anti-Human Trafficking Statement | VELA': 'Dichiarazione contro la tratta di esseri umani | VELA',
    'Our statement under the Modern Slavery Act 2015.':
        'La nostra dichiarazione ai sensi del Modern Slavery Act 2015.',
    'Anti-Human Trafficking Statement': 'Dichiarazione contro la tratta di esseri umani',
    '<p>This statement is made under section 54 of the Modern Slavery Act 2015 and sets out the steps VELA Active Ltd has taken in the financial year ending 31 January 2025 to prevent slavery and human trafficking in our business and supply chains.</p><p><em>Last updated: 1 March 2025</em></p>':
        '<p>Questa dichiarazione è resa ai sensi della sezione 54 del Modern Slavery Act 2015 e illustra le misure adottate da VELA Active Ltd nell’esercizio chiuso al 31 gennaio 2025 per prevenire la schiavitù e la tratta di esseri umani nella propria attività e nelle catene di fornitura.</p><p><em>Ultimo aggiornamento: 1 marzo 2025</em></p>',
    '1. Verification': '1. Verifica',
    '<p>We evaluate and address risks of human trafficking and slavery through a risk assessment of each sourcing country and supplier before we place orders.</p>':
        '<p>Valutiamo e affrontiamo i rischi di tratta di esseri umani e schiavitù con un’analisi dei rischi di ogni paese di approvvigionamento e di ogni fornitore prima di effettuare ordini.</p>',
    '2. Audits': '2. Audit',
    '<p>Independent auditors carry out announced and unannounced audits of our tier-one suppliers against our Code of Conduct.</p>':
        '<p>Auditor indipendenti svolgono audit annunciati e senza preavviso sui nostri fornitori di primo livello rispetto al nostro Codice di condotta.</p>',
    '3. Certification': '3. Certificazione',
    '<p>Suppliers certify that materials incorporated into our products comply with the laws on slavery and human trafficking of the countries in which they do business.</p>':
        '<p>I fornitori certificano che i materiali incorporati nei nostri prodotti rispettano le leggi su schiavitù e tratta di esseri umani dei paesi in cui operano.</p>',
    '4. Accountability and training': '4. Responsabilità e formazione',
    '<p>Employees and suppliers who fail to meet our standards face corrective action, up to termination of the relationship. Staff with supply chain responsibilities receive annual training.</p>':
        '<p>Dipendenti e fornitori che non rispettano i nostri standard sono soggetti ad azioni correttive, fino alla cessazione del rapporto. Il personale con responsabilità nella catena di fornitura segue una formazione annuale.</p>',
    '5. Supplier list': '5. Elenco dei fornitori',
    '<p>Our full tier-one supplier list, with factory addresses and worker numbers, is updated every six months and available on request from responsibility@vela-active.example.</p>':
        '<p>L’elenco completo dei nostri fornitori di primo livello, con indirizzi delle fabbriche e numero di lavoratori, viene aggiornato ogni sei mesi ed è disponibile su richiesta all’indirizzo responsibility@vela-active.example.</p>',
    'Transparency in Supply Chain | VELA': 'Trasparenza nella catena di fornitura | VELA',
    'Disclosures under the California Transparency in Supply Chains Act and our supplier list.':
        'Le nostre informative ai sensi del California Transparency in Supply Chains Act e l’elenco dei fornitori.',
    'Transparency in Supply Chain': 'Trasparenza nella catena di fornitura',
    '<p>We believe customers should know where their clothes are made. This page sets out our disclosures under the California Transparency in Supply Chains Act of 2010 and links to our supplier list.</p><p><em>Last updated: 1 March 2025</em></p>':
        '<p>Crediamo che tutti debbano sapere dove vengono realizzati i propri capi. Questa pagina riporta le nostre informative ai sensi del California Transparency in Supply Chains Act del 2010 e rimanda all’elenco dei fornitori.</p><p><em>Ultimo aggiornamento: 1 marzo 2025</em></p>'
}
