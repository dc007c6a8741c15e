/**
 * Written for these tests (none is a row of any corpus or battery):
 * - a negation after "but" is about its own clause: "Mama, ich muss heute die Miete bezahlen, aber
 *   mein Banking geht noch nicht" was read as "no need to pay" (the German negation's clause ran
 *   back over "aber" to "muss … bezahlen"), a reassurance that kept the judge from deciding, and
 *   the "Hallo Mama" scam was graded C (the Dutch one with "maar" held before: its negation is no
 *   need). A reassurance said after "but" is still read as one;
 * - an app file handed over in an Indonesian chat to be "dicek" or "diperiksa" (checked) installs
 *   what reads the phone's codes: only "cek" was read as the request, and the courier's .apk
 *   was graded C.
 * On e29a9f0 the German scam, the contrast's reading and both app files fail; the Dutch scam and
 * the guards held.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const KIN_SCAMS = [
  'Mama ich muss heute dringend die Miete bezahlen aber mein Banking geht auf dem neuen Handy noch nicht. Kannst du das für mich überweisen? Du kriegst es morgen zurück.',
  'Mam, ik moet vandaag nog twee rekeningen betalen maar mijn bankapp werkt nog niet op mijn nieuwe telefoon. Kun jij het voor me overmaken? Morgen krijg je het terug.',
];

const APP_FILES = [
  'Halo kak, ini kurir SiCepat. Paket kakak tertahan karena alamat tidak lengkap, mohon diperiksa foto resinya di sini: Resi_Paket_SiCepat.apk',
  'Permisi bu, saya dari jasa pengiriman. Ini bukti fotonya, silakan dicek dulu sebelum paket diantar ya: Foto Bukti Kirim.apk',
];

const GUARDS = [
  'Hi Mama, kannst du mich nachher vom Bahnhof abholen? Mein Akku ist fast leer, aber das Ticket habe ich schon bezahlt.',
  'Your Lloyds card ending 4412 was used for £38.20 at BOOTS. We may text you a code, but we will never ask you to share it. Not you? Call the number on your card.',
];

pinGrades(GUARDS, [...KIN_SCAMS, ...APP_FILES], 'requests after "but" and app files in chats');

describe('a negation after "but"', () => {
  it('is not read as "no need to pay" across the contrast', () => {
    for (const text of KIN_SCAMS)
      expect(
        anatomyOf(text).reassurances.map((r) => r.kind),
        text,
      ).not.toContain('no_action');
  });

  it('is still a reassurance in its own clause', () => {
    expect(anatomyOf(GUARDS[1]!).reassurances.map((r) => r.kind)).toContain('never_asks');
  });
});
