/**
 * A link to a site named by joining the sender's name to other words with a hyphen
 * ("edevlet-odeme.com" under "e-Devlet:", "coolblue-bezorging.net" under "Coolblue:"), for a sender
 * the brand lists do not know: a judge input (anatomy/name-compounds.ts, judge/inputs.ts
 * sl:name-joined) measured out of source as a link that is not the sender's (108 of the 113
 * messages with one were scams). A clinic, a blood service and a gym whose own sites are named so
 * stay C. Written for these tests; none is a row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';
import { nameJoinedToWords } from '../../src/server/analysis/signals/anatomy/name-compounds';

const GENUINE = [
  'Lakeside Clinic: reminder of your appointment on Tue 14 May at 10:20. To cancel or change it visit lakeside-clinic.co.uk',
  'DRK-Blutspendedienst: Am Dienstag ist Blutspende in der Stadthalle, 15 bis 19:30 Uhr. Jetzt Termin reservieren auf drk-blutspende.de.',
  'PureFit Gym: your class booking for Saturday 9am Spin is confirmed. Manage bookings at purefit-members.co.uk',
];

const SCAMS = [
  'e-Devlet: Adınıza kayıtlı araç için ödenmemiş köprü geçiş cezası bulunmaktadır. 48 saat içinde ödeme yapmazsanız ceza iki katına çıkacaktır: edevlet-odeme.com',
  'Coolblue: we konden uw bestelling niet leveren. Bevestig uw adres en betaal 1,95 EUR via coolblue-bezorging.net',
];

pinGrades(GENUINE, SCAMS, 'linking to a site named after their sender');

describe('a site named after the sender with other words', () => {
  it('is a name the message writes joined to other words by a hyphen', () => {
    expect(nameJoinedToWords('vcbdigibank-vn.com', 'Vietcombank: đăng nhập VCB Digibank')).toBe(
      true,
    );
    expect(nameJoinedToWords('edevlet-guvenlik.com', 'e-Devlet Kapısı şifreniz ile')).toBe(true);
    expect(nameJoinedToWords('maybank2u-verify.com', 'Maybank2u: akaun anda')).toBe(true);
  });

  it('is not the site named exactly as the message writes it, nor one with no hyphen', () => {
    expect(nameJoinedToWords('lakeside-clinic.co.uk', 'Lakeside Clinic: reminder')).toBe(false);
    expect(nameJoinedToWords('t-mobile.com', 'T-Mobile: your bill is ready')).toBe(false);
    expect(nameJoinedToWords('coolbluebezorging.net', 'Coolblue: we konden')).toBe(false);
    expect(nameJoinedToWords('pay-now.com', 'your parcel: pay now')).toBe(false);
  });

  // The Coolblue text: e-Devlet is on the brand lists now, and its look-alike is named as such.
  it('is named among what the judge leaned on when it tips the message', async () => {
    const r = await analyzeText(SCAMS[1]!);
    expect(JSON.stringify(r.redFlags)).toContain('named after the sender with other words added');
  });
});
