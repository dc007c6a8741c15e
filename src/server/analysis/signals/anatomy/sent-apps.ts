/**
 * Hard evidence read from the whole message whoever it claims to be (hardAsk, bank-staff-acts.ts):
 * an app file posing as a document, a photo or an invitation ("[Undangan Pernikahan Digital.apk]",
 * "Foto Paket.apk", "invoice.apk"), which, once installed, reads the phone's texts and codes; and a
 * "recovery expert" recommended by a private contact to get back money lost to scammers ("he got
 * every cent back … DM him", "me devolvió todo, escríbele al WhatsApp"), the second scam that
 * follows the first: only the reader's bank and the police can try to recover such money.
 */
import { firstMatch } from '../../knowledge/patterns';
import { hardAsk } from './bank-staff-acts';
import type { Anatomy } from './parts';
import { ANATOMY_MAX_CHARS, type Reading } from './tokens';

/** A file name ending in .apk, as a chat app shows an attachment. */
const APK_END = /\.apk/iu;
/** The whole name; searched only where `APK_END` is (from every letter it reads up to 60 more). */
const APK = /(?<![\p{L}\p{N}])[\p{L}\p{N}][\p{L}\p{N} _()&.-]{0,60}\.apk(?![\p{L}\p{N}])/iu;
/**
 * What the app's name says it is: a document, a photo, an invitation, a receipt or a fine, as
 * the trick disguises it (a developer's "app-debug.apk" names no such thing).
 */
const POSED_AS =
  /(?:undangan|resi|foto|photo|invoice|tagihan|surat|tilang|fine|receipt|invitation|invite|document|dokumen|bukti|struk|paket|parcel|package|pdf|scan|bill|factura|fattura|rechnung|facture|nota|recibo|multa)/iu;

/** Money lost to a scam, told by the writer or of someone. */
const LOST =
  /(?<![\p{L}])(?:lost|scammed|stolen|perd[ií]\p{L}*|estafad[oa]s?|roubad[oa]s?|perdu|arnaqu[ée]e?s?|verloren|betrogen|truffat[oa]|persi|opgelicht|kwijt|straci\p{L}*|oszukan\p{L}*|kaybett\p{L}*|doland[ıi]r\p{L}*|tertipu|kehilangan|bị lừa|mất)(?![\p{L}])/iu;
/** Got it back: "got every cent back", "recovered my funds", "me devolvió todo". */
const RECOVERED =
  /(?<![\p{L}])(?:got (?:(?:every|all|my|the|it|them|most)\s+)?(?:\p{L}+\s+){0,2}(?:back|returned|refunded)|recover(?:ed|s)?|retrieved?|recuper[óoaeu]\p{L}*|me devolvi[óo]|r[ée]cup[ée]r[ée]|zur[üu]ckgeholt|zur[üu]ckbekommen|recuperat[oa]|teruggehaald|teruggekregen|odzyska\p{L}*|geri (?:ald[ıi]|getirdi)|kembali(?:kan)?|lấy lại)(?![\p{L}])/iu;
/** A private way to reach whoever recovers it: a handle, a DM, a chat app or a number. */
const PRIVATE_CONTACT =
  /(?<![\p{L}\p{N}])@[\p{L}\p{N}_.]{3,}|(?<![\p{L}])(?:DM|inbox|whats ?app|telegram|signal|wa\.me|t\.me)(?![\p{L}])|\+?\d[\d\s-]{8,}\d/iu;

const APP_LABEL = 'to install an app sent in the message';
const APP_WHY =
  'sends an app file to install: an app from a message can read your texts and codes and take over your phone';
const RECOVERY_LABEL = 'to contact someone who says they recover money lost to scams';
const RECOVERY_WHY =
  'recommends someone who gets scammed money back: such offers are a second scam, and only your bank and the police can try to recover it';

export function sentAppsAndRecovery(reading: Reading, anatomy: Anatomy): void {
  const text = reading.text.slice(0, ANATOMY_MAX_CHARS);
  const sentenceAt = (at: number) =>
    reading.sentences.findIndex((s) => at >= s.start && at < s.end);
  const apk = APK_END.test(text) ? firstMatch(APK, text) : null;
  if (apk && POSED_AS.test(apk.text) && !anatomy.asks.some((a) => a.label === APP_LABEL)) {
    const sentence = sentenceAt(apk.start);
    hardAsk(anatomy, { kind: 'install', label: APP_LABEL, span: apk, sentence }, APP_WHY);
  }
  const back = RECOVERED.test(text);
  const contact = back && LOST.test(text) ? firstMatch(PRIVATE_CONTACT, text) : null;
  if (contact && !anatomy.asks.some((a) => a.label === RECOVERY_LABEL)) {
    const sentence = sentenceAt(contact.start);
    hardAsk(
      anatomy,
      { kind: 'messaging', label: RECOVERY_LABEL, span: contact, sentence },
      RECOVERY_WHY,
    );
  }
}
