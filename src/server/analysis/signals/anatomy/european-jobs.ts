/**
 * Meaning classes of european-words.ts kept apart for its size: paid work made easy, matched on the
 * text in lower case without accents.
 */
import { wordList as words } from './class-words';

/**
 * Paid work made easy: pay by the day or by the task ("ganhe R$ 500 por dia", "200 € pro Tag"),
 * liking videos for money, extra income. A salary by the month is an ordinary job advert's and is
 * not here.
 */
export const JOB = words([
  // Turkish puts the rate first: "görev başı 50 TL", "günde 1.500 TL'ye kadar", "saatte 200 TL".
  '(?:gunde|gunluk|gorev basi|gorev basina|is basi|is basina|saatte|haftada) \\d[\\d.,]*k? ?(?:tl|lira|try)',
  '(?:(?:€|r\\$|\\$) ?\\d[\\d.,]*k?|\\d[\\d.,]*k? ?(?:€|euros?|eur|reais|zl|tl|usd)) ?(?:por|al|ao|par|pro|am|per|na)(?: (?:cada|chaque))? (?:dia|giorno|jour|tag|dag|tarefa|tarea|tache|aufgabe|compito|taak|zadanie)',
  // The same written as "daily": "300 bis 800 Euro täglich", "200 € diarios", "50 zł dziennie".
  '(?:(?:€|r\\$|\\$) ?\\d[\\d.,]*k?|\\d[\\d.,]*k? ?(?:€|euros?|eur|reais|zl|tl|usd)) (?:taglich|diarios?|diarias?|giornalier[io]|quotidien(?:ne)?s?|dagelijks|dziennie|gunluk)',
  '(?:curtindo|curtir|dar (?:un )?like a|liker|mettre des likes? sur|liken van|likes? (?:a|em|en|su|auf|op)) (?:(?:os|los|les|des|i|die|de) )?(?:videos?|clips?|posts?)',
  'renda extra|ingresos extra|reddito extra|revenu complementaire|nebenverdienst|bijverdienste|dodatkowy dochod|ek gelir',
  // Stars and reviews given for pay: "Google Haritalar'da işletmelere 5 yıldız vermek".
  '\\d yildiz (?:vermek|verin|ver)|(?:dar|deixar|laisser|geben|dare|geven|wystawic) (?:\\p{L}+ ){0,3}(?:5|cinco|cinq|funf|cinque|vijf|piec) (?:estrelas?|estrellas?|etoiles?|sterne|stelle|sterren|gwiazdek)',
  // Payments received into the reader's own account and passed on (a money mule's "job").
  '(?:betalingen|transferencias|paiements|virements|pagamentos|zahlungen|uberweisungen|przelew\\p{L}*|pagamenti|bonifici)[^.\\n]{0,140}?(?:stuurt\\p{L}* (?:\\p{L}+ ){0,3}?door|door te sturen|reenvia\\p{L}*|reencaminh\\p{L}*|weiterleit\\p{L}*|weiterzuleiten|przekazywa\\p{L}*|inoltr\\p{L}*|(?:les |os )?(?:transferer|reenviar|repassar|encaminhar)|repass\\p{L}+)|(?:betalings|zahlungs)assistent\\p{L}*|gestionar pagos desde casa',
]);
