/**
 * A code that reached the reader's phone "by mistake", asked to be passed on ("ti è arrivato un sms
 * con 6 numeri… me li giri qui?", "przez pomyłkę wpisałem Twój numer … możesz mi go odesłać?",
 * "heb per ongeluk jouw nummer ingevuld … wil je die even doorsturen?", "kodenya kekirim ke nomor
 * kakak. Boleh tolong kirim 6 angka"): the code opens the reader's own account (WhatsApp, a bank,
 * a shop) to whoever asks, whatever story comes with it. Read in any of the languages below, in a
 * message short enough to be a text or a chat, all four parts present (a code, a mistake, its
 * arrival at the reader, and the ask to pass it on); the English reading of
 * the same ask is in read-back.ts.
 */
import { ASK_LABEL, type Anatomy } from './parts';
import type { Reading } from './tokens';
import { hardAsk } from './bank-staff-acts';

const MAX_CHARS = 700;
const CODE =
  /(?<![\p{L}])(?:6[- ]?(?:cifre|cijfers|cyfr\p{L}*|chiffres|d[íi]gitos|digits|ziffern|angka|numeri|n[úu]meros|số)|(?:sei|sześć|szesc|zes|enam|seis|six|sechs|sáu) (?:cifre|cijfers|cyfr\p{L}*|chiffres|d[íi]gitos|digits|ziffern|angka|numeri|n[úu]meros|số)|c[óo]digo|codice|kod\p{L}*|kode\p{L}*|code|mã|otp)(?![\p{L}])/iu;
const BY_MISTAKE =
  /(?<![\p{L}])(?:by mistake|per errore|al posto del mio|przez pomy[łl]k\p{L}*|per ongeluk|salah (?:ketik|kirim|nomor|masuk)|kekirim|por error|sin querer|par erreur|aus versehen|nh[ầa]m|yanl[ıi][şs]l[ıi]kla|instead of mine|wpisa[łl]\p{L}* tw[óo]j numer|jouw nummer ingevuld|tu n[úu]mero|seu n[úu]mero|nomor kakak|ton num[ée]ro|deine nummer)(?![\p{L}])/iu;
const PASS_ON =
  /(?<![\p{L}])(?:send (?:it|them) (?:back|to me|over)|forward (?:it|them)|me li giri|giramel\p{L}*|mandamel\p{L}*|inviamel\p{L}*|odes[łl]a[ćc]|odeślij|odeslij|prze[śs]lij|doorsturen|stuur (?:ze|die|hem) (?:even )?door|kirim(?:in|kan)?|reenv[íi]a\p{L}*|m[áa]ndamel\p{L}*|p[áa]same\p{L}*|renvoie\p{L}*|envoie-le|schick (?:ihn|sie|mir)|g[ửu]i l[ạa]i|g[ửu]i cho (?:em|m[ìi]nh|anh|ch[ịi])|g[öo]nder\p{L}*|iletir misin)(?![\p{L}])/iu;

/** Said to reach the reader: "ti è arrivato", "przyszedł do Ciebie", "je krijgt", "masuk", "te ha llegado". */
const ARRIVED =
  /(?<![\p{L}])(?:arrivat\p{L}*|ricevut\p{L}*|przysz\p{L}*|dosta\p{L}*|krijgt|gekregen|ontvangen|masuk|kekirim|terkirim|llegado|llegar[áa]|llega|recibido|chegou|recebeu|re[çc]u|bekommen|erhalten|nh[ậa]n đ[ưu][ợo]c|geldi|gelecek|got|received|get|arrived|came)(?![\p{L}])/iu;

export function codePassedOn(reading: Reading, anatomy: Anatomy): void {
  const { text } = reading;
  if (text.length > MAX_CHARS || anatomy.asks.some((a) => a.kind === 'secret')) return;
  const pass = PASS_ON.exec(text);
  if (!pass || !CODE.test(text) || !BY_MISTAKE.test(text) || !ARRIVED.test(text)) return;
  const sentence = reading.sentences.findIndex((s) => pass.index >= s.start && pass.index < s.end);
  const span = { text: pass[0], start: pass.index, end: pass.index + pass[0].length };
  hardAsk(
    anatomy,
    { kind: 'secret', label: ASK_LABEL.secret, span, sentence },
    'asks you to pass on a code sent to your phone: it opens your account to whoever asks',
  );
}
