/**
 * Polish readings mended from a battery of my own messages (issue 33, item 4), beside the genuine
 * texts that use the same words:
 * - A BLIK code asked for ("możesz mi podać kod BLIK?"): entered by whoever asks, it pays them from
 *   the reader's account, so no genuine person or organisation asks for one; like gift cards, the
 *   ask is the scam whoever it claims to be (anatomy/index.ts). "Podać" (give) is a way to send a
 *   secret (other-words.ts SEND). The bank's own code message ("Nie podawaj kodu nikomu") asks
 *   nothing.
 * - "Zainwestuj … Zarejestruj się: <link>": investing is paying, registering on a link is acting
 *   through it (other-words.ts PAY, CLICK). In Turkish, "ayda %40 kazanç" (40% earnings a month)
 *   is a return promised over a short time, as "miesięcznie" is (SHORT_TIME, RETURN_NOUN).
 */
import { expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const SCAMS: readonly string[] = [
  'Hej, możesz mi podać kod BLIK? Muszę szybko zapłacić, a moja aplikacja nie działa. Oddam wieczorem.',
  'Cześć, podaj mi proszę kod BLIK na 500 zł, zaraz Ci wszystko wyjaśnię.',
  'Zainwestuj w akcje Orlenu już od 1000 zł i zarabiaj 5000 zł miesięcznie. Nasz doradca zadzwoni do Ciebie. Zarejestruj się: orlen-inwestycje.com',
  'Yatırım danışmanınız ben Selin. Altın ve borsa yatırımıyla ayda %40 kazanç sağlıyoruz. Başlamak için 5.000 TL yatırın.',
];

const GENUINE: readonly string[] = [
  'PKO BP: Kod BLIK do płatności 150,00 zł w ALLEGRO: 482913. Nie podawaj kodu nikomu.',
  'Mamo, dojechałam już do domu, wszystko dobrze. Zadzwonię wieczorem.',
  'Zarejestruj się na zajęcia jogi w naszym studiu, pierwsze wejście gratis. Zapisy na recepcji.',
];

pinGrades(GENUINE, SCAMS, 'Polish and Turkish messages');

it('says in words what a BLIK code does for whoever asks', async () => {
  const r = await analyzeText(SCAMS[1]!);
  const shape = r.redFlags.find((f) => f.type === 'scam_anatomy');
  expect(shape?.explanation).toMatch(/BLIK code, which pays whoever enters it/);
});
