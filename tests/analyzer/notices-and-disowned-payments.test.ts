/**
 * Written for these tests (none is a row of any corpus or battery): readings a fresh stand-in
 * battery of 200 messages (100 scams, 100 genuine, 13 languages; read first on cdeb256: 17 scams
 * missed, 3 genuine D or F) found missing.
 * - A fee paid "in the school's online payment portal" is paid where the reader already pays: the
 *   own route allowed two words before "portal", and a school trip was F;
 * - "Text OUT to 83835 for status updates" on a power cut is a utility's free line, not a
 *   premium-rate service (D);
 * - a refund reported done ("le remboursement … a été effectué") is no bait of easy money (D);
 * - "Ich muss heute noch die Miete bezahlen und komme nicht ins Online-Banking" is the writer's
 *   own trouble, not "no action is needed";
 * - a payment the reader is told to disown ("se non sei stato tu", "size ait değilse", "als u dit
 *   niet was") is the pretext of the cancel-it link, even where the payment is said to be done
 *   ("realizado": Spanish and Portuguese were read as a receipt), though not with only a number
 *   to call (a bank's own alert reads the same); and a link labelled as the way to pay
 *   ("Link do płatności:", "enlace de pago") is an ask to open it;
 * - "to make sure you're not a scammer" is a buyer's excuse (a pretext) for asking the code a
 *   service texts the reader: asked with it, the code was read but the text was C.
 * On 25f96a6 (9 of 13 fail) the buyer's code ask and the Turkish text were C, the three genuine
 * notices D or F, and the readings failed but the number guard's.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  "Lincoln Elementary: Reminder from Mr. Okafor: the class trip to the aquarium is on Friday. Please pay the $9 entry fee in the school's online payment portal by Wednesday.",
  'Xcel Energy: We are aware of an outage affecting your address. Crews expect power back by 11:45 PM. Text OUT to 83835 for status updates.',
  'Assurance Maladie : le remboursement de 25,00 EUR pour vos soins du 14/11 a été effectué. Consultez le détail sur votre compte ameli.fr.',
];

const SCAMS = [
  'Kartınızla 3.200 TL tutarında bir ödeme yapıldı. Size ait değilse hemen iptal etmek için tıklayın: garanti-iptal-merkezi.com',
  'Hai ricevuto un addebito di 1.250,00 EUR. Se non sei stato tu clicca qui per bloccarlo: intesa-blocco-pagamenti.com',
  'Hallo Oma, das ist meine neue Nummer. Ich muss heute noch die Miete bezahlen und komme nicht ins Online-Banking. Kannst du das für mich überweisen? Ich gebe es dir morgen zurück.',
  // A buyer who needs to check the seller is real, then asks for the code a service texts them.
  "Hey, I want to buy your bike for $300. To make sure you're not a scammer, can you send me the code Google just texted you?",
  // The guards of the free line: a keyword to a short code for a prize, and a paid tip line.
  'You have been selected for a £500 voucher! Text CLAIM to 85233 now to receive it. £1.50/msg.',
];

pinGrades(GENUINE, SCAMS, 'of notices and payments to disown');

describe('notices and disowned payments, read for what they say', () => {
  it('reads the writer’s own trouble as no reassurance', () => {
    expect(anatomyOf(SCAMS[2]!).reassurances).toEqual([]);
  });

  it('reads a payment to disown as the pretext of the cancel-it link, in five languages', () => {
    for (const text of [
      SCAMS[0]!,
      'Er is een betaling van 740 euro gedaan met uw pas. Als u dit niet was, annuleer hier: ing-annuleren.top',
      'Une opération de 890 EUR a été validée. Si ce n’est pas vous, annulez-la ici : lcl-annulation.top',
      // Said to be done ("realizado", "realizada"): still the pretext of the link.
      'Se ha realizado un cargo de 640,00 EUR. Si no fuiste tú, anúlalo aquí: bbva-anulacion.top',
      'Foi realizada uma compra de R$ 1.890,00 no seu cartão. Se não foi você, cancele aqui: itau-cancelamento.top',
    ]) {
      const a = anatomyOf(text);
      expect(
        a.pretexts.map((p) => p.kind),
        text,
      ).toContain('affairs');
      expect(
        a.asks.map((x) => x.kind),
        text,
      ).toContain('link');
    }
  });

  it('reads a payment to disown with a number to call as no pretext: banks’ own alerts read so', () => {
    const a = anatomyOf(
      'Garanti BBVA: Kartınızla 450 TL harcama yapıldı. Size ait değilse 444 0 333’ü arayın.',
    );
    expect(a.pretexts.map((p) => p.kind)).not.toContain('affairs');
  });

  it('reads a link labelled as the way to pay as an ask to open it', () => {
    for (const text of [
      'Twoja paczka została wstrzymana. Link do płatności: inpost-oplata.top',
      'Su paquete está retenido. Enlace de pago: correos-pago.top',
    ]) {
      const a = anatomyOf(text);
      expect(
        a.asks.map((x) => x.kind),
        text,
      ).toContain('link');
      expect(
        a.channels.some((c) => c.foreign),
        text,
      ).toBe(true);
    }
  });

  it('reads a refund reported done as no promise of money', () => {
    expect(anatomyOf(GENUINE[2]!).pressures.map((p) => p.kind)).not.toContain('too_good');
  });
});
