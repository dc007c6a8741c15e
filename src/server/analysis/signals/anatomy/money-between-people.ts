/**
 * A payment the writer reports made, said without "you": "fiz o Pix do aluguel", "mandei a
 * transferência", "hice el Bizum", "j'ai fait le virement", "ho fatto il bonifico", "zrobiłam
 * przelew", "havaleyi yaptım" (a source for european-words.ts DONE, on the folded text).
 */
import { wordList } from './class-words';

export const PAID_BY_WRITER =
  '(?:ja )?(?:fiz|mandei|enviei) (?:o|a) (?:pix|transferencia|pagamento|deposito)|(?:ya )?(?:hice|mande|envie) (?:el|la) (?:bizum|transferencia|pago|deposito)|j.ai (?:fait|envoye|effectue) (?:le|ton|votre) (?:virement|paiement)|ho (?:gia )?(?:fatto|mandato|inviato) (?:il|la) (?:bonifico|pagamento|ricarica)|zrobil[ae]m (?:ci |wam )?przelew|(?:havaleyi|odemeyi|eft.yi) yaptim';

/**
 * Money asked as a loan or an advance to the one who writes, in the European languages the class
 * reader reads (matched, as european-words.ts is, on the text in lower case without accents): "kun
 * jij het voorschieten?", "kannst du mir das auslegen?", "¿me prestas algo?", "pode me emprestar?",
 * "tu peux me prêter…", "mi presti…", "pożyczysz mi…", "bana borç verir misin?". Lending is money
 * by its meaning, so no amount need be named (class-reader.ts); a shop or a bank lends otherwise
 * ("prêt personnel", "Kredit"), never by asking the reader to.
 */
export const LEND = wordList([
  'voorschieten|voorschiet|vorstrecken|vorstreckst|auslegen|auslegst',
  'prestarme|me prestas|me puedes prestar|adelantarme|me empresta|emprestar-me|me emprestar|emprestas-me',
  // A payment made for the writer: "consegues fazer-me um pagamento por MB WAY?", "¿me haces un pago?".
  'fazer-me um pagamento|fazes-me um pagamento|faz-me um pagamento|me fazer um pagamento|hacerme un pago|me haces un pago',
  'me preter|pretez-moi|prete-moi|me pretes|me pretez',
  'prestarmi|mi presti|mi prestate|anticiparmi',
  'pozyczysz|pozyczyc|pozycz mi',
  'borc verir misin|borc verebilir misin',
]);
