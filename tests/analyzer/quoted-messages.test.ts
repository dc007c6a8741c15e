/**
 * A message quoted inside what a person pastes to ask about it ("Got a text from "FedEx" that
 * says: "…" I am waiting on a package though"): the judge reads the quoted message alone, as if it
 * had been pasted by itself (signals/quoted-message.ts), and the report says so of the quote.
 * Written for these tests; none is a row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';
import { MAX_TEXT_WORDS, quotedPassage } from '../../src/server/analysis/signals/quoted-message';

const GENUINE = [
  'My bank sent me "Your one-time code is 482913. Never share this code with anyone, we will never call you to ask for it." Is that normal?',
  'Mum texted "Can you pick up milk on the way home? And ring me when you land so I know you\'re safe" lol she worries',
  'Got "Boots: Your prescription is ready to collect from Boots Leeds Briggate. Open today 8:30am-6pm." Do I need to bring ID?',
  'The school sent "Reminder: parents\' evening is on Thursday from 4pm. Book your slot on the ParentPay app by Wednesday." Anyone know if we can still book?',
  'Does anyone know if this is real? "Amazon: Your package was delivered to the front door. Rate your delivery in the Amazon app." I haven\'t seen it',
];

// The person's own words around the quote ("I am actually waiting on a package") are no scam,
// and before the quote was read alone they kept the whole text from being judged.
const SCAMS = [
  'Got a text from "FedEx" that says: "Your FedEx shipment is waiting at the local depot and cannot be delivered because the address details are incomplete. Please confirm your address in the link." I am actually waiting on a package from eBay though',
];

pinGrades(GENUINE, SCAMS, 'quoted by someone asking about them');

describe('the finding on a quoted message', () => {
  it('says it is the quoted message that reads like a scam, and names its opening', async () => {
    const r = await analyzeText(SCAMS[0]!);
    const flag = r.redFlags.find((f) => f.indicator.startsWith('The message quoted here'));
    expect(flag, JSON.stringify(r.redFlags)).toBeDefined();
    expect(flag!.explanation).toContain('Read on its own, the message quoted here (“Your FedEx');
    expect(flag!.textExample).toContain('confirm your address');
  });
});

describe('quotedPassage', () => {
  it('finds the longest quote of a message, in any quotation marks', () => {
    expect(
      quotedPassage("He said 'it's fine, don't worry about the money at all' and left.")?.text,
    ).toBe("it's fine, don't worry about the money at all");
    expect(
      quotedPassage(
        'Reçu ce SMS : « Votre colis est en attente, payez les frais de 1,99 € ici » bizarre',
      )?.text,
    ).toBe('Votre colis est en attente, payez les frais de 1,99 € ici');
    expect(
      quotedPassage(
        'Diese SMS kam: „Ihr Paket liegt im Depot, bitte bestätigen Sie Ihre Adresse jetzt“ echt?',
      )?.text,
    ).toBe('Ihr Paket liegt im Depot, bitte bestätigen Sie Ihre Adresse jetzt');
    const text =
      'short "two words" then "a much longer quoted message with many more words in it" end';
    const span = quotedPassage(text)!;
    expect(text.slice(span.start, span.end)).toBe(span.text);
  });

  it('reads no phrase, no whole text in quotes and no long article as a quoted message', () => {
    expect(quotedPassage('It said "unusual sign-in activity" and a link.')).toBeNull();
    expect(
      quotedPassage('"Your parcel is held at the depot, pay the fee of $2 to release it now"'),
    ).toBeNull();
    const article = `${'word '.repeat(MAX_TEXT_WORDS)} "a quoted message with more than eight words in it here"`;
    expect(quotedPassage(article)).toBeNull();
  });
});
