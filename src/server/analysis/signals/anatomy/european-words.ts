/**
 * Meaning classes for the anatomy of a message in Spanish, Portuguese, French, German, Italian and
 * Dutch, for class-reader.ts: a parcel held, returned or not delivered; an account, card or access
 * suspended, blocked, expiring or used from a new device; a fine or tax said to be unpaid; money
 * said to be owed to the reader (a refund, a prize); tapping a link or confirming, paying, giving
 * one's details; a deadline, a threat, a fee with an amount. Hand-written from common usage, one
 * list per meaning in all six languages together (their words rarely collide), matched on a copy of
 * the text in lower case without accents (word-tables.ts), so "bestätigen" is "bestatigen". What these
 * languages' tagger-free reading already finds (other-languages.ts: paying, a fee, a code, a
 * relative) stays there; this adds the pretexts that reading lacks.
 */

import type { ClassWords } from './class-reader';
import { wordList as words } from './class-words';
import { JOB } from './european-jobs';
import { LEND, PAID_BY_WRITER } from './money-between-people';

/** Matches nothing: a class these languages do not use here. */
export const NONE = /(?!)/gu;

const PARCEL =
  '(?:gonderi(?:niz|si)?|kargo(?:nuz|su)?|przesylka|paczk[aiey]|pacco|spedizione|consegna|paket|pakete?s|sendung|lieferung|zustellung|bestellung|colis|paquet|livraison|paquete|envio|entrega|encomenda|pakket|pakketje|bestelling|bezorging|zending)';
const HELD =
  '(?:giacenza|trattenut[oa]|in sospeso|cancellat[oa]|zuruckgeschickt|zurueckgeschickt|zuruckgehalten|nicht zugestellt|verspatung|verspatet|verzogert|en attente|bloque|retenu|retenid[oa]|pendiente|retid[oa]|pendente|teruggestuurd|vastgehouden|niet bezorgd|geannuleerd|storniert|annullat[oa]|annulee|trop volumineux|ne rentrait pas|wstrzyman[aey]|zatrzyman[aey]|anulowan\\p{L}*)';
/** An account, card, password or subscription, but for the Dutch "pas" (also French for "not"). */
const HELD_THINGS =
  'fornitura|suministro|fornecimento|account|accesso|conto|carta|\\p{L}{0,12}(?:konto|karte)|zugang|verfahren|compte|carte|acces|cuenta|tarjetas?|acceso|conta|cartao|acesso|cpf|rekening|simkaart|certificado|passwort|kennwort|postfach|mot de passe|contrasena|senha|wachtwoord|abonnement|abo|suscripcion|assinatura|abbonamento|lidmaatschap|mitgliedschaft|digid';
const HOLDING = `(?:${HELD_THINGS}|pas)`;
/** Blocked, suspended or cancelled: a loss. */
const BLOCKING =
  'stopgezet|gepauzeerd|beeindigd|pausiert|en pausa|en pause|in pausa|pausad[oa]s?|interrompid[oa]s?|interrumpid[oa]s?|unterbrochen|interrompue?s?|interrott[oa]|onderbroken|limitat[oaie]|sospes[oaie]|disattivat[oaie]|gedeactiveerd|deaktiviert|desactivee?s?|desactivad[oa]s?|desativad[oa]s?|bloccat[oaie]|gesperrt|blockiert|eingeschrankt|suspendue?s?|bloquee?s?|limitee?s?|suspendid[oa]s?|bloquead[oa]s?|suspens[oa]s?|geblokkeerd|opgeschort|cancelad[oa]s?|annulee?s?|sera cancelad[oa]|hasta que actualice|zablokowan[aey]|zawieszon[aey]|engellen(?:di|ecek)|askiya alin(?:di|acak)|geloscht|supprimee?s?|eliminad[oa]s?|excluid[oa]s?|verwijderd|usunie(?:te|ty)';
/** Blocked, or expired: the reader's affairs in trouble, though an expiry is no threat. */
const BLOCKED = `(?:${BLOCKING}|atrasad[oa]|em atraso|vencid[oa]|termina o prazo|achterstallig|verlopen|verloopt|vervalt|vervallen|verouderd|scadut[oa]|scade|abgelaufen|lauft(?: [\\p{L}\\p{N}.]+){0,3} ab|arrive a expiration|expire|caducad[oa]|caduca|expira|vence|wygasa|wygasl[aoy])`;
/**
 * A mailbox or its storage said to be full or at its limit: the pretext of a mailbox "upgrade"
 * ("su buzón ha superado el límite de almacenamiento", "a atteint sa limite de stockage").
 */
const FULL_MAILBOX =
  '(?:mailbox|postfach|speicher(?:platz|limit)?|boite (?:mail|aux lettres|de reception)|buzon|cuenta de correo|compte (?:de )?(?:messagerie|mail)|e-?mail-?konto|conta de (?:e-?mail|correio)|account (?:di posta|e-?mail)|e-?mailaccount|caixa (?:de correio|de entrada|postal)|casella (?:di posta|email)|postvak|skrzynka(?: pocztowa)?|posta kutusu)[^.\\n]{0,40}?(?:voll|pleine?|llen[oa]|cheia|pien[oa]|vol|pelna|dolu|uberschritten|depasse|excedid[oa]|superat[oa]|superado|alcanzado|erreicht|atteint|atingi\\p{L}*|raggiunt[oa]|bereikt)';
/**
 * Someone else is said to be in the reader's account: unauthorised access, an unusual sign-in
 * (suspicious activity or payments are SUSPICION's).
 */
const INTRUSION =
  '(?:acesso|acceso|acces|accesso|zugriff|toegang|dostep|erisim)s? (?:nao autorizad[oa]|no autorizad[oa]|non autorisee?|non autorizzat[oa]|ongeautoriseerde?|onbevoegde?|nieautoryzowany|yetkisiz)|(?:unbefugter?|unberechtigter?|ongeautoriseerde|onbevoegde|nieautoryzowany|yetkisiz) (?:zugriff|zugang|toegang|dostep|erisim)|attivita sospetta|(?:ungewohnliche[nrs]?|verdachtige[nrs]?) anmelde\\p{L}*|tentative de connexion (?:suspecte|inhabituelle)|intento de (?:inicio de sesion|acceso) (?:sospechoso|inusual)|tentativa de (?:acesso|login) (?:suspeita|incomum)|(?:verdachte|ongebruikelijke) inlogpoging|tentativo di accesso (?:sospetto|insolito)|(?:hemos detectado|detectamos|se ha detectado) un (?:cargo|cobro|pago|movimiento)|detectamos (?:um|uma) (?:pagamento|cobranca|compra|transacao)|nous avons detecte un (?:paiement|prelevement|debit)|abbiamo rilevato un (?:pagamento|addebito)|wir haben eine (?:zahlung|abbuchung|transaktion) (?:festgestellt|erkannt)';

/**
 * Something said to be suspicious on the reader's side: an adjective of suspicion beside a
 * transaction, a payment, an access or activity, in either order ("operación sospechosa", "verdachte
 * transactie", "podejrzaną transakcję", "şüpheli bir işlem", "accesso sospetto").
 */
const SUSPICIOUS =
  '(?:sospechos[oa]s?|suspeit[oa]s?|suspecte?s?|sospett[oa]|verdacht(?:e|ige)?|podejrzan[aey]?|supheli|ungewohnliche?[nrs]?|inusual(?:es)?|incomum|insolit[oa]|anomal[oa]|anormal(?:es)?)';
const SUSPECTED =
  '(?:prelievo|bonifico|addebito|overboeking|opname|uberweisung|abhebung|retiro|retirada|saque|prelevement|virement|wyplata|przelew|havale|cekim|transac(?:cion|ao|tion)\\p{L}*|transakc\\p{L}*|transaktion\\p{L}*|transactie\\p{L}*|islem\\p{L}*|operac(?:ion|ao)\\p{L}*|operation\\p{L}*|operazion\\p{L}*|movimient\\p{L}*|moviment\\p{L}*|cargo|cobro|compra|achat|acquisto|pagamento|pago|paiement|zahlung|abbuchung|betaling|platnosc|odeme|activit\\p{L}*|aktivit\\p{L}*|actividad|atividade|aktywnosc|acceso|acesso|acces|accesso|zugriff|toegang|dostep|erisim|connexion|anmeldung|inlogpoging|logowanie|giris\\p{L}*)';
const SUSPICION = `${SUSPICIOUS}(?: [\\p{L}]+){0,2} ${SUSPECTED}|${SUSPECTED}(?: [\\p{L}]+){0,2} ${SUSPICIOUS}`;

/** A payment or sign-in the reader is told to disown: "se non sei stato tu", "size ait değilse". */
const DISOWN_SOURCE =
  'se non sei stat[oa] tu|si no (?:fuiste|has sido|ha sido) (?:tu|usted)|si ce n.(?:est|etait) pas vous|wenn sie (?:das|dies) nicht waren|als u (?:dit|dat) niet (?:was|bent)|se nao foi (?:voce|vc)|size ait degil(?:se|ise)|jesli to nie (?:ty|pan|pani)|si no (?:lo |la )?reconoc\\p{L}*|se non (?:lo |la )?riconosc\\p{L}*|si vous ne (?:le |la )?reconnaissez pas|se nao (?:o |a )?reconhec\\p{L}*|als u (?:dit|deze) niet herkent';
export const DISOWN = words([DISOWN_SOURCE]);

/** The reader's parcel, account, card or tax affairs in trouble. */
export const ACCOUNT_STATE = words([
  `${PARCEL}[^.\\n]{0,60}?${HELD}`,
  `${HELD}[^.\\n]{0,40}?${PARCEL}`,
  'non possiamo consegnare|no hemos podido entregar|teslim edilemedi|nie moglismy dostarczyc|nous n.avons pas pu (?:livrer|vous livrer)|konnte nicht zugestellt werden|nao foi possivel entregar|kon niet worden bezorgd',
  `${HOLDING}[^.\\n]{0,50}?${BLOCKED}`,
  FULL_MAILBOX,
  INTRUSION,
  SUSPICION,
  DISOWN_SOURCE,
  'accesso anomalo|nuovo dispositivo|neues gerat|nouvel appareil|dispositivo nuevo|nuevo dispositivo|novo dispositivo|nieuw apparaat|vanuit het buitenland|connexion inhabituelle|inicio de sesion inusual|acesso incomum',
  'amende impayee|multa (?:pendiente|impagada|por pagar)|sanzione|sancion|bussgeld|\\p{L}*boete|pendencias|possui pendencias|non pagat[oa]|nicht bezahlt|achterstallig',
  // A traffic offence said to be the reader's: "vous avez commis une infraction au code de la
  // route", "avis de contravention", "infracción de tráfico", "Verkehrsverstoß".
  'infraction au code de la route|avis de contravention|amende forfaitaire|infraccion de trafico|ha cometido una infraccion|infracao de transito|multa de transito|verkehrsverstoss|ordnungswidrigkeit|verkeersovertreding|infrazione al codice della strada',
  // A payment said to stand open, the Dutch verb split around it: "er staat een betaling … open".
  'staat (?:er )?(?:een |nog een |nog )?(?:betaling|bedrag|factuur|vordering)[^.\\n]{0,40}? open',
  // A fine said to be unpaid, in more words: "multa de tráfico pendiente de pago", "nie opłacono
  // mandatu", "ödenmemiş trafik cezası".
  'multa[^.\\n]{0,30}?(?:pendiente|impagada|por pagar|em aberto|nao paga)|nie oplacon\\p{L}*|nieoplacon\\p{L}*|zalegl\\p{L}*|odenmemis|odenmeyen',
  // A debt said to be registered against the reader: "uma nova dívida foi registrada no seu CPF".
  '(?:nova )?divida[^.\\n]{0,40}?(?:registrada|em aberto|pendente|em seu nome|no seu cpf)|deuda (?:pendiente|registrada|a su nombre)|dette (?:impayee|enregistree)',
  // Points or miles about to lapse: "seus pontos expiram hoje", "tus puntos vencen en 2 días".
  '(?:pontos|puntos|points|punkte|punti|punten|milhas|millas)[^.\\n]{0,40}?(?:expiram|expirando|vencem|vencen|caducan|expiran|expirent|expireront|verfallen|scadono|verlopen|vervallen)',
  'inicio de sesion no autorizado|connexion non autorisee|nicht autorisierte anmeldung|login nao autorizado|accesso non autorizzato|ongeautoriseerde login',
  // A bill said to be overdue or unpaid: "a sua fatura … está em atraso", "facture impayée".
  '(?:fatura|factura|facture|rechnung|fattura|factuur|conta de luz|portage(?:m|ns)|pedagios?|peajes?|peages?|pedaggi|maut(?:gebuhr)?|tol(?:heffing)?|valor|importe|montant|betrag|importo|bedrag)[^.\\n]{0,50}?(?:em atraso|em divida|vencida|impagada|pendiente de pago|en deuda|impayee?s?|en retard|uberfallig|unbezahlt|scaduta|insoluta|non pagat[oa]|openstaand|niet betaald)|pagamento pendente|pago pendiente|paiement en attente|zahlung ausstehend|pagamento in sospeso|openstaande (?:betaling|aanslag|belastingschuld)|(?:ucret|borc|fatura|gecis)\\p{L}*[^.\\n]{0,30}?(?:odenmedi|odenmemis|gecikmis)|aanslag[^.\\n]{0,40}?niet (?:is )?voldaan',
]);

/** Money said to be owed to the reader: a refund, a repayment, a prize. */
export const OWED = words([
  // Not cash on delivery: "contra reembolso", "contre remboursement".
  'rimborso|(?<!contra )reembolso|(?<!contre )remboursement|ruckerstattung|erstattung|devolucion|devolucao|teruggave|terugbetaling',
  'hai vinto|ha ganado|has ganado|avez gagne|haben gewonnen|hast gewonnen|voce ganhou|heeft gewonnen',
  // Polish and Turkish: "wygrałeś", "kazandınız"; a tax refund, "zwrot podatku", "vergi iadesi".
  'wygrale[sm]|wygralas|wygraliscie|wygrala pani|wygral pan|kazandiniz|kazandin|zwrot (?:podatku|nadplaty|srodkow|pieniedzy)|twoj zwrot|vergi iades\\p{L}*|(?:zostal[ao]?|jest) wylosowan[yae]',
  // A buyer's payment waiting for the seller: "per ricevere il pagamento", "pour recevoir le
  // paiement", "la réception des fonds", "um die Zahlung zu erhalten", "om het bedrag te ontvangen".
  '(?:ricevere|recibir|receber|recevoir|otrzymac) (?:il |el |o |le |la |os |les |los |i )?(?:pagamento|pago|paiement|platnosc|fondi|fondos|fundos|fonds|dinero|dinheiro|soldi|argent|pieniadze)|reception des fonds',
  '(?:die |den )?(?:zahlung|betrag|geld) zu (?:erhalten|empfangen)|(?:het |de )?(?:bedrag|betaling|geld) te ontvangen',
  // The inheritance of a stranger "with your surname, who died without heirs": the advance-fee
  // letter's bait ("mit Ihrem Nachnamen", "dezelfde achternaam", "même nom de famille").
  'ihrem nachnamen|ihren nachnamen|dezelfde achternaam|meme nom de famille|mismo apellido|mesmo sobrenome|stesso cognome|ohne (?:bekannte )?erben|zonder erfgenamen|sans heritiers?(?: connus?)?|sin herederos|sem herdeiros|senza eredi',
  // A draw won by an e-mail address or a number: "als Gewinner … gezogen", "ha resultado
  // ganadora", "votre numéro est tiré gagnant", "a été tiré au sort".
  'als gewinner|zum gewinner|resultado ganador\\p{L}*|(?:est|etes) (?:le |l.un des )?(?:tiree? )?gagnant|(?:a|avez) ete tiree? au sort|tot winnaar|foi (?:contemplad[oa]|sortead[oa])|e stat[oa] estratt[oa]',
]);

/**
 * A sale the message says is the reader's: their listing or the item they sell ("votre annonce",
 * "il tuo articolo", "deinen Artikel", "je advertentie").
 */
export const DEAL = words([
  '(?:tu|su|votre|ton|seu|teu|sua|tua|tuo|suo|dein(?:en|e)?|ihr(?:en|e)?|je|uw|twoj[ea]?|pana|pani) (?:anuncio|annonce|annuncio|anzeige|inserat|advertentie|ogloszenie|articulo|artigo|articolo|artikel)|ilan(?:iniz|ini)',
]);

export const CLICK = words([
  'clicca|tocca|segui|accedi|verifica|conferma|aggiorna|annulla|inserisc[ai]|pianifica|paga|paghi',
  'klicken|tippen|bestatigen|bestaetigen|aktualisieren|verfolgen|korrigieren|stornieren|zahlen|melden',
  'cliquez|confirmez|choisissez|renouvelez(?:-la|-le)?|reglez(?:-la|-le)?|payez|mettez a jour|consultez',
  'haga clic|pulse|acceda|confirme|actualice|pague|cancele|descargue|regularice|consulte|canjea\\p{L}*|entra aqui|verifique(?:lo|la)?|abonela|abone',
  'clique|acesse|atualize|reative|regularize|verifique|pagando|resgate|resgatar',
  // Signing up where the message points: "Regístrate: <link>", "inscrivez-vous", "meld je aan".
  'registrate|registrese|registre-se|cadastre-se|inscrivez-vous|registrieren sie sich|melden sie sich an|iscriviti|meld je aan|zarejestruj sie|kayit olun',
  'klik|bevestig|betaal|plan|verifieer|werk bij|controleer|vraag (?:\\p{L}+ ){0,4}aan|aanvragen',
  // Filling in a form: "complétez le formulaire", "preencha o formulário", "vul het formulier in".
  'completez|completer le formulaire|remplissez|remplir le formulaire|accedez au formulaire|acceder au formulaire|rellene|complete el formulario|preencha|compil(?:a|i|are) il modulo|fullen sie|vul (?:het |dit )?formulier',
  // Turkish asks in their plain and polite forms ("ödeyin", "ödeme yapınız", "onaylayınız"); Polish
  // with or without its marks ("Opłać teraz", "Oplac teraz"), all read folded.
  '(?:guncelle|tikla|dogrula|onayla|sorgula|ode|odeme yap|islem yap|giris yap)y?in(?:iz)?|kliknij|zaplac|doplac|oplac|potwierdz|zaktualizuj',
  // A link labelled as the way to pay: "Link do płatności: …", "enlace de pago", "Zahlungslink".
  'link do (?:platnosci|oplaty|zaplaty|doplaty)|(?:link|enlace) de pago|lien de paiement|zahlungslink|link zur zahlung|betaallink|link (?:di|de) pagamento|odeme linki',
  // Calling the number the message gives: "ligue agora para 0800 …", "appelez le 09 …", "llama
  // ahora al …" (not "se llama Pedro", his name).
  'ligue|llame|(?<!se )llama(?:nos)?|appelez|rufen sie|chiami|(?<!si )chiama(?:ci)?|bel',
  // Calling back or getting in touch: "ci richiami", "rappelez", "prosimy o kontakt pod numerem",
  // "numarasını arayın", "zadzwoń".
  'neem (?:\\p{L}+ ){0,2}contact op|contacte(?:nos)?|contactez(?:-nous)?|entre em contato|kontaktieren sie|skontaktuj (?:sie|się)|iletisime gecin(?:iz)?|contatt(?:i|ate|aci)|richiam(?:i|ate|are)|ricontatt(?:i|ate|aci)|rappelez|rufen sie (?:uns )?zuruck|(?:prosimy o )?(?:\\p{L}+ )?kontakt pod numerem|zadzwon(?:ic|cie)?|arayin(?:iz)?|arayiniz|ulasin(?:iz)?|ulasmazsaniz|aramazsaniz',
  // By calling, by regularising: "regolarizzi subito chiamando il numero …", "llamando al …".
  'chiamando|contattando|llamando|ligando|en appelant|door te bellen|regolarizz(?:i|a|are)',
  // "via onderstaande link", "über den folgenden Link", "par le lien suivant": use it.
  '(?:via|uber|par|por|pelo|pela|atraves d[oa]|tramite|przez) (?:(?:de[nrm]?|het|le|la|el|o|a|il|ce|este|esta|questo|deze) )?(?:(?:onderstaande?|untenstehende[nm]?|folgende[nm]?|seguinte|siguiente|seguente|suivant|ponizszy) )?(?:link|lien|enlace|knop|schaltflache|bouton|boton|botao|pulsante|przycisk|linku)',
]);

export const PAY = words([
  // A bitcoin wallet written out to pay into ("in Bitcoin naar: bc1q…").
  'bc1[a-z0-9]{20,60}',
  // "Das Guthaben überweisen wir …": the sender pays.
  // Money asked back: "¿me lo puedes devolver?", "me les renvoyer"; not a refund "a devolver".
  '(?<!a )devolver(?:me)?(?:lo|la|los)?|devuelvemelo|devolve-(?:me|lo)|renvoyer|renvoyez|rimandarmi|rimandami|restituirmi|zuruckuberweisen|terugstorten|zwrocic',
  'paga|pagare|zahlen(?! wir)|bezahlen(?! wir)|uberweisen(?! wir)|payer|payez|reglez|pagar|pague|betaal|betalen|bonifico|virement|transferencia|pix',
  // Polish and Turkish: "opłacić Blikiem", "przelej", "gönderebilir misin".
  'oplacic|oplac|zaplacic|zaplac|placac|oplacajac|przelej|przelac|gonderebilir misin|odeyebilir misin',
  // A BLIK code made for the writer ("wygenerować BLIKa": whoever enters it is paid).
  'wygeneruj\\p{L}*|wygenerowac',
  // The account to pay into, to be sent by the writer: "te paso el IBAN", "je t'envoie le RIB".
  "te (?:paso|mando|envio) el iban|te (?:passo|mando|envio) o (?:iban|pix)|je t'envoie (?:le|mon) rib|ich schicke dir (?:die|meine) iban|ik stuur je (?:het|mijn) (?:rekeningnummer|iban)|ti (?:mando|invio|passo) l'iban|iban'?i atiyorum|wysle ci (?:numer konta|nr konta)",
]);

/** Help asked with a payment: "kun je me helpen met een betaling", "ayudarme con un pago". */
export const PAY_HELP = words([
  'helpen met (?:een|de|mijn) (?:betaling|rekening|overboeking|huur)',
  '(?:mir|mich) (?:kurz |schnell )?(?:bei|mit) (?:einer|der|meiner) (?:zahlung|uberweisung|rechnung|miete) (?:helfen|aushelfen)',
  '(?:ayudarme|echarme una mano) con (?:un|el|mi) (?:pago|alquiler|recibo)',
  'm.aider (?:pour|avec|a regler) (?:un|le|mon) (?:paiement|loyer|virement)',
  'ajudar(?:-me)? com (?:um|o|meu) (?:pagamento|aluguel|aluguer|boleto)',
  'aiutarmi con (?:un|il) (?:pagamento|affitto|bonifico)',
]);

export const DETAILS = words([
  // Who the reader is, to be sent back: "Responda con su nombre completo y teléfono".
  'nombre completo|nome completo|nom complet|volledige naam|vollstandigen namen|nome e cognome|copia de (?:su|tu) (?:dni|documento|pasaporte)|copie de (?:votre|ta) piece d.identite|kopie van uw (?:id|identiteitsbewijs|paspoort)|kopie ihres (?:ausweises|personalausweises)|copia do (?:seu )?documento',
  'dati|daten|donnees|datos|dados|gegevens|coordonnees|identitat|identite|identidad|identidade|identita|identiteit|iban|numero de cuenta|numero di conto|rekeningnummer|codigo de acceso|codice di accesso|codigo de acesso',
  'informations? de paiement|moyen de paiement|zahlungs(?:informationen|daten|methode|mittel)|(?:datos|metodo|medio) de pago|(?:dados|forma|meio) de pagamento|betaal(?:gegevens|methode)|(?:dati|metodo) di pagamento',
]);

export const URGENT = words([
  'entro (?:le )?\\d+ ore|innerhalb (?:von )?\\d+ stunden|sous \\d+ ?(?:h|heures)|dans les \\d+ heures|en (?:las proximas )?\\d+ horas|nas proximas \\d+ horas|em \\d+ horas|binnen \\d+ uur',
  // A few days, as English counts them ("within 3 days"; "within 30 days" is a policy).
  'binnen [1-3] dag(?:en)?|entro [1-3] giorn[io]|innerhalb (?:von )?[1-3] tag(?:en)?|sous [1-3] jours?|dans les [1-3] (?:prochains )?jours|en (?:los proximos )?[1-3] dias|(?:em|nos proximos) [1-3] dias',
  'w ciagu \\d+ (?:godzin|dni)|\\d+ saat i[cç]inde',
  // A lapse in days: "vencen en 2 días", "expiram em 3 dias".
  '(?:vencen|caducan|expiran|expiram|vencem|expirent|verfallen|scadono|verlopen) (?:en|em|dans|in|tra|binnen) \\d+ (?:dias|jours|tagen|giorni|dagen)|overmorgen',
  'subito|(?<!ab )sofort|immediatement|des maintenant|inmediatamente|urgentemente|imediatamente|onmiddellijk|dringend',
  // At once, urgent: "pilny kontakt", "hemen arayın", "natychmiast" ("now" alone is too common:
  // "o seu saldo é agora de …").
  'meteen|natychmiast|piln(?:y|ie|a)|hemen|derhal|acilen|urgente',
  // Today itself: "Ihr Passwort läuft heute ab", "expire aujourd'hui"; not what was done today
  // ("wurde heute an unseren Kurier übergeben", "is vandaag verzonden", "foi enviado hoje"), nor
  // the day a parcel comes ("arriva oggi", "in consegna oggi", "llega hoy", "kommt heute").
  '(?<!(?:wurde|wurden|ist|sind|hat|haben|ete|est|sont|sido|fue|foi|foram|stato|stata|is|zijn|werd|werden|zostal[aoy]?|zostaly|arriva|consegna|llega|chega|kommt|arrive|komt|dociera) )(?:heute|aujourd.hui|hoy|hoje|oggi|vandaag|dzis(?:iaj)?|bugun)(?! (?:\\p{L}+ ){0,4}?(?:ubergeben|versendet|versandt|verschickt|zugestellt|geliefert|verzonden|verstuurd|bezorgd|enviad[oa]s?|entregad[oa]s?|expediee?s?|livree?s?|envoyee?s?|spedit[oa]|consegnat[oa]|entregue|despachad[oa]s?)\\b)|noch heute',
]);

/** "Now": urgency only in the sentence that asks ("ligue agora para …", "bel ons direct terug"). */
export const NOW = words(['agora|ahora|maintenant|jetzt|adesso|direct|teraz|simdi|sekarang']);

/** What happens if the reader does nothing: cancelled, returned, blocked, a surcharge. */
export const THREAT = words([
  // A charge under way the reader must call to stop: "ligue … para cancelar", "pour l'annuler".
  // Not one option of several ("pour toute question ou pour annuler", "para dudas o para cancelar").
  '(?<!(?:ou|o|or|oder|of|e|y) )(?:para|pour|zum|per|om) (?:(?:l.|la |le |lo |die |het )?(?:cancelar(?:la|lo)?|anular(?:la|lo)?|annuler|stornieren|annullar(?:e|la|lo)|annuleren|bloccar(?:e|la|lo)|bloquear(?:la|lo)?|bloquer|sperren|blokkeren))',
  'verra cancellat[oa]|wird zuruckgeschickt|sera renvoye|sera devuelto|sera devolvido|sera cancelad[oa]|wordt teruggestuurd',
  'sperrung|blocage|bloqueo|bloqueio|blokkering|blokkade|blocco|sospensione|majoration|recargos?|mahngebuhr|negativacao|nome sujo|icra|postepowani\\p{L}*|egzekucj\\p{L}*',
  // The recording sent to everyone the reader knows, unless they pay (sextortion).
  '(?:video|videos|vidéo|filmpje|aufnahme|aufnahmen|gravacao|gravacoes|grabacion|grabaciones|enregistrements?|beelden|bilder|imagenes|images|immagini|registrazion\\p{L}*|nagrani\\p{L}*)[^.\\n]{0,60}?(?:contactos|contacts|contacten|contactpersonen|kontakte|kontaktpersonen|contatos|contatti|adresboek|adressbuch|familia|famille|familie|famiglia|familiares|companeros|collegues|collega\\p{L}*|kollegen|proches|amigos|amis|freunde|vrienden|amici|seguidores|followers)',
  // A surcharge or a bailiff: "om verhoging en een deurwaarder te voorkomen".
  'verhoging|deurwaarder|incassokosten|incassobureau',
  // Power or service cut off, in Polish: "prąd zostanie odłączony", "usługa zostanie wyłączona".
  'odlaczon\\p{L}*|odlaczeni\\p{L}*|wylaczon\\p{L}*|wylaczeni\\p{L}*|wstrzyman\\p{L}*',
  // The supply cut off: "evite o corte do fornecimento", "coupure de courant".
  'corte (?:do|de|del) (?:fornecimento|suministro|servicio|servico|luz|energia|gas|agua)|coupure (?:de|du) (?:courant|service|gaz|l.electricite|votre)|unterbrechungen? (?:im|des) (?:service|dienst\\p{L}*)|interrupcion(?:es)? del servicio|interruption (?:du|de) service|onderbreking van (?:uw|je|de) [\\p{L}-]*diensten?|interrupcao do servico|interruzione (?:della |del )?(?:fornitura|servizio)|afsluiting|versorgungsunterbrechung',
  '(?:ficar|quedar(?:se)?|rester|restare|zitten) (?:sem|sin|sans|senza|zonder) (?:luz|energia|agua|gas|electricidad|electricite|courant|elettricita|stroom)|ohne strom',
  // An account, card or subscription said to be blocked or suspended is the loss itself.
  `(?:${HELD_THINGS}|betaalpas|bankpas)[^.\\n]{0,50}?(?:${BLOCKING})`,
  // So are the reader's messages ("Eingehende Nachrichten werden blockiert").
  `(?:nachrichten|e-?mails?|messages|mensajes|mensagens|messaggi|berichten|wiadomosci|mesajlar)[^.\\n]{0,40}?(?:${BLOCKING})`,
]);

export const FEE = words([
  'spese|gebuhr|gebuhren|doplat[ayeu]|zollsteuer|zollgebuhr|cargos? de aduanas?|derechos de aduana|frais de douane|dazi doganali|invoerrechten|frais|tasa|gastos|taxa|douanekosten|kosten|administratiekosten|verwerkingskosten|tarifa|commissione',
]);

export const MONEY = words([
  '\\d[\\d.,]{0,12}\\s?(?:eur|euros?|€|r\\$|reais|chf|zl|zł|pln|tl|₺)',
  '(?:€|r\\$|₺)\\s?\\d[\\d.,]*',
  // The currency's code or the dollar first, as mail writes it: "EUR 1.100", "US$ 7.300.000".
  '(?:eur|usd|chf|gbp|us\\$)\\s?\\d[\\d.,]*|\\d[\\d.,]{0,12}\\s?(?:usd|dolares|dollars?)',
]);

/**
 * Words that point at a link or button the message shows ("klik hier", "cliquez ci-dessous",
 * "über den Link unten", "el siguiente enlace"): where pasting a mail kept its words but lost the
 * link, the word to act beside one is still an ask to open a link (class-reader.ts).
 */
export const POINTER = words([
  'hier|ici|aqui|qui|hieronder|onderstaande?|unten|untenstehende[nm]?|ci-dessous|ci-dessus|abajo|abaixo|sotto|seguinte|siguiente|seguente',
  'link|lien|enlace|bouton|boton|botao|knop|schaltflache|pulsante|tutaj|ponizej|ponizszy|asagidaki|buraya',
  // A form the message shows, or a page it says is online: "le formulaire en ligne".
  'formulaire|formulario|modulo online|online-formular|formular|formulier|en ligne|en linea|on-?line',
]);

/**
 * "Never" just before a word to act makes it advice ("wir werden Sie niemals bitten, … zu
 * bestätigen", "nunca le pediremos que confirme"). A plain "not" does not: "si no confirma sus
 * datos" is the threat of a scam.
 */
export const NEGATED = words(['nunca|jamas|jamais|niemals|nooit|never|nigdy|asla|hicbir zaman']);

export const DONE = words([
  'e stato consegnato|wurde zugestellt|a ete livre|ha sido entregado|foi entregue|is bezorgd|pagamento ricevuto|zahlung erhalten|paiement recu|pago recibido|pagamento recebido|betaling ontvangen',
  // A transfer or payment reported as gone through: "Transferência realizada", "virement
  // effectué", "Überweisung erfolgreich ausgeführt", "bonifico eseguito", "overboeking gelukt".
  'realizad[oa]s?|efetuad[oa]s?|efectuad[oa]s?|concluid[oa]s?|completad[oa]s?|con exito|com sucesso|exitos[oa]|effectuee?s?|reussie?s?|avec succes|erfolgreich|durchgefuhrt|ausgefuhrt|abgeschlossen|eseguit[oa]|effettuat[oa]|riuscit[oa]|con successo|completat[oa]|gelukt|geslaagd|uitgevoerd|voltooid|succesvol',
  // A payment the writer just made to the reader: "je viens de te faire un virement", "te hice un
  // Bizum", "acabei de te mandar o Pix", "ti ho fatto il bonifico", "ik heb je net overgemaakt".
  'je viens de (?:te |vous )?(?:faire|envoyer|effectuer) (?:un|le|ton|votre) (?:virement|paiement|lydia|paylib)|(?:acabo de|ya) (?:hacerte|enviarte|mandarte) (?:un|el|una|la) (?:bizum|transferencia|pago)|te (?:hice|he hecho|mande|envie) (?:un|el|una|la) (?:bizum|transferencia|pago)|(?:acabei de|ja) (?:te )?(?:fazer|enviar|mandar|fiz|mandei) (?:o|um|a|uma) (?:pix|transferencia|pagamento)|(?:ti ho|ho appena) (?:fatto|mandato|inviato) (?:il|un|la) (?:bonifico|pagamento|satispay)|ich habe (?:dir|ihnen) (?:gerade |eben |schon )?(?:\\p{L}+ )?(?:uberwiesen|geschickt)|ik heb (?:je|jou|u) (?:net |zojuist |al )?(?:\\p{L}+ )?(?:overgemaakt|betaald|getikkied)',
  PAID_BY_WRITER,
  // Turkish, done: "harcama yapılmıştır", "çekilmiştir", "gönderildi", "tamamlandı".
  '(?:yapil|cekil|gonderil|gerceklestiril|tamamlan)(?:mistir|di)|gerceklesti|basariyla',
]);

/**
 * Done at the reader's own request: "as you requested, your subscription has been cancelled",
 * "wie gewünscht haben wir Ihr Abonnement gekündigt". Written to match the text with or without
 * its accents, so the class reader (on a folded copy) and the red-flag rules (on the text as
 * written, red-flags/index.ts) read the one list.
 */
export const REQUESTED = words([
  'as (?:you )?requested(?! by)|as you (?:asked|instructed)|at your (?:own )?request|(?:following|per) your request|you (?:asked|requested) us to (?:cancel|close|end|stop|remove|delete)',
  // Or by what the reader did: "because you reported it lost", "after 3 incorrect PIN attempts".
  'because you (?:reported|asked|requested|froze|locked|cancell?ed)|(?:as|since) you reported|(?:after|due to|because of|following) (?:\\d+|three|too many|several|multiple) (?:incorrect|wrong|failed|invalid|unsuccessful) (?:pin|password|passcode|login|log-in|sign-in|log in|sign in) (?:attempts|entries|tries)',
  'wie gew[uü]nscht|auf ihren wunsch|wie (?:telefonisch )?besprochen|[aà] votre demande|comme demand[eé]|seg[uú]n su solicitud|a (?:su )?petici[oó]n|como (?:lo )?solicit[oó]|conforme solicitado|a seu pedido|como solicitado|come richiesto|su (?:sua|tua) richiesta|zoals (?:gevraagd|besproken)|op uw verzoek',
]);

export const SEND_MONEY = words(['bonifico|uberweis\\p{L}*|virement|transferencia|pix|overmaken']);

export const BANK_ACCOUNT = words(['iban[: ]*[a-z]{2}\\d{2}[\\da-z ]{10,30}']);

export const CHAT_ID = words([
  'whatsapp[: ]*\\+?\\d[\\d ]{7,14}\\d',
  'telegram[: ]+@?[a-z0-9_]{3,30}',
]);

/** "Chame no WhatsApp", "schreiben Sie uns auf WhatsApp": write to the sender there. */
export const CHAT_INVITE = words([
  '(?:chame|chama|fale(?: conosco)?|escreva(?:-nos)?|entre em contato|contate-nos|escribe(?:nos)?|escribenos|contactanos|hablanos|schreib(?:en sie uns|e uns|t uns)?|kontaktiere(?:n sie)? uns|ecrivez(?:-nous)?|contactez(?:-nous)?|scrivi(?:ci)?|scriveteci|contattaci|stuur (?:ons )?een bericht|app ons|napisz(?: do nas)?|yazin|ulasin)(?: (?:no|pelo|por|en|el|auf|per|sur|su|via|op|na|w|on|con))? (?:whatsapp|telegram|wa)',
  // Turkish names the app first: "WhatsApp'tan yazın", "Telegram'dan @ece_ik'ya yazın".
  "(?:whatsapp|telegram)(?:['’](?:tan|dan|ten|den))? (?:[^\\s.!?]+ ){0,2}(?:yazin(?:iz)?|ulasin(?:iz)?|mesaj atin(?:iz)?)",
]);

/**
 * A crime laid at the reader's door, as recorded calls put it: illegal or fraudulent activities, a
 * warrant, a criminal complaint. It is the pretext and the threat at once (class-reader.ts).
 */
export const LAW = words([
  // The reader's device said taken over and the reader filmed (sextortion): "toegang gekregen tot
  // uw apparaat", "infecté tu ordenador", "Zugriff auf Ihr Gerät", "accès à votre appareil".
  '(?:toegang (?:gekregen )?tot (?:uw|je) (?:apparaat|computer)|infecte (?:tu|su) (?:ordenador|dispositivo|computadora)|acceso a (?:tu|su) (?:dispositivo|ordenador|computadora|webcam)|zugriff auf (?:ihr|dein)(?:en)? (?:gerat|computer)|acces a (?:votre|ton) (?:appareil|ordinateur)|acesso ao (?:seu|teu) (?:dispositivo|computador)|accesso al (?:tuo|suo) (?:dispositivo|computer))',
  'actividad(?:es)? (?:ilegal(?:es)?|fraudulentas?|criminal(?:es)?|delictivas?)|orden de (?:arresto|detencion|captura)|denuncia penal',
  'activites? (?:illegales?|frauduleuses?|criminelles?)|mandat d.arret|plainte penale|convocation judiciaire|poursuites (?:judiciaires|penales|pour)|pedopornographie',
  'illegale[n]? (?:aktivitat(?:en)?|machenschaften)|betrugerische[n]? aktivitat(?:en)?|haftbefehl|strafanzeige',
  'atividades? (?:ilegal|ilegais|fraudulentas?|criminosas?)|mandado de prisao|queixa-crime',
  'attivita (?:illegali|fraudolente|criminali)|mandato di arresto|denuncia penale',
  'illegale activiteiten|frauduleuze activiteiten|arrestatiebevel|aangifte tegen u',
  // Polish and Turkish (folded): "nielegalne dzialania", "nakaz aresztowania"; "teror orgutunun
  // finansmaninda", "sorusturmasina karisti", "kara para aklama", "hakkinizda sorusturma", "yakalama karari".
  'nielegaln\\p{L}* (?:dzialani\\p{L}*|transakcj\\p{L}*)|nakaz aresztowania|postepowanie karne przeciwko',
  'teror orgut\\p{L}*|kara para akla\\p{L}*|hakkiniz(?:da|a) (?:sorusturma|dava|sucu?)|sorusturma\\p{L}* (?:karis\\p{L}*|dahil\\p{L}*)|yakalama karari|gozaltina? al\\p{L}*',
]);

/** A key pressed on a recorded call's menu: "presione 1", "appuyez sur le 1", "drücken Sie die 1". */
export const KEYPAD = words([
  '(?:presione|oprima|marque|pulse|appuyez sur|tapez|drucken sie|premi|pressione|digite|tecle|druk op)(?: (?:el|la|le|la touche|die|o|a|il|op de))? (?:\\d|uno|un|eins|um|een|één)',
]);

/**
 * A phone number a message gives to call, written from a leading 0 or a country code
 * ("0800 591 2234", "+33 1 23 45 67 89"), with spaces or dashes, not dots (a date); a Spanish
 * number in three or four groups from a 6 to a 9 ("611 234 567", "900 40 40 90"); a Brazilian one
 * with its area code in brackets ("(11) 4003-1234") or a capitals' line ("4004 3535"); a Polish
 * landline with its area code ("22 555 12 34").
 */
export const PHONE =
  /(?<![\p{L}\p{N}])(?:(?:\+\d{2,3}[ -]?|0)\d{1,4}(?:[ -]?\d{2,4}){2,4}|[6-9]\d{2}(?: \d{2,3}){2,3}|\(\d{2}\) ?\d{4,5}-?\d{4}|[34]00\d[ -]\d{4}|[1-9]\d \d{3} \d{2} \d{2})(?![\p{L}\p{N}])/gu;

/** The table class-reader.ts reads. */
/**
 * The writer's own, in the first person: "mi tarjeta", "meu cartão", "mon compte", "ma carte",
 * "meine Karte", "la mia carta", "mijn pas", "moja karta", "benim kartım" (marks folded). Not "ma"
 * alone: Italian "but", Polish "has".
 */
const MINE = words([
  'mi|mis|meu|minha|meus|minhas|mon|mes|mein|meine|meinen|meinem|meiner|mio|mia|miei|mie|mijn|moj|moja|moje|mojej|moim|benim',
  'ma(?= (?:carte|cb|banque|appli|application|ligne|puce))',
]);

export const EUROPEAN_WORDS: ClassWords = {
  offers: [
    [OWED, 'that money is owed to you'],
    [JOB, 'to offer easy paid work'],
  ],
  gamblingLabel: '',
  jobLabel: 'to offer easy paid work',
  account: ACCOUNT_STATE,
  mine: MINE,
  interest: words([
    'le interesa|te interesa|les interesa|esta interesad[oa]|tem interesse|te interessa|interessad[oa]\\?|interesse\\(?e?\\)? ?\\?|ca vous interesse|vous interesse',
    'bei interesse|interessiert\\?|haben sie interesse|hast du interesse|ti interessa|le interessa|interessat[oa]\\?|interesse\\?|geinteresseerd|zainteresowan\\p{L}*|ilgilenir misiniz|ilgileniyor musunuz',
    // An answer asked with who the reader is: "Responda con su nombre completo", "Stuur mij uw
    // volledige naam", "Reageer met een kopie van uw ID", "kontaktieren Sie … mit Name, Anschrift".
    // A keyword to answer with: "Responda SIM", "Responde SÍ", "Répondez OUI", "Antwoord JA".
    'respond[ae] (?:sim|si|ok)|repond(?:ez|s) (?:par )?(?:oui|ok)|antworte(?:n sie)? (?:mit )?(?:ja|ok)|antwoord (?:met )?(?:ja|ok)|rispond[ai] (?:si|ok)|odpowiedz (?:tak|ok)',
    'responda (?:con|com)|reageer met|stuur mij uw|envie-me|enviame|envieme|transmettre (?:une copie|vos coordonnees)|antworten sie (?:mir )?mit|kontaktieren sie (?:bitte )?(?:unseren|unsere|mich)|contacte con nuestro|rispondi con|risponda con',
  ]),
  due: words([
    'vence|vencimento|vencida|vencido|scade|scadenza|faellig|fallig|vervalt|echeance|termin platnosci|son odeme',
  ]),
  callBack: words([
    'ich (?:ruf|rufe) dich|ich melde mich|te llamo|te llamare|je t.appelle|je te rappelle|ti chiamo|ti richiamo|ik bel je|(?:eu )?te ligo|zadzwonie|seni ararim',
  ]),
  accountLabel: 'to be about your parcel, account or payment being held, blocked or due',
  threat: THREAT,
  law: LAW,
  deal: DEAL,
  keypad: KEYPAD,
  click: CLICK,
  pointer: POINTER,
  negated: NEGATED,
  never: NEGATED,
  pay: PAY,
  details: DETAILS,
  done: DONE,
  disown: DISOWN,
  payHelp: PAY_HELP,
  lend: LEND,
  // Money the writer says they sent "by mistake" ("fiz um Pix … por engano"), not the reader's
  // ("me hiciste un Bizum por error, ¿te lo devuelvo?").
  mistake: words([
    '(?:hice|mande|envie|transferi|fiz|mandei|enviei|ai envoye|ai fait|ai vire|ho mandato|ho fatto|ho inviato|habe|heb|wyslal[ae]m|gonderdim)(?![\\p{L}])[^.!?\\n]{0,50}?(?:por engano|por erro|por equivocacion|por error|par erreur|per errore|per sbaglio|aus versehen|versehentlich|per ongeluk|per abuis|per vergissing|przez pomy[lł]k[eę]|yanl[iı][sş]l[iı]kla)',
  ]),
  requested: REQUESTED,
  sendMoney: SEND_MONEY,
  bankAccount: BANK_ACCOUNT,
  chatId: CHAT_ID,
  chatInvite: CHAT_INVITE,
  phone: PHONE,
  urgent: URGENT,
  urgentBesideAsk: NOW,
  money: MONEY,
  free: OWED,
  freeLabel: 'says money is waiting for you',
  noChecks: NONE,
  returns: NONE,
  won: NONE,
  winnings: NONE,
  fee: FEE,
};
