/**
 * Meaning classes for the anatomy of a message in the other languages the red-flag rules read
 * (Spanish, French, German, Portuguese, Italian, Dutch, Indonesian): the words for paying, a fee,
 * sending, a code, needing, a relative, a mistake, telling, urgency, tapping a link, "your" and a
 * state of the reader's things. Hand-written from common usage, one list per meaning, so a
 * paraphrase with other words of the same meaning reads the same; other-languages.ts reads a
 * message with them. English is read by the tagger and WordNet (read.ts), not by these lists.
 */

/** Whole words (or phrases) of a class, matched case-insensitively on letter boundaries. */
/** A global pattern of whole words (no letter or digit either side) in any script. */
export const words = (list: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list})(?![\\p{L}\\p{N}])`, 'giu');

/** Paying or settling: "pagar", "régler", "bezahlen", "pagare", "betalen", "bayar". */
export const PAY = words(
  'pag(?:ar|ue|ues|a|ad|amento|uen|arme|ame)|p[aá]game|przel(?:ej|ać|ac|ew|ejesz)|zainwestuj|zapła(?:ć|c|cić|cic|cisz)|opłacisz|wpłacisz|wpła(?:ć|c|cić|cic)|dopła(?:ć|c|cić|cic)|gönder(?:in|iniz|ebilir\\p{L}*)?|öde(?:yin|yiniz|yebilir\\p{L}*|mezseniz|nmezse|meniz gerek\\p{L}*)|havale|ingres[ae](?= (?:\\d|[$€£]))|uregul(?:uj|ować|owac|owanie)|(?:wpłat|wplat|zapłat|zaplat)[ęe]|gönderirseniz|gonderirseniz|gönderirsen|yatırırsanız|öderseniz|opła(?:ć|c)|deposit(?:ar|e|a|es|are|kan)|einzahlen|d[ée]pos(?:er|ez)|versare|storten|stort|setor(?:kan)?|at(?:ar|abilir) m[ıi]s[ıi]n|yatır(?:ır m[ıi]s[ıi]n|abilir m[ıi]s[ıi]n|ın|ınız)|abon(?:ar|e|a)|liquid(?:ar|e)|régler|regler|réglez|reglez|r[ée]gl[ée]s?|payer|payez|pay[ée]e?s?|paie[rz]?|acquitt(?:er|ez)|zahlen|zahle|bezahlen|bezahlt|begleichen|begleichung|überweisen|überweisung|pagare|paga|paghi|pagate|pagamento|saldare|betalen|betaal|betaling|voldoen|overmaken|overmaakt|r[ée]gularis(?:ez|er)|bayar|bayarkan|membayar|lunasi|melunasi|pembayaran|transfer(?:ir|ieren|ez)?|transfer[eê]ncia|virement|virer|efectuar el pago|effectuer le paiement|pix',
);
/**
 * A payment reported done, not asked for: "Pembayaran … berhasil", "pagamento recebido",
 * "Überweisung ausgeführt", "przelew został wykonany"; or stopped by the bank.
 */
export const PAID = words(
  'berhasil|sukses|telah (?:diterima|dibayar|dikirim)|realizad[oa]|efectuad[oa]|recibid[oa]|recebid[oa]|recebeu|recibi(?:ste|ó|o)|aprovad[oa]|confirmad[oa]|reçue?|effectuée?|erhalten|eingegangen|ausgeführt|angekommen|gutgeschrieben|ricevut[oa]|effettuat[oa]|ontvangen|uitgevoerd|gedaan|getätigt|wykonan[ya]|zaksięgowan[ya]|gerçekleş(?:ti|miştir)|yapılmıştır|alındı' +
    // Or made by the writer: "fiz o Pix", "te hice un Bizum", "ik heb het overgemaakt", "ich habe
    // dir … überwiesen", "j'ai fait le virement", "ho fatto il bonifico", "już przelałem".
    "|fiz (?:o|um|a|uma)|(?:te |lhe )?(?:mandei|transferi|paguei|depositei)|(?:te )?(?:hice|mandé|envié|pagué|transferí)|te he (?:hecho|mandado|enviado|pagado|transferido)|ik heb (?:\\p{L}+ ){0,3}(?:overgemaakt|betaald|gestuurd|getikkied)|ich habe (?:\\p{L}+ ){0,3}(?:überwiesen|bezahlt|geschickt|gesendet)|j['’]ai (?:fait|payé|envoyé|viré)|je viens de (?:te |vous )?(?:faire|envoyer|effectuer)|acabo de (?:hacerte|hacer|enviarte|mandarte)|acabei de (?:te )?(?:fazer|enviar|mandar)|ho appena (?:fatto|mandato|inviato)|je (?:t|vous)['’]ai (?:fait|envoyé|viré|payé)|ho (?:fatto|pagato|mandato|inviato)|ti ho (?:fatto|mandato|inviato)|przelał(?:em|am)|wysłał(?:em|am)" +
    // Or thanked for: "danke für die Zahlung", "merci pour le paiement" (not "merci de régler").
    '|danke für|gracias por|merci (?:pour|du)|obrigad[oa] pel[oa]|grazie per|bedankt voor|dank (?:je|u) voor|dziękuj\\p{L}* za|terima kasih atas' +
    // Or stopped by the bank: "abbiamo bloccato un pagamento sospetto", "betaling tegengehouden".
    '|bloccat[oa]|bloquead[oa]|bloqué(?:e|s)?|bloquée?s?|blockiert|angehalten|gestoppt|tegengehouden|geblokkeerd|zablokowan[aey]|zablokowaliśmy|engellendi|bloqueamos|diblokir oleh kami' +
    // Or reported pending at the bank: "in corso di autorizzazione", "en cours de validation".
    '|in corso di (?:autorizzazione|approvazione|elaborazione)|in fase di (?:approvazione|autorizzazione)|en cours de (?:validation|traitement)|en attente de validation|pendiente de (?:autorizaci[óo]n|aprobaci[óo]n)|em (?:processamento|an[áa]lise)|wird bearbeitet|in behandeling',
);
/**
 * A card payment reported at a merchant, the way card alerts print it: a payment noun, then a
 * preposition and the merchant's name in capitals ("pagamento … presso CONAD BOLOGNA", "betaling
 * van €129,00 bij BOL.COM", "betaling … aan BOL.COM gedaan", "Zahlung … bei KAUFLAND", "paiement
 * … chez CARREFOUR"). It tells the reader of a payment made, not one to make.
 */
const PAYMENT_NOUN = words(
  'pagamento|pago|betaling|zahlung|kartenzahlung|paiement|achat|compra|acquisto|aankoop|einkauf|umsatz|transacci[oó]n|transa[cç][aã]o|transazione|transactie|transaktion',
);
/** A preposition and a name in capitals: "presso CONAD", "bij BOL.COM", "su ZALANDO.IT". */
const AT_MERCHANT =
  /^(?:[^.!?\n]|\.(?=\d)){0,80}?(?<![\p{L}\p{N}])(?:[Pp]resso|su|da|bij|aan|chez|à|bei|en|em|na|no)\s+\p{Lu}[\p{Lu}\p{N}&'.*-]{2,}(?![\p{Ll}])/u;
export function paidAtMerchant(clause: string): boolean {
  for (const m of clause.matchAll(PAYMENT_NOUN))
    if (AT_MERCHANT.test(clause.slice(m.index + m[0].length))) return true;
  return false;
}
/**
 * A bill to pay: "eine Rechnung bezahlen", "een factuur betalen", "pagar una factura". Not the
 * Dutch "rekening" nor the Polish "rachunek", which are as often the account paid into.
 */
export const BILL = words(
  'rechnung(?:en)?|factuur|facturen|factura|facturas|facture|factures|fattura|bolletta|bollette|boleto|tagihan|fatura',
);
/** A charge named: "frais", "tasa", "Gebühr", "taxa", "spese", "kosten", "biaya". */
export const FEE = words(
  'frais|participation|contribution|cotisation|tasas?|tarifas?|comisi[oó]n|recargo|multa|gastos|gebühr(?:en)?|bearbeitungsgebühr|versandkosten|mahngebühr|kosten|bußgeld|taxas?|encargos?|spese|costo|commissione|sanzione|multa|kosten|boete|toeslag|biaya|denda|ongkir|tagihan|bea',
);
/**
 * Sending or sending back: "reenviar", "renvoyer", "zurückschicken", "kirim", Swahili "tuma",
 * "nitumie", "nirudishie", Polish "wyślij" and, asked as a favour, "możesz mi wysłać". The Portuguese
 * "passe" (pass it on), but not the French "mot de passe" (password), which is the thing named.
 */
export const SEND = words(
  'envi(?:ar|a|e|es|ame|ámelo|amelo|ármelo|armelo)|env[ií]ame|reenvi(?:ar|a|e|es|ármelo|armelo|amelo|ámelo)|mand(?:ar|a|e|es|ame|amelo|ármelo)|envoy(?:er|ez|é)|envoie[rsz]?|renvoy(?:er|ez)|renvoie[rsz]?|transf[ée]r(?:er|ez)|schick(?:en|e|st|t)?|zurückschicken|zurücksenden|send(?:en|e|est)|weiterleiten|mande|reenvie|repasse|(?<!mot de )passe|passar|repassar|me passa|inviar(?:e|lo|mi|melo)?|invia(?:mi|melo)?|rimand\\p{L}*|rinvia(?:re|mi|melo)?|stuur|sturen|terugsturen|doorsturen|kirim(?:kan|in)?|kirimkan|teruskan|balikin|kembalikan|wy[sś]lij|prze[sś]lij|ode[sś]lij|pode[sś]lij|pode[sś][lł]a[cć]|wys[lł]a[cć]|przes[lł]a[cć]|wysy[lł]a[cć]|poda(?:j|ć|c|jcie|sz)|gönder(?:ir misin|ebilir misin|in|iniz)|yolla(?:r m[ıi]s[ıi]n|yın|r m[ıi]s[ıi]n)|tuma|itume|nitumie|ntumie|mtumie|nirudishie|unirudishie|rudisha|nirejeshee|zwr[oó]t|zwr[oó]ć|zwr[oó]ci[cć]|oddaj|odda[cć]|wapas (?:kar|bhej) ?(?:o|do|dijiye|de)|lauta ?(?:o|do|dijiye)|paki-?send back|paki-?balik|ibalik',
);
/** Money the message pointed at before: "ile pesa", "iyo ela" ("that money"), "cet argent". */
export const THAT_MONEY = words(
  '(?:ile|hiyo|iyo) (?:pesa|ela|hela)|pesa (?:hiyo|hii)|(?:cet|cette) argent|ese dinero|esse dinheiro|quei soldi|dat geld|das geld|uang itu|uangnya',
);
/** A secret: a code, a PIN, a password. */
export const SECRET = words(
  'c[oó]digos?|claves?|contraseñas?|pin|code[s]?|mot de passe|passwort|kennwort|tan|senhas?|codici|codice|wachtwoord|pincode|kode(?:nya)?|sandi|otp(?:nya)?|verificatiecode|bestätigungscode|kod|kodu|kodunu|şifre(?:yi|ni|n)?|hasło|haslo|kod weryfikacyjny',
);
/** A pronoun that points back to the thing named before ("me lo", "me le", "ihn", "het"). */
export const POINTS_BACK = words('lo|la|le|los|las|ihn|het|dit|itu|nya|ini');
/** Back, in return: "de vuelta", "zurück", "de volta", "indietro", "terug", "balik". */
export const RETURN = words(
  'de vuelta|devuelta|retour|zurück|de volta|indietro|terug|balik|kembali|z powrotem|geri',
);
/**
 * Needing money: "necesito", "j'ai besoin", "ich brauche", "preciso", "ho bisogno", "butuh",
 * "potrzebuję".
 */
export const NEED = words(
  "necesito|necesitamos|necesita|j['’]ai besoin|besoin de|ich brauche|brauche|wir brauchen|ich benötige|benötige|preciso|precisamos|ho bisogno|abbiamo bisogno|bisogno di|ik heb|nodig|butuh|perlu|membutuhkan|potrzebuj[eę]|potrzebujemy|potrzebna|potrzebne|potrzeba|é necessário|é preciso|es necesario|hay que|il faut|il est nécessaire|è necessario",
);
/**
 * Needing money said after the amount, as Turkish puts its verb last ("Acil 4.000 TL lazım",
 * "5 bin lira gerekiyor", "2.000 TL'ye ihtiyacım var").
 */
export const NEEDED = words('lazım|lazim|gerek(?:iyor|li)|ihtiyac[ıi]m(?: var)?');
/** A relative addressed at the start: "abuela", "mamie", "Oma", "avó", "nonna", "nenek". */
export const KIN = words(
  'abuel[ao]s?|abuelit[ao]|yaya|mam[aá]|pap[aá]|madre|padre|t[ií][ao]|grand-m[èe]re|grand-p[èe]re|mamie|papi|papy|maman|tata|tonton|oma|opa|mutti|vati|mama|papa|tante|onkel|av[óô]|vov[óô]|m[ãa]e|pai|nonn[ao]|mamma|pap[àa]|zi[ao]|oma|opa|mam|pap|nenek|kakek|eyang|ibu|bapak|bunda|ayah|om|tante|mamo|mamusiu|tato|tatusiu|babciu|babcia|babci|dziadku|dziadkowi|mamie|tacie|rodzicom|synu|córeczko|córko|ciociu|wujku|anne|anneciğim|annecim|babacığım|babacım|anneanne|babaanne|dedeciğim|teyze|teyzeciğim|amca|dayı|oğlum|kızım',
);
/**
 * Said to be a mistake: "por error", "par erreur", "je me suis trompé", "aus Versehen", "por
 * engano", "per sbaglio".
 */
export const MISTAKE = words(
  'por error|por equivocaci[oó]n|sin querer|par erreur|par accident|par m[ée]garde|(?:je )?me suis tromp[ée]e?|aus versehen|versehentlich|sem querer|por engano|por erro|per errore|per sbaglio|per ongeluk|per abuis|per vergissing|tidak sengaja|gak sengaja|salah kirim|salah ketik|kekirim|terkirim ke nomor|przez pomyłkę|przez pomylke|przypadkiem|omyłkowo|omylkowo|yanlışlıkla|yanlislikla|kimakosa|kwa makosa|nimekosea|galti se|galati se|nagkamali',
);
/** A wrong number: "número equivocado", "mauvais numéro", "falsche Nummer", "salah sambung". */
export const WRONG_NUMBER = words(
  'n[uú]mero equivocado|sbagliato numero|equivoqu[ée] de n[uú]mero|mauvais num[ée]ro|erreur de num[ée]ro|tromp[ée]e? de num[ée]ro|falsche nummer|verwählt|n[uú]mero errado|numero sbagliato|verkeerde nummer|verkeerd nummer|salah sambung|salah nomor|salah orang|zły numer|zly numer|pomyłka|yanlış numara|yanlis numara',
);
/**
 * Writing from a new number: "este es mi número nuevo", "dit is mijn nieuwe nummer", "to mój nowy
 * numer", "bu benim yeni numaram", "c'est mon nouveau numéro", or one changed: "troquei de
 * número", "cambié de número", "j'ai changé de numéro", "ho cambiato numero", "zmieniłem numer",
 * "numaramı değiştirdim", "ganti nomor".
 */
export const NEW_NUMBER = words(
  'n[uú]mero nuevo|nuevo n[uú]mero|nieuwe? nummer|nowy numer|nowym numerem|yeni numar\\p{L}*|nouveau num[ée]ro|neue (?:handy)?nummer|nuovo numero|n[uú]mero novo|novo n[uú]mero|nomor baru|s[oố] m[oớ]i|(?:troquei|mudei) (?:de|o meu|meu|o) n[uú]mero|cambi[ée] (?:de|mi|el) n[uú]mero|chang[ée] de num[ée]ro|cambiato (?:il )?numero|nummer gewechselt|nummer veranderd|zmieni(?:łem|łam|lem|lam) numer|numaram[ıi] de[ğg]i[şs]tirdim|ganti nomor|(?:een |tijdelijk )ander(?:e)? nummer|(?:eine |vorübergehend )andere nummer|desde otro n[uú]mero|(?:de |deste )?outro n[uú]mero|(?:d.un |un )autre num[ée]ro|(?:da |un )altro numero|nomor lain|s[oố] kh[aá]c|num[ée]ro provisoire|n[uú]mero provisi?onal|n[uú]mero provis[óo]rio|numero (?:provvisorio|temporaneo)|tijdelijke? nummer|vor[üu]bergehende nummer|nomor sementara|s[oố] t[aạ]m',
);
/**
 * Writing from someone else's phone: "el móvil de un amigo", "celular emprestado", "le portable
 * d'une amie", "Handy von einem Freund", "il telefono di un collega", "telefoon van een vriend",
 * "telefon kolegi", "arkadaşımın telefonu". The number the reader knows cannot be used to check.
 */
export const BORROWED_PHONE = words(
  "(?:tel[ée]fono|m[óo]vil|celular|telefone|portable|t[ée]l[ée]phone|handy|telefon|telefono|cellulare|telefoon|mobiel|telefonu)s? (?:de|da|do|d['’]|von|van|di|eines|einer) ?(?:un[ae]? |uma? |einem |einer |een |mi |mijn |meine[mr]? |mon |ma |mio |mia |meu |minha )?(?:amig[oa]|compañer[oa]|colega|ami[e]?|pote|coll[èe]gue|freund(?:es|in)?|kolleg(?:en|in)?|amic[oa]|collega|vriend(?:in)?|kolegi|kole[żz]anki|znajome[gj]o?)|(?:tel[ée]fono|m[óo]vil|celular|telefone|t[ée]l[ée]phone|portable|handy|telefono|cellulare|telefoon|telefon|n[uú]mero|num[ée]ro|numero|nummer) (?:prestad[oa]|emprestad[oa]|pr[êe]t[ée]e?|geliehen|prestato|geleend)|geliehene[sm]? (?:handy|telefon)|geleende telefoon|telefonu? (?:kolegi|kole[żz]anki|znajomego|znajomej)|po[żz]yczon\\p{L}* telefon\\p{L}*|arkada[şs]\\p{L}* telefon\\p{L}*",
);
/**
 * Phone credit, the airtime a relative on another number asks to be sent: "saldo", "recarga",
 * "recharge", "Guthaben", "ricarica", "beltegoed", "doładowanie", "kontör".
 */
export const CREDIT = words(
  'saldo|recargas?|rec[áa]rga(?:me|le)|recargar(?:me|le)?|recarreg(?:a|ar|ue)|recharge[rz]?|guthaben|aufladen|ricaric(?:a|he|are|ami)|beltegoed|opwaarderen|do[łl]adowani\\p{L}*|do[łl]aduj|kont[öo]r',
);
/** "This number" as where money or credit goes: "a este número", "sur ce numéro", "bu numaraya". */
export const THIS_NUMBER = words(
  '(?:a|en|para|pra|neste|nesse|no) (?:este|ese|esse) n[uú]mero|(?:neste|nesse) n[uú]mero|(?:sur|[àa]) ce num[ée]ro|(?:auf|an|f[üu]r) diese (?:handy)?nummer|(?:a|su|per) questo numero|(?:op|naar|voor) dit nummer|na ten numer|bu numaraya|(?:kwa|kwenye) (?:hii|iyo|hiyo) (?:namba|number)|(?:kwa|kwenye) namba (?:hii|hiyo)',
);
/**
 * Calling or contacting someone: "llame al", "ligue para", "appelez le", "rufen Sie … an",
 * "chiami il", "bel", "hubungi", "zadzwoń", "arayın". An ask only with a phone number after it.
 */
export const CALL = words(
  'll[aá]m(?:e|ame|anos|enos|ar|ad|a)|comun[ií]quese|cont[aá]ct(?:e|enos|anos|ar|a|ez|er)|lig(?:ue|a|ar|uem)|telefone|entre em contato|appel(?:ez|er|le)|t[ée]l[ée]phon(?:ez|er)|joign(?:ez|ez-nous)|joindre|ruf(?:en|e)|anrufen|kontaktieren|melden sie sich|chiam(?:a|i|are|ate)|telefon(?:a|i|are|ate)|contatt(?:a|i|are|ate)|bel(?:len)?|neem contact op|contacteer|hubungi|telepon|telpon|zadzwo[ńn]|dzwo[ńn]|skontaktuj|aray[ıi]n(?:[ıi]z)?|ileti[şs]ime ge[çc]in',
);
/** Words of courtesy that may open an order: "veuillez", "s'il vous plaît", "por favor", "bitte". */
export const POLITE = words(
  "veuillez|svp|stp|s['’]il (?:vous|te) pla[iî]t|merci de|por favor|porfa|favor de|bitte|per favore|per piacere|alsjeblieft|alstublieft|graag|tolong|mohon|silakan|prosz[eę]|(?:uprzejmie )?prosimy(?: o)?|l[üu]tfen|kindly|please",
);
/**
 * Told not to call, or that the sender cannot talk: "no me llames", "não me ligue", "ne m'appelle
 * pas", "ruf nicht an", "non chiamarmi", "bel me niet", "nie dzwoń", "beni arama", "no puedo
 * hablar", "je ne peux pas parler", "kann nicht telefonieren", "konuşamıyorum".
 */
export const NO_CALL = words(
  "(?:telefonisch )?nicht erreichbar|(?:difficilement|pas) joignable(?: par téléphone)?|injoignable|n[ãa]o consigo (?:atender|falar)|kan (?:nu |nu even )?niet (?:bellen|praten|opnemen)|no puedo atender llamadas|kann (?:gerade |jetzt )?keine anrufe (?:annehmen|entgegennehmen)|ne peux pas prendre (?:d['’]appels|tes appels|vos appels)|no me llames|no (?:me )?puedes llamar|no puedo (?:hablar|contestar|atender)|n[ãa]o (?:me )?lig(?:ue|a|ues)|n[ãa]o posso (?:falar|atender)|ne m['’]appel(?:le|lez) pas|(?:je )?(?:ne )?peux pas (?:parler|r[ée]pondre|t['’]appeler)|ruf(?:e|en sie)? (?:mich )?nicht an|kann (?:gerade |grad |jetzt )?nicht (?:telefonieren|reden|sprechen|rangehen)|non (?:mi )?chiamar(?:e|mi)|non posso (?:parlare|rispondere)|bel (?:me |mij )?niet|kan (?:nu |even )?niet (?:bellen|praten|opnemen)|nie dzwo[nń]\\p{L}*|nie mog[eę] (?:rozmawia[cć]|odebra[cć])|beni aramay?[ıi]n?|aramay[ıi]n|konu[şs]am[ıi]yorum",
);
/**
 * Where money should go, pointed at: "essa chave", "esta cuenta", "to konto", "şu hesaba", "ce
 * compte", "dieses Konto", "questo conto", "deze rekening", "rekening ini", or an IBAN.
 * "Your account" or "your bill" is not a place to send money to.
 */
export const THIS_ACCOUNT = words(
  '(?:ess|est)[ae] (?:chave|conta)|(?:esta|esa) cuenta|(?:to|ten|na to|na ten) konto|(?:şu|bu|su) hesa(?:ba|p)|ce compte|cet iban|(?:dieses|diese|das) konto|questo conto|deze rekening|rekening ini|iban',
);
/**
 * For the writer: "voor me", "für mich", "para mí", "pour moi", "per me", "dla mnie", "benim
 * için", "untuk saya": a payment made for the one who writes is money asked of the reader.
 */
/** A payment named as a noun: "eine Zahlung", "un pago", "un paiement", "een betaling". */
export const PAYMENT = words(
  'zahlung|überweisung|eilüberweisung|transaktion|transacción|transação|transazione|transactie|pago|paiement|virement|betaling|spoedbetaling|overboeking|overschrijving|pagamento|transferência|transferencia|transfert|trasferimento|bonifico|płatność|przelew|ödeme|pembayaran|kaucj[aięy]|kaution|fianza|fiança|cauzione|borgtocht|kefalet',
);
export const FOR_ME = words(
  'voor (?:me|mij)|für mich|fuer mich|para (?:mí|mi|mim)|pour moi|per me|dla mnie|benim için|untuk (?:saya|aku|ku)|untukku' +
    // Asked as a favour to the writer: "¿me podrías hacer una transferencia?", "me faz um Pix",
    // "tu peux me faire un virement", "mi fai un bonifico", "kannst du mir … überweisen".
    '|me (?:podr[ií]as|puedes|puede|podr[ií]a|har[ií]as|haces|faz|fazes|faria|pode)|(?:peux|pourrais|pouvez|pourriez)[- ](?:tu |vous )?me faire|mi (?:fai|faresti|puoi fare|potresti fare)|(?:kannst|könntest|koenntest) du mir' +
    // Help asked with it: "kun je me even helpen met een betaling", "mir bei einer Zahlung helfen",
    // "m'aider pour un paiement", "ayudarme con un pago", "me ajudar com um pagamento".
    "|(?:me|mij) (?:\\p{L}+ ){0,2}helpen|help (?:je |jij |u )?me|mir (?:\\p{L}+ ){0,4}helfen|hilf mir|helfen sie mir|m['’]aider|aide[sz]?-moi|ayudarme|ay[uú]dame|me ayuda(?:s|r|rías|rias)?|ajuda-me|me ajuda(?:r|s)?|aiutarmi|aiutami|mi aiut(?:i|eresti)|pom(?:óc|oc|ożesz|ozesz|óż|oz) mi|bana yardım\\p{L}*|(?:tolong )?bantu(?:in)? (?:aku|saya|gue)",
);
/** Telling: "decir", "dire", "sagen", "contar", "vertellen", "bilang". */
export const TELL = words(
  'dec[ií]r(?:le|les|selo)?|digas|diga|digan|cuentes|cuente|contar(?:le)?|dis|dites|dire|raconte[rz]?|sag(?:en|e|t)?|erzähl(?:en|e|t)?|conte[sm]?|fale|dizer|dirlo|dirle|dire|raccontare|vertel(?:len)?|zeg(?:gen)?|bilang|kasih tahu|beritahu|cerita(?:kan)?|kabari|coment(?:es|e|ar|em)|erwähn(?:en|e|t)?|sprechen|sprich|reden|bespreek|bespreken|parle|parles|parlez|parler|parli|parlare|parlarne|dica|dite|m[óo]w|m[óo]wcie|m[óo]wi[ćc]|powiedz|powiedzcie|wspominaj|söyleme\\p{L}*|bahsetme\\p{L}*|anlatma\\p{L}*|paylaşma\\p{L}*',
);
/** Nobody or anyone: the people a secret is kept from. */
export const NOBODY = words(
  'nadie|personne|niemand(?:em)?|ningu[ée]m|nessuno|siapa(?:pun| pun)?|anyone|nobody|nikomu|nikt|kimseye|kimseyle|kimse|ailenizle|ailene|ailenize|ailenle',
);
/** Urgency: "hoy", "aujourd'hui", "sofort", "agora", "subito", "segera". */
export const URGENT = words(
  "hoy(?: mismo)?|ahora|inmediatamente|urgente|de inmediato|aujourd['’]hui|maintenant|imm[ée]diatement|d['’]urgence|heute|(?<!ab )sofort|dringend|jetzt|umgehend|hoje|agora|imediatamente|oggi|subito|immediatamente|vandaag|onmiddellijk|meteen|hari ini|sekarang|segera|secepatnya|pilnie|natychmiast|dzisiaj|dziś|teraz|acil(?:en)?|hemen|derhal|bugün|şimdi",
);
/** Tapping or opening a link: "haga clic", "cliquez", "klicken", "acesse", "clicca", "klik". */
export const CLICK = words(
  'haga clic|haz clic|pulse|pincha|accede|acceda|ingrese|ingresa|cliquez|cliquer|clique[zr]?|acc[ée]dez|rendez-vous sur|connectez-vous|klicken|tippen|aufrufen|besuchen|clique|acesse|aceda|aceder|acessar|clicca|cliccare|accedi|klik|tik|buka|akses|kunjungi|log in|kliknij|wejdź|wejdz|zaloguj się|zarejestruj się|tıklayın|tıkla|giriş yapın|giriniz',
);
/**
 * Scanning, said of a QR code in the same clause ("escanee el código QR", "scannez le QR code",
 * "QR-Code scannen", "quét mã QR"): the code is a link, whatever the words around it.
 */
export const SCAN = words(
  'escanea|escanee|escanear|escaneando|escanéelo|escanéalo|escaneie|escaneia|escaneando|lendo|leia|scannez|scanner|scannant|flashez|flasher|scannen|scanne|scannt|einscannen|scansiona|scansionare|scansionando|inquadra|inquadrare|scan|pindai|memindai|quét|quet|zeskanuj|skanuj|zeskanować|tarayın|tarayarak|okutun|okutarak',
);
/**
 * "Here" said just before the link it points at ("Réactivez-la ici : <link>", "stornieren Sie hier:
 * <link>", "aqui: <link>"): whatever the verb before it, the message sends the reader to the link.
 */
export const HERE = words('ici|hier|aqui|aquí|qui|tutaj|buraya|burada|di sini|disini|tại đây');
/**
 * Writing to someone or getting in touch: "schreib mir", "melden Sie sich", "écris-moi",
 * "scrivimi", "stuur me een bericht", "escríbeme", "me manda mensagem", "hubungi". With a
 * messaging app in the clause it is an ask to move to that app.
 */
/**
 * Verbs that name the app themselves: "kun je even appen?", "stuur me een appje", "mándame un
 * wasap", "me chama no zap": writing on WhatsApp, with no app named beside them.
 */
export const APP_VERB = words(
  'app(?:t|en)? (?:me|mij|ons)|appen|appje|whatsappen|wasap\\p{L}*|guasap\\p{L}*|zap',
);

export const WRITE = words(
  [
    // German: schreib mir / schreiben Sie uns, meld dich, schick mir eine Nachricht.
    'schreib\\p{L}*|meld(?:e|et|en)? (?:dich|euch|sie sich|mich)|kontaktier\\p{L}*|schick(?:e|t|en)? (?:mir|uns) (?:eine |ne )?nachricht',
    // French: écris-moi, écrivez-nous, envoie-moi un message, contacte-moi.
    '[ée]cri(?:s|t|vez|vons|re|vais)(?:-(?:moi|nous))?|envoie(?:z)?(?:-(?:moi|nous))? un (?:message|sms|texto)|contacte[rz]?(?:-(?:moi|nous))?',
    // Italian: scrivimi, scrivici, mandami un messaggio, contattaci.
    'scriv\\p{L}*|contatta\\p{L}*|manda(?:mi|ci|temi) un messaggio',
    // Dutch: stuur me een bericht, app me, kun je me appen, schrijf ons.
    'stuur\\p{L}*|sturen|app(?:t|en)? (?:me|mij|ons)|appen|appje|neem contact op|schrijf\\p{L}*',
    // Spanish: escríbeme, ¿me escribes?, mándame un mensaje, contáctanos, háblame.
    'escr[ií]b\\p{L}*|(?:m[aá]nda|env[ií]a)(?:me|nos)? (?:un )?(?:mensaje|msj|sms|wasap|guasap|whatsapp)|cont[aá]ct(?:a|e|ar(?:me|nos)?|anos|ame|enos|eme)|h[aá]bla(?:me|nos)',
    // Portuguese: escreve-me, me chama no WhatsApp, me manda uma mensagem, fala comigo.
    'escrev\\p{L}*(?:-(?:me|nos))?|me cham(?:a|e)|cham(?:a|e)-me|manda(?:-me)? (?:uma )?(?:mensagem|msg|zap)|me manda|envi(?:a|e)(?:-me)? (?:uma )?mensagem|fal(?:a|e) comigo',
    // Indonesian, Vietnamese, Polish, Turkish.
    'hubungi|kirim pesan|chat (?:saya|kami|aku)|nhắn(?: tin)?|liên hệ|napisz\\p{L}*|wyślij (?:mi )?wiadomość|yaz(?:ın|ar mısın|abilir misin)?|mesaj at\\p{L}*',
  ].join('|'),
);
/** "your" in each language. */
export const YOUR = words(
  'tu|tus|su|sus|votre|vos|ton|ta|tes|ihr|ihre|ihren|ihrem|ihres|dein|deine|deinen|seu|sua|seus|suas|teu|tua|tuo|tuoi|uw|jouw|anda|kamu',
);
/** A state of the reader's thing: expiring, blocked, suspended, held, pending. */
export const STATE = words(
  'expir\\p{L}*|caduc\\p{L}*|vencid\\p{L}*|venc\\p{L}*|bloque\\p{L}*|bloqu\\p{L}*|suspend\\p{L}*|suspens\\p{L}*|retenid\\p{L}*|retenu\\p{L}*|retid\\p{L}*|pendiente|pendente|en attente|gesperrt|abgelaufen|läuft ab|ausgesetzt|zurückgehalten|scadut\\p{L}*|scade|bloccat\\p{L}*|sospes\\p{L}*|verlopen|verloopt|geblokkeerd|opgeschort|kedaluwarsa|diblokir|terblokir|ditangguhkan|tertahan',
);
/**
 * Taking money out: "sacar", "retirar(lo)", "auszahlen", "retirer", "prelevare", "opnemen",
 * "wypłacić", "çekmek", "mencairkan", "rút".
 */
export const WITHDRAW = words(
  'sac(?:ar|á-las|ar suas|ar seus)|retir(?:ar(?:l[oa]s?)?|o)|resgatar|abheben|auszahl(?:en|ung)|auszuzahlen|abzuheben|retirer|prelev(?:are|arli)|ritirare|opnemen|uitbetal(?:en|ing)|uit te betalen|wypłaci(?:ć|c)|wyplacic|wypłat\\p{L}*|çek(?:mek|ebilmek\\p{L}*)|mencairkan|pencairan|cairkan|tarik(?:an)?|rút(?: tiền)?',
);
/**
 * Money earned or gained that is the reader's to take out: commissions, profit, winnings
 * ("comissões", "beneficio", "Gewinn", "prowizja", "kazanç", "komisi", "hoa hồng"), or a balance
 * shown as the reader's ("Ihr Guthaben beträgt 412,60 €", "tu saldo").
 */
export const EARNINGS = words(
  'guthaben|saldo|solde|bakiye|comiss(?:ão|ões|ao|oes)|comisi(?:ón|on|ones)|beneficios?|ganancias?|lucros?|rendimentos?|gewinne?|provision(?:en)?|commissions?|gains|profitt[oi]|guadagn\\p{L}*|commissies?|winst|prowizj\\p{L}*|zysk\\p{L}*|komisyon\\p{L}*|kazanç\\p{L}*|komisi|keuntungan|profit|hoa hồng|lợi nhuận',
);
/**
 * Rupees and pesos before an amount ("Rs 3,000", "₱1,500", "PHP 500", "P3,000"): money named in a
 * plea to send it back. Not in MONEY: a bank's "credited by Rs.5,000 … transfer from" is no ask.
 */
export const RUPEES_PESOS =
  /(?:₱|(?<![\p{L}\d])(?:rs\.?|inr|php)\s?|(?<![\p{L}\d])p(?=\d{1,3}(?:,\d{3})+))\d[\d.,]*/iu;
/** Money: an amount with a sign or a currency word ("2,99 €", "9.000 dólares", "Rp 50.000"). */
export const MONEY =
  /(?:[$£€¥₹]|r\$|rp\.?|us\$|kshs?|tshs?|ugx|kes|tzs|rwf|ghs|ngn|zmw|zar)\s?\d[\d.,]*|(?<![\p{L}\p{N}])r\d{1,3}(?:,\d{3})+|(?<![\p{L}\p{N}])r\d{3,}(?![\p{L}])|\d{1,3}(?:[\s.,]\d{3})+f(?![\p{L}])|\d{3,}f(?![\p{L}])|\d[\d.,]*\s?(?:€|\$|£|eur(?:os?)?|euro|d[oó]lar(?:es)?|dollars?|pesos|reais|rupiah|libras|francs?|frs|f?cfa|xaf|xof|chf|zł|pln|tl|₺|usdt|usdc|usd|gbp)(?![\p{L}])/giu;
/**
 * Investing, in the languages read: "inversión", "investimento", "placement", "Anlage",
 * "beleggen", "yatırım", "investasi", "đầu tư", and crypto or a fund, as a pitch names it.
 */
export const INVEST = words(
  'invers(?:i[oó]n|iones|ionista|ionistas|ores?|ir|ionar)|invierte|invest(?:imento|imentos|ir|e|iert|ieren|ition|itionen|issement|issements|ire|ito|eer|eren|ering|asi|or|idor|idores)|placements?|anlagen?|geldanlage|beleggen|belegging\\p{L}*|inwest\\p{L}*|yatırım\\p{L}*|cripto\\p{L}*|krypto\\p{L}*|crypto\\p{L}*|bitcoin|usdt|forex|trading|fondos? de|fundos? de|fonds|fondo|saham|đầu tư|tiền ảo|aktien\\p{L}*|börse|borsa|hisse\\p{L}*|titoli|aandelen|akcje|akcji|se[ñn]ales de acciones|se[ñn]ales de (?:trading|inversi[oó]n)|bolsa|br[oó]ker\\p{L}*|ibex|dax|nasdaq',
);
/**
 * The least a pitch takes to join: "depósito mínimo", "dépôt minimum", "Mindesteinzahlung",
 * "deposito minimo", "minimale inleg", "minimalna wpłata", "minimum yatırım", "deposit minimal",
 * "nạp tối thiểu". With an amount it is the pitch's ask to pay, stated rather than ordered.
 */
/**
 * Told to invest, with the amount after it: "Invierte 250 €", "Invista R$ 200", "Investissez 250 €",
 * "Inwestuj 1000 zł", "250 TL yatırın" (the amount first, Turkish).
 */
export const INVEST_ORDER = words(
  'invierte|invierta|invertí|invista|investe|investissez|investis|investiere|investieren sie|investi|investa|investeer|inwestuj(?:cie)?|yatırın|yatır|investasikan|tanam modal',
);
/** A gain promised to the reader: "gana", "reciba", "gagnez", "verdienen Sie", "zarabiaj", "kazanın". */
export const PROMISED_GAIN = words(
  'gana|ganar[aá]s?|reciba|recibir[aá]s|ganhe|receba|gagnez|recevez|verdienen sie|erhalten sie|guadagna|guadagnerai|ricevi|verdien|ontvang|zarabiaj|zarobisz|otrzymasz|kazanın|kazanacaksınız|dapatkan|raih|nhận ngay|kiếm',
);
export const STAKE = words(
  'dep[oó]sito m[ií]nimo|startkapital|capital inicial|capital de d[ée]part|capitale iniziale|startkapitaal|kapita[łl] pocz[ąa]tkowy|ba[şs]lang[ıi][çc] sermayesi|modal awal|aporte m[ií]nimo|inversi[oó]n m[ií]nima|investimento m[ií]nimo|d[ée]p[ôo]t (?:minimum|minimal)|investissement minimum|mise minimale|mindesteinzahlung|mindesteinlage|mindestinvestition|mindestbetrag|deposito minimo|versamento minimo|investimento minimo|minimale (?:inleg|storting|investering|inzet)|minimalny depozyt|minimalna (?:wpłata|kwota)|minimum (?:yatırım|depozito|yatırım tutarı)|deposit minimal|setoran minimal|modal minimal|nạp tối thiểu|đầu tư tối thiểu',
);
/**
 * A gain the sender says they made: "gané", "ganhei", "j'ai gagné", "ich habe … verdient", "ho
 * guadagnato", "ik heb … verdiend", "zarobiłem", "kazandım", "saya untung", "tôi lãi".
 */
export const GAIN_VERB = words(
  'gan[ée]|ganamos|ganhei|ganhamos|lucrei|gagn[ée]e?s?|verdien(?:t|d)|guadagnat[oi]|zarobi(?:łem|łam|liśmy|lem|lam)|kazan(?:dım|dık)|untung|lãi|erziel(?:t|ten)|(?:be)?haalden|elde etti(?:ler)?|ganaron|ganharam|obtuvieron|obtiveram|ont obtenu|hanno ottenuto',
);
/**
 * A return, as a noun or its verb: "rentabilidad", "rendimento", "rendement", "Rendite", "winst",
 * "zysk", "getiri", "keuntungan", "lợi nhuận"; "rinde", "rende", "rapporte", "bringt", "levert
 * op", "przynosi", "kazandırır", "menghasilkan".
 */
export const RETURN_NOUN = words(
  'rendimenti|rinde(?:n)?|rende(?:u|m)?|rapporte(?:nt)?|bringt|abwirft|frutta|levert|oplevert|przynosi|kazandırır|menghasilkan|rentabilidad(?:es)?|rendimientos?|rendimentos?|rentabilidade|rendements?|rendite|rendita|winst|zysk\\p{L}*|getiri|kazanç\\p{L}*|keuntungan|lợi nhuận|ganancias?|ganhos?|gains?|gewinne?|guadagn[oi]|profitt[oi]|lucros?|se[ñn]ales|sinais|signaux|signale|vip-signale|aktientipps?|segnali|signalen|sygna[łl]\\p{L}*|sinyal\\p{L}*',
);
/**
 * A short time a return is said over ("al mes", "por dia", "par mois", "pro Woche", "al giorno",
 * "per maand", "miesięcznie", "aylık", "per hari", "mỗi tháng", "le mois dernier"): a fund's
 * yearly figure is not what an investment scam promises.
 */
export const SHORT_TIME = words(
  'al mes|por mes|mensual(?:es)?|cada mes|al d[ií]a|por d[ií]a|diari[oa]s?|semanal(?:es)?|por semana|el mes pasado|la semana pasada|por m[eê]s|ao m[eê]s|a cada m[eê]s|mensais?|por dia|ao dia|di[aá]ri[oa]s?|m[eê]s passado|semana passada|par (?:mois|jour|semaine)|mensuels?|quotidien(?:ne)?s?|hebdomadaires?|le mois dernier|la semaine derni[eè]re|pro (?:monat|tag|woche)|monatlich|täglich|wöchentlich|letzten monat|letzte woche|al mese|al giorno|mensil[ei]|giornalier[oi]|settimanal[ei]|il mese scorso|la settimana scorsa|a settimana|alla settimana|a(?:l)? mese|deze (?:maand|week)|diese woche|diesen monat|bu (?:ay|hafta)|per (?:maand|dag|week)|maandelijks|dagelijks|vorige (?:maand|week)|miesięcznie|dziennie|tygodniowo|w zeszłym (?:miesiącu|tygodniu)|aylık|günlük|haftalık|ayda|günde|haftada|geçen (?:ay|hafta)|per (?:hari|bulan|minggu)|setiap (?:hari|bulan)|bulan lalu|mỗi (?:ngày|tháng|tuần)|hàng (?:ngày|tháng|tuần)|tháng trước|en (?:una|dos|tres) semanas?|em (?:uma|duas|tr[eê]s) semanas?|en (?:une|deux|trois) semaines?|in (?:einer|zwei|drei) wochen?|in (?:una|due|tre) settiman[ae]|in (?:een|twee|drie) weken?',
);
/** A share in per cent ("40 %", "40%", "%40" in Turkish), its number captured. */
export const PERCENT = /(?:(\d+(?:[.,]\d+)?)\s?%|%\s?(\d+(?:[.,]\d+)?))/gu;
/**
 * Keeping the reader's number or staying in touch: "¿puedo guardar tu número?", "posso salvar o
 * seu número?", "puis-je enregistrer ton numéro ?", "darf ich deine Nummer speichern?", "mag ik je
 * nummer opslaan?", "posso salvare il tuo numero?", "seguir en contacto", "in Kontakt bleiben".
 * After a wrong number or a mistake it is the stranger's ask to keep talking, as "may I save your
 * number" is in English.
 */
export const KEEP_CONTACT = words(
  [
    "(?:guardar|guardo|salvar|salvo|agendar|anotar|enregistrer|j['’]enregistre|garder|salvare|memorizzare|zapisać|zapisac|zapisz\\p{L}*|kaydedebilir miyim|kaydetmek|simpan|lưu)(?: (?:tu|su|seu|o seu|teu|o teu|ton|votre|il tuo|tuo|twój|twoj|nomor|số))? (?:n[uú]mero|num[ée]ro|numero|numer|nomor\\p{L}*|số(?: của bạn)?)",
    '(?:deine|ihre|je|jouw|uw) nummer (?:speichern|behalten|opslaan|bewaren|houden)',
    'numaran\\p{L}* kayded\\p{L}*',
    '(?:seguir|mantenernos|quedar) en contacto|mantener el contacto|(?:manter|ficar|continuar) (?:em )?contato|rester en contact|garder le contact|in kontakt bleiben|in contact blijven|(?:restare|rimanere) in contatto|być w kontakcie|pozostać w kontakcie|iletişimde kal\\p{L}*|tetap berhubungan|giữ liên lạc',
  ].join('|'),
);

/** Kept between the two: "onder ons houden", "entre nous", "entre nosotros", "unter uns". */
export const BETWEEN_US = words(
  'onder ons|entre nous|entre nosotros|entre nós|entre nos|unter uns|tra (?:di )?noi|między nami|aramızda',
);
/** Discretion asked or thanked for: "votre discrétion", "Ihre Diskretion", "tua discrição". */
export const DISCRETION = words(
  'discrétion|diskretion|discreción|discrição|discrezione|discretie|geheimhaltung|dyskrecj[ai]',
);
/** Nobody, said alone as a negation: "mit niemandem", "con nadie", "à personne". */
export const NO_ONE_ALONE = words(
  'niemand(?:em)?|nadie|personne|ningu[ée]m|nessuno|nikomu|nikt|kimseye|kimseyle|kimse',
);
/**
 * Whom a bank's impostor keeps the reader from: the bank's own staff ("non ne parli in filiale",
 * "no lo comente en su sucursal", "sagen Sie dem Bankberater nichts").
 */
export const BANK_STAFF = words(
  'filiale|sucursal|oficina|ag[êe]ncia|agence|conseiller|bankberater|berater|bankmitarbeiter|oddzia[łl]|oddziale|banku|şube(?:de|ye)?|banka(?:da|ya)?|bankmedewerker|medewerker|impiegat[oi]|cassiere',
);

/** The words of a condition in the languages read from word lists: "si", "se", "wenn", "falls". */
export const IF_WORDS = 'si|se|wenn|falls|if|als|indien|qualora|caso';
/** A condition in a clause: "si no hace clic", "wenn Sie nicht zahlen". */
export const IF_BEFORE = new RegExp(`(?<![\\p{L}])(?:${IF_WORDS})(?![\\p{L}])`, 'iu');
/** A clause opened by a condition: "si vous avez reçu ce message par erreur" (Polish, Turkish too). */
export const IF_OPENS = new RegExp(
  `^[^\\p{L}]*(?:${IF_WORDS}|je[śs]li|je[żz]eli|e[ğg]er)(?![\\p{L}])`,
  'iu',
);

/** The writer or the reader in person: whose mistake a "par erreur" can be. */
export const PERSONAL =
  /(?<![\p{L}])(?:je|j['’]|moi|me|m['’]|te|t['’]|tu|vous|yo|mi|eu|você|voce|lhe|ich|mir|mich|dir|dich|sie|ihnen|ik|jij|je|u|io|ti|ja|ci|ben|sana|saya|aku|kamu|anda|nimekutumia|yako|yangu|wangu|kwako|wewe|mimi|aap|aapke|aapko|mera|mere|maine|main|ako|ko|mo|po|inyo|niyo|sayo|ikaw|kita)(?![\p{L}])/iu;

/** BLIK in any of its forms ("BLIK", "BLIKiem", "blika"): a code that pays whoever enters it. */
export const BLIK_NAMED = /(?<![\p{L}])blik\p{L}*/iu;

/** A fee named after a payment word: "transfer fee", "payment charges". */
const FEE_NAMED_AFTER = /^\s+(?:fees?|charges?|costs?)(?![\p{L}])/iu;
/** A receipt's label, "<kind> of payment:" ("Forma de pagamento:", "Method of payment:"). */
const LABEL_OF = /(?<![\p{L}])(?:de|of|di|van)\s+$/iu;
/** A payment's label, whose value follows it: "Forma de pagamento: Pix", "Zahlungsart: PayPal". */
const PAYMENT_LABEL_BEFORE =
  /(?:pagamento|pago|paiement|zahlung(?:sart)?|betaalmethode|betaling|payment(?: method)?|m[ée]todo|forma|moyen|mode)\s*:\s*$/iu;

/**
 * A word of paying that names a payment rather than orders one: a fee's name ("transfer fee"), a
 * receipt's label ("Forma de pagamento:") or its value ("…: Pix, à vista"). Not an order before a
 * colon ("Pague: <link>").
 */
export const namedNotOrdered = (text: string, pay: { start: number; end: number }): boolean => {
  const before = text.slice(Math.max(0, pay.start - 30), pay.start);
  return (
    FEE_NAMED_AFTER.test(text.slice(pay.end, pay.end + 10)) ||
    (/^\s*:/.test(text.slice(pay.end, pay.end + 3)) && LABEL_OF.test(before)) ||
    PAYMENT_LABEL_BEFORE.test(before)
  );
};
