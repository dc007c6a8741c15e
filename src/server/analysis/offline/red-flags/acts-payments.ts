/**
 * Act rules for payments asked in a way no genuine payee asks: into a new or changed bank account
 * (invoice fraud), the difference of an overpayment sent back, a deposit for a place its owner
 * "abroad" cannot show, a one-cent payment to "check" the reader. The third part of ACT_RULES
 * (acts.ts keeps the order), after acts-money.ts.
 */
import { cue, gap } from '../../knowledge/patterns';
import { type ActRule, LINK } from './act-rule';

const AWAY = '(?:abroad|overseas|out of (?:the )?(?:country|town|state)|working offshore|deployed)';
const CANNOT_SHOW = "(?:can'?t|cannot|unable to|not able to) (?:show|meet)";
/** Unable to show the place, in the languages the rules read ("no podemos enseñarlo"). */
const CANNOT_SHOW_ANY =
  "(?:can'?t|cannot|unable to|not able to) show|(?:ne (?:peux|pourrai|pouvons) pas|impossible de) (?:me déplacer|vous faire visiter|organiser (?:une|la) visite|faire (?:la |une )?visite)|no (?:puedo|podemos) (?:enseñ|mostr)\\p{L}*|não (?:posso|podemos|consigo) mostr\\p{L}*|(?:nicht|leider nicht) zeigen|non posso (?:mostr|far vedere)\\p{L}*|niet (?:laten zien|tonen|bezichtigen)|nie (?:mogę|możemy) (?:pokazać)|gösteremiyorum|gösteremem|tidak bisa (?:menunjukkan|bertemu)";
/** A payee's bank details said to have changed, after whose they are (invoice fraud). */
const PAYEE_DETAILS_CHANGED = `(?:bank(?:ing)?|payment|remittance|wire|account|beneficiary) (?:details|information|info|account|instructions|number)${gap(40)}(?:changed|updated|modified|new|different)`;

export const PAYMENT_ACT_RULES: readonly ActRule[] = [
  // Must not fire on: "Your bank details have been updated. If you did not make this change, call
  // us." (the reader's own details, changed by the reader) nor "Open a new account in minutes."
  {
    type: 'payment_request',
    indicator: 'Asks you to pay into a new or changed bank account',
    severity: 'high',
    explanation:
      'Invoice fraud works by saying a supplier, landlord or colleague has "changed bank details" so that your payment goes to the fraudster. Before you pay, call the person or company on a number you already have, never one given in this message.',
    hook: cue([
      // Ours, mine or someone's ("the Bursary's"), changed: the payee's account, not the reader's.
      // Someone's is looked behind, so the match opens on its noun ("bank") and is looked up by
      // it, not tried at every word of the text.
      `(?:our|my|their) ${PAYEE_DETAILS_CHANGED}`,
      `(?<=[\\p{L}-]['’]s )${PAYEE_DETAILS_CHANGED}`,
      `(?<!your )(?:new|updated|changed|different|alternative) (?:bank(?:ing)?|payment|remittance|wire|beneficiary|receiving) (?:details|information|info|account|instructions)`,
      `(?:changed|switched|moved|updated) (?:our|my) (?:bank(?:ing)?|bank account|account|payment details)`,
      `(?:old|previous|former|usual) (?:bank )?(?:account|bank details)${gap(30)}(?:no longer|not be used|closed|under (?:audit|review)|suspended|frozen)`,
      // The payee's own account said closed, held or replaced: "we've had to close the old club
      // account", "our Barclays account is on hold for incoming payments", "our alternative account".
      `(?:close|closed|closing) (?:the|our|my) (?:old )?(?:[\\p{L}]+ )?account|(?:our|my) (?:[\\p{L}]+ )?account is (?:temporarily |currently )?(?:on hold|frozen|under (?:audit|review)|suspended|closed)|(?:our|my) (?:new|alternative|other|temporary|different) account`,
      // French, German, Spanish, Portuguese, Dutch and Italian: new or changed bank details.
      `nouvelles? coordonnées bancaires|(?:mettre à jour|mise à jour de|modifier|modification de) (?:nos|notre) coordonnées bancaires|coordonnées bancaires${gap(30)}(?:ont changé|ont été modifiées|mises à jour)|nouveau (?:rib|iban|compte bancaire)|changement de (?:rib|coordonnées bancaires|banque)`,
      `(?:neue|geänderte|unsere neue) bankverbindung|bankverbindung${gap(30)}(?:geändert|aktualisiert)|(?<!(?:eure|deine|ihre|dein|euer) )neue iban`,
      `(?:nuevos|nuestros nuevos) datos bancarios|datos bancarios${gap(30)}(?:han cambiado|actualizado|modificado)|(?:esta|mi|nuestra|una) nueva cuenta|nueva cuenta bancaria|cambio de (?:cuenta(?: bancaria)?|banco|datos bancarios)|ya no se (?:ingresa|paga|hace) en (?:la|mi) cuenta`,
      `(?:novos|nossos novos) dados bancários|dados bancários${gap(30)}(?:mudaram|foram alterados|atualizados)|nova conta bancária|mudança de (?:conta bancária|banco|dados bancários)`,
      `(?:nieuwe|gewijzigde|gewijzigd) (?:bankgegevens|rekening|rekeningnummer|iban)|bankgegevens${gap(30)}(?:gewijzigd|veranderd)|rekening wordt opgeheven`,
      `(?:nuove|nuovo) (?:coordinate bancarie|iban|conto corrente)|coordinate bancarie${gap(30)}(?:cambiate|modificate|aggiornate)`,
    ]),
    // "Our bank details have not changed": the warning a genuine supplier sends.
    // (Not any "not": "do not pay into the old account" is the fraud's own words.)
    unless: cue([
      "(?:have|has|had|are|is|were|was|will)(?: not|n't| never)(?: been| be)? (?:changed|updated|modified|change)|never change|no han cambiado|n'ont pas (?:changé|été modifiées)|ne change(?:nt|ront)? jamais|(?:nicht|nie) geändert|niet gewijzigd|não (?:mudaram|foram alterados|mudam)|non (?:sono|hanno) (?:cambiat|modificat)",
      // Paid into the account the reader already knows: "auf das bekannte Vereinskonto".
      '(?:auf|an) (?:das|unser) (?:bekannte|gewohnte|übliche) \\p{L}*konto',
    ]),
    act: cue([
      'pay|payment|remit|wire|transfer|settle|invoice|iban|sort code|account (?:number|no)|virement|payer|réglez|régler|facture|überweis|zahlung|rechnung|transferencia|pago|pagar|factura|transferência|pagamento|fatura|overmaken|betaling|factuur|bonifico|pagare|fattura',
    ]),
  },
  // Must not fire on: "You overpaid your March bill; we will refund the difference to your card."
  // (the sender refunding the reader) nor "We accept money orders; please pay the balance by
  // Friday" (the balance owed, not money sent back).
  {
    type: 'payment_request',
    indicator: 'Pays you too much and asks for the difference back',
    severity: 'high',
    explanation:
      'A buyer or tenant who pays more than the price, by cheque or transfer, and asks you to send the difference back is running an overpayment scam: the payment bounces or is reversed days later, and the money you sent is gone. Refuse the overpayment, or wait until your bank says the money has really cleared.',
    hook: cue([
      // Asked of the reader ("please refund the difference to my mover"), not the sender's own
      // refund ("we will refund the difference").
      `(?<!(?:we|will|'ll|shall|to|i) )(?:refund|send back|send|wire|return|transfer)${gap(30)}(?:the |that |this )?(?:difference|extra|excess|overpayment)`,
      `(?:devuélv\\p{L}*|devuelv\\p{L}*|devolver|rembours\\p{L}*|renvoy\\p{L}*|restitui\\p{L}*|kembalikan|transferkan)${gap(30)}(?:la |a |le |die |het |de )?(?:diferencia|diferença|différence|differenza|selisih\\p{L}*|sisa\\p{L}*|kelebihan\\p{L}*)`,
      `(?:differenz|verschil|selisih\\p{L}*|kelebihan\\p{L}*)${gap(30)}(?:zurück\\p{L}*|terug\\p{L}*|kembali\\p{L}*|kembalikan)`,
    ]),
    also: cue([
      // Not a friend's "I sent you $50 too much, send back the extra": a price overpaid, or a
      // cheque that can bounce.
      "more than (?:the|your|my) (?:asking |full |agreed )?(?:price|amount|rent|deposit|fee)|(?:cashier|certified)'?s? (?:check|cheque)|money order",
      'más (?:de lo|del precio)|plus que le prix|mehr als (?:der|den) (?:preis|betrag)|più del prezzo|meer dan de prijs|lebih dari harga|(?:cheque|chèque|scheck|assegno|cek) (?:de|von|di|sebesar)',
    ]),
  },
  // Must not fire on: "I'm abroad until May and can't show it; my agent will show you the flat
  // and you pay the deposit after the viewing" nor "I'm away this week, so pay the rent into the
  // usual account." (no one unable to show it)
  {
    type: 'fee_request',
    indicator: 'Someone away who cannot show it wants paying first',
    severity: 'high',
    explanation:
      'A seller or landlord who is abroad, cannot show the thing or the flat, and asks for a deposit or the price by transfer first is a common marketplace and rental scam: the keys or the parcel never come. Pay only once you have seen it, through a service that protects buyers.',
    hook: cue([
      `(?:transfer|send|pay|wire)${gap(30)}(?:the |a |your )?(?:deposit|first month'?s? rent|rent|reservation|holding fee|advance|price|money)`,
      `(?:haz(?:me)?|hagas|haga|realiza|envía(?:me)?|transfiere|ingresa|faites|effectuez|envoyez|versez|fai|effettua|invia|versa|faça|envie|transfira|deposite|maak|stort|betaal|überweisen|zahlen)${gap(30)}(?:transferencia|fianza|señal|depósito|virement|caution|acompte|bonifico|caparra|anticipo|transferência|pix|caução|sinal|borg|aanbetaling|anzahlung|kaution)`,
      `(?:anzahlung|kaution|borg|aanbetaling)${gap(30)}(?:überweisen|zahlen|overmaken|betalen)`,
      // "I need the first month plus deposit … by bank transfer", "virer le dépôt de garantie",
      // "se paga … una fianza", "5.000 TL kapora gönderirseniz".
      `(?:need|want|require)${gap(30)}(?:the )?(?:first month|deposit|holding fee|reservation fee)|(?:deposit|first month'?s? rent|holding fee)${gap(40)}(?:by|via|through) (?:bank |wire )?transfer`,
      `vir(?:er|ez)${gap(30)}(?:le |la |un |une )?(?:dépôt de garantie|caution|acompte|loyer)|(?:paga|pagar|abona)\\p{L}*${gap(40)}(?:fianza|primer mes|señal)|(?:caparra|anticipo|deposito cauzionale)${gap(30)}(?:bonifico|versa\\p{L}*|invia\\p{L}*|ricarica)|(?:kaucj|zaliczk)\\p{L}*${gap(30)}(?:przelew|wpła|przel)\\p{L}*|kapora${gap(30)}(?:gönder|yatır)\\p{L}*`,
    ]),
    // Someone else shows it, or the money comes after a viewing or a signing: an honest absence.
    unless: cue([
      '(?:agent|brother|sister|friend|colleague|neighbou?r|partner|son|daughter|caretaker|concierge)(?: \\p{Lu}\\p{L}+)? (?:will|can|is going to) (?:show|meet|let you in)|after (?:the |you |your )?(?:viewing|signing|see|have seen|visit)|usual|as always|as agreed|same account',
    ]),
    // The thing sent once the money is: "I'll post you the keys", "dann schicke ich es per DHL".
    act: cue([
      '(?:send|post|mail|ship|courier|deliver)(?:s|ed)? (?:you |it |them )?(?:the |my )?(?:keys?|it|them|item|car|bike|contract|documents|parcel)|(?:keys?|item|car|bike) (?:by|via|through) (?:post|mail|courier|dhl|ups|fedex)',
      'anahtar\\p{L}* (?:kargo|gönder|yollar)\\p{L}*|klucze (?:wyśl|prześl)\\p{L}*|entrega\\p{L}* (?:las )?llaves|env[ií]\\p{L}* (?:las |la |el |los )?(?:llaves|bicicleta|coche|paquete)|envoie (?:les |la |le )?(?:clés|cles|vélo|velo|voiture|colis)|schicke (?:ich )?(?:ihnen |dir )?(?:es|ihn|sie|die schlüssel|das fahrrad)|stuur (?:ik )?(?:het|de sleutels|de fiets)|spedisco|invio (?:le chiavi|la bici)|envio (?:as chaves|a bicicleta)|kirim (?:kunci|barang)',
    ]),
    // Away, and unable to show it or meet, or sending the keys from there ("I'm overseas … so I'll
    // post you the keys").
    also: cue([
      `${AWAY}${gap(80)}(?:${CANNOT_SHOW}|(?:post|mail|send|courier) (?:you )?(?:the )?keys)|${CANNOT_SHOW}${gap(80)}${AWAY}`,
      // Or unable to show it, anywhere, in any language the rules read: the keys sent (the act) for
      // money paid unseen is the scam wherever its owner says they are.
      CANNOT_SHOW_ANY,
      `(?:en el extranjero|fuera del país|à l.étranger|im ausland|all.estero|no exterior|fora do país|in het buitenland)${gap(80)}(?:no puedo|ne (?:peux|pourrai) pas|kann|non posso|não (?:posso|consigo)|kan|(?:te |le |vous |je |ti |lhe )?(?:env[ií]o|envoie|enverrai|schicke|sende|stuur|spedisco|invio|mando)(?: (?:ihnen|dir|je|u))? (?:las |les |die |de |le |as )?(?:llaves|clés|cles|schlüssel|sleutels|chiavi|chaves))`,
    ]),
  },
  // Must not fire on: "Prices from €0,01 per minute" nor "Your balance is €0.01" (no link to pay
  // through).
  {
    type: 'payment_request',
    indicator: 'Asks for a one-cent payment to "check" you',
    severity: 'high',
    explanation:
      'A buyer or a service that asks you to pay one cent through a link "to check you are trustworthy" or "to verify your account" sends you to a copy of a bank\'s payment page: what you type there lets them empty your account. No genuine buyer needs a test payment.',
    hook: cue([
      '(?:1|one|een|één|un|um|uno|ein|1 ?ct|0[,.]01) ?(?:cent|cents|penny|centavo|céntimo|centimo|centime|grosz|kuruş)(?: (?:payment|betaling))?|[€$£] ?0[,.]01|0[,.]01 ?(?:€|eur|euros?|usd|gbp|zł|pln)',
    ]),
    act: cue([
      `${LINK}|(?:via|through|using|met|über|par|por|pelo|tramite) (?:this|deze|de|den|diesen|ce|este|esse|questo) (?:link|lien|enlace|betaalverzoek|request)`,
    ]),
  },
  // Must not fire on: "My courier collects the sofa on Saturday, I've paid by bank transfer" (no
  // buyer away or price taken unseen, no PayPal or courier fee) nor a shop's "our courier will
  // collect your return, no charge".
  {
    type: 'payment_request',
    indicator: 'A buyer who sends a courier and pays through you',
    severity: 'high',
    explanation:
      'A buyer who takes your price without seeing the item, says their courier or agent will collect it and asks for your PayPal e-mail, or pays "including the courier fee", is setting up a fake payment e-mail: it will ask you to send the courier fee or "release" the money first, and no money has really arrived. Sell in person, or through the marketplace\'s own checkout.',
    hook: cue([
      "(?:my|our|a|the) (?:courier|shipping agent|shipping company|mover|movers|delivery agent|pick-?up agent|agent) (?:will|would|is going to|can|'ll) (?:collect|pick (?:it |them )?up|come (?:for|and get) (?:it|them))",
      'mi (?:transportista|mensajero|agente) (?:lo |la )?recoger[áa]|(?:o )?meu (?:transportador|estafeta|motorista) (?:vai )?(?:buscar|recolher)|mon (?:transporteur|coursier) (?:viendra|passera) (?:le |la )?(?:chercher|récupérer)',
    ]),
    act: cue([
      'paypal|(?:courier|shipping|pick-?up|delivery) (?:fee|charge|cost)s?|mercado pago|frais de (?:transport|livraison)|gastos de env[ií]o|taxa de (?:envio|entrega)',
    ]),
    also: cue([
      `(?:without|no need to|don'?t need to) (?:seeing|see|viewing|view|inspect)|(?:working|living|based) (?:away|abroad|offshore|overseas)|i'?m (?:away|abroad|overseas|offshore|deployed|at sea)|${AWAY}|(?:your|the) (?:asking|full) price|(?:incl\\.?|including|plus) (?:the )?(?:courier|shipping|pick-?up)`,
      'sin verl[oa]|no puedo verl[oa]|sem (?:o |a )?ver|sans (?:le |la )?voir|el precio que pides|o preço que pedes|le prix demandé',
    ]),
  },
  // Must not fire on a buyer arranging a pick-up ("Is the shelf still available? Could you send
  // me the cross street?") nor a shop's "enter your e-mail to get your order confirmation".
  {
    type: 'payment_request',
    indicator: 'A buyer who wants your e-mail for a payment confirmation',
    severity: 'high',
    explanation:
      'A marketplace shows a sale and its payment in its own app. A buyer who asks for your e-mail address "so the payment confirmation reaches you" is about to send a fake confirmation whose link asks for your card details or a fee to "receive" the money. Keep the sale and the messages inside the marketplace, and sell in person where you can.',
    // The reader's e-mail address asked for (quoted), by a buyer, for a payment's confirmation.
    hook: cue([
      '(?:your|ur|tu|su|votre|ton|deine?|ihre|il tuo|la tua|seu|teu|je|uw|twój|twoj|pana|pani) (?:e-mail-adresse|mailadresse|e-?mailadres|e-?mail(?: address)?|correo(?: electr[óo]nico)?|adresse (?:e-?)?mail|indirizzo (?:e-?)?mail|(?:endere[çc]o de )?e-?mail|adres e-?mail|e-posta(?: adresin\\p{L}*)?)',
    ]),
    // A buyer: the thing still for sale, taken at its price, bought or paid for "safely".
    act: cue([
      "still (?:available|for sale)|(?:your|the) asking price|i'?ll (?:take|buy) it|(?:i'?d|i would) (?:like to )?buy|sigue disponible|me interesa|te l[oa] compro|l[oa] compro|toujours dispo\\p{L}*|je (?:le|la|les) prends|au prix (?:affiché|demandé)|noch (?:da|zu haben|verfügbar)|würde (?:ihn|sie|es|das) gerne?|ancora disponibile|ainda (?:está )?dispon[ií]vel|nog (?:beschikbaar|te koop)|(?:wil|zou) (?:\\p{L}+ ){0,3}kopen|jeszcze dost[ęe]pn\\p{L}*|kupi[ęe]|hâlâ satılık|satın almak|masih (?:ada|tersedia)|c[òo]n (?:kh[ôo]ng|h[àa]ng)",
    ]),
    also: cue([
      '(?:payment|pago|paiement|pagamento|betaling|płatności|ödeme)\\p{L}* ?(?:confirmation|confirmación|confirmação|conferma|bevestiging|potwierdzenie|onayı)|(?:confirmation|confirmación|confirmação|conferma|bevestiging|potwierdzenie) (?:del |de |do |da |van de |dla |of (?:the )?)?(?:pago|payment|paiement|pagamento|betaling|płatności)|zahlungsbestätigung|(?:confirmation|confirmación|confirmação|bestätigung|conferma|bevestiging)',
    ]),
  },
  // Must not fire on a charity's own Bizum code ("Bizum solidario, código 01234") nor a friend's
  // "send me your half by Bizum" (no appeal).
  {
    type: 'payment_request',
    indicator: 'Donations asked to a private payment account',
    severity: 'high',
    explanation:
      'Appeals after a flood, a fire or a war are copied to collect money for fraudsters, who give a private phone number or handle on Zelle, Cash App, Bizum or a similar app: the money cannot be traced or taken back. Give through a charity you know, on its own website typed in yourself.',
    // A payment app with a phone number or a handle to pay ("Zelle to 828-555-0147", "Cash App
    // $HelpWNC24", "un Bizum al 644 21 87 90").
    hook: cue([
      '(?:zelle|cash ?app|venmo|bizum|pix|mb ?way|blik|postepay|satispay|revolut|tikkie|gcash|m-?pesa)(?: (?:to|al|a|para|na|no|do|on|auf|op|sul|ke))?:? ?(?:\\+?\\d[\\d .-]{7,14}\\d|\\$[a-z][a-z0-9_]{2,})',
    ]),
    // An appeal: giving, relief or victims, in the languages the rules read.
    act: cue([
      'donat\\p{L}*|donation\\p{L}*|relief|victims|feeds? (?:a|the) famil\\p{L}*|colabora\\p{L}*|donativ\\p{L}*|donar|doa(?:r|ção|ções)|spende\\p{L}*|pomó[żz]|wpła[ćc]|ba[ğg][ıi][şs]|donasi|galang dana|[ủu]ng h[ộo]|quy[êe]n g[óo]p|dons?\\b|faire un don|aiut\\p{L}*|hulp|doneer\\p{L}*',
    ]),
  },
];
