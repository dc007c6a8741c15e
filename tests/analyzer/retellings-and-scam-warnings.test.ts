/**
 * Two kinds of text that talk about a scam rather than send one. A retelling ("A guy messaged me
 * on Instagram saying I had won a giveaway … I needed to pay a $45 shipping fee") is read by the
 * anatomy as the message it retells, "me" and "my" in the reader's place, and its quotes still
 * come from the text as written; what the scammer "told me to" do or what "I had to" do is what
 * the message asked. A public warning ("Police are warning residents about callers posing as
 * grandchildren … Hang up"), which describes scammers in the third person and gives no link, no
 * number and asks for nothing, reads as reporting: the scam it quotes is not asked of the reader.
 * Scams that borrow a warning's words and then ask for money, a code or a log-in stay D or F.
 * Written for these tests; none is a row of any corpus.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const RETOLD_SCAMS = [
  'Someone contacted me on LinkedIn offering a data-entry job paying $40 an hour. After a quick chat they sent me a check for $3,200 and told me to deposit it and buy office supplies from their approved vendor with Zelle.',
  'A woman reached me on Facebook claiming to be a recruiter. She told me to buy $300 in Steam cards so she could register me for the training.',
];

const RETOLD_GENUINE = [
  'I got a text from my bank saying a new device had logged into my account. It was me on my new phone, so I ignored it. No link in the message.',
  "Got a call from my doctor's office reminding me of my appointment on Tuesday at 9. They asked me to bring my insurance card.",
  'Someone called me from the school saying my son was sick and asked me to pick him up early. I went and got him.',
];

const WARNINGS = [
  'Police are warning older residents about callers posing as grandchildren who say they are in jail and need bail money sent by courier today. Hang up and call your family directly.',
  'La Policía alerta de una estafa: los delincuentes escriben por WhatsApp haciéndose pasar por un hijo con un número nuevo y piden una transferencia urgente. Llama al número antiguo antes de pagar nada.',
  'Achtung, Betrüger geben sich am Telefon als Polizisten aus und verlangen Bargeld oder Schmuck zur Sicherheit. Die echte Polizei holt niemals Geld ab. Legen Sie auf.',
  'Waspada penipuan mengaku kurir: pelaku mengirim file APK lewat WhatsApp dengan alasan foto paket. File itu malware yang mencuri data perbankan dan OTP. Jangan instal APK dari nomor tak dikenal.',
];

const SCAMS_IN_WARNINGS_WORDS = [
  // A call's transcript is the call, not a warning about it, nor a retelling.
  "Caller: Hello, this is Mike from Microsoft Support. We've been receiving alerts that your computer is infected.\nReceiver: How did you get my number?\nCaller: Our system monitors all Windows users. If you don't act now, hackers will steal your bank details.\nReceiver: Is this a scam?\nCaller: No ma'am, this is not a scam. We need remote access to your computer to fix it today.",
  'Security alert: fraudsters tried to access your account. To protect it, verify your identity now at secure-bank-verify.com',
  'Beware of scams! Your parcel is held at our depot. Pay the £1.99 redelivery fee today to release it: royalmail-redeliver.info',
  'Beware: malware was found on your phone. Download the cleaner app now from play-protect-cleaner.com to keep your bank details safe.',
  'Alert: phishing attempt detected on your account. Reply with your one-time code to confirm it was not you.',
  'Attention: criminals are targeting your savings. Move your funds to the protected account our adviser gives you today.',
];

pinGrades(
  [...RETOLD_GENUINE, ...WARNINGS],
  [...RETOLD_SCAMS, ...SCAMS_IN_WARNINGS_WORDS],
  'retellings and warnings',
);

describe('a retelling read as the message it retells', () => {
  it('quotes the text as written, not its copy with the reader in the teller’s place', async () => {
    const text = RETOLD_SCAMS[1]!;
    const r = await analyzeText(text);
    const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
    expect(flag, JSON.stringify(r.redFlags)).toBeDefined();
    for (const p of flag!.anatomy!) expect(text).toContain(p.quote);
    expect(flag!.anatomy!.some((p) => p.part === 'ask' && /Steam cards/.test(p.quote))).toBe(true);
  });

  it('says a warning quotes scam wording rather than calling it a scam', async () => {
    const r = await analyzeText(WARNINGS[0]!);
    expect(r.summary.message).toMatch(/reporting that quotes scam wording/);
  });
});
