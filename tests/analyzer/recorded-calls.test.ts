/**
 * Recorded calls with keys to press, written for these tests. A bank's alert asks whether a
 * payment was the reader's and the key answers it; a shop or a tech firm does not call to have an
 * order authorised, so there the key is the caller's way. A recorded call offering a deal (a lower
 * rate, a rebate, a reward) is the sales robocall the FTC says is illegal without written consent;
 * a reminder or an alert offers nothing.
 */
import { describe, expect, it } from 'vitest';
import { analyzeAt, itKeepsGenuine, itReadsScams } from '../helpers/anatomy-cases';

describe('a recorded call about an order from a shop or a tech firm', () => {
  itReadsScams([
    {
      name: 'an order to be stopped with a key',
      pinned:
        'Hello, this is Amazon. This call is to confirm an order of $1,249 for a Samsung TV on your Amazon account. If you did not place this order, press 1.',
      paraphrase:
        'Microsoft billing here: a renewal of $399 for your Office subscription will be charged today. If you do not authorise it, please press 2.',
    },
  ]);
});

describe('a recorded call that offers a deal', () => {
  itReadsScams(
    [
      {
        name: 'a lower rate or a rebate, with a key to press',
        pinned:
          'Good news from the rate reduction department: you now qualify to lower the interest rate on your credit card to 4.9%. Press 1 to speak with an account specialist.',
        paraphrase:
          'Your home is eligible for a solar panel rebate of up to $8,000 this month. Press 1 now to book your appointment with an energy advisor.',
      },
    ],
    false,
  );
  it('names the offer in plain words', async () => {
    const text =
      'Good news from the rate reduction department: you now qualify to lower the interest rate on your credit card to 4.9%. Press 1 to speak with an account specialist.';
    const flag = (await analyzeAt(text)).redFlags.find((f) => f.type === 'scam_anatomy');
    expect(flag?.explanation).toMatch(/offers you a deal in a recorded call/);
  });
});

describe('a voicemail that offers money and leaves a number to call back', () => {
  itReadsScams([
    {
      name: 'loan forgiveness or a lower bill, call us back',
      pinned:
        'Hi, this is Dana with the Borrower Relief Center. We have been trying to reach you because you are eligible for federal student loan forgiveness. Please give me a call back at (212) 555-0134.',
      paraphrase:
        'Hello, I am calling you from Brightwave Energy: your account is qualified for a 40% discount on your monthly bill. To claim it, kindly call us back at (212) 555-0190 today.',
    },
  ]);
  itKeepsGenuine([
    {
      // Eligible for a jab or an appointment is no money offered.
      name: 'a pharmacy or a surgery asking to be called back about care',
      pinned:
        'Hi, this is Brookside Pharmacy. We have been trying to reach you: you are eligible for a free flu vaccine this season. Please give us a call back at (212) 555-0142 to book.',
      paraphrase:
        'Hello, this is Hillcrest Surgery returning your call. You qualify for the annual health check for over-60s; call us back on (212) 555-0168 to choose a time.',
    },
  ]);
});

describe('a recorded call that puts the reader through to an officer', () => {
  itReadsScams(
    [
      {
        name: 'a case against the reader, with a key to reach an officer',
        pinned:
          'This is an automated message. Your social security number was flagged in a case at the border. To speak with an officer, press 1.',
        paraphrase:
          'Recorded notice: legal action is being filed under your name today. Press 1 now and you will be connected to the investigator on your file.',
      },
    ],
    false,
  );
});

describe('recorded calls that answer or remind', () => {
  itKeepsGenuine([
    {
      name: 'a card alert that asks whether a payment was the reader’s',
      pinned:
        'This is an automated fraud alert about your card ending 2231. A purchase of $84.10 at a grocery store was just attempted. If you made it, press 1. If you did not, press 2.',
      paraphrase:
        'Barclays fraud team: your debit card was used for £212.00 at an electronics shop. If you do not recognise this payment, press 2 now. If you do, press 1.',
    },
    {
      name: 'a reminder with keys that offers nothing',
      pinned:
        'This is Oakwood Surgery with a reminder of your appointment on Monday at 9:40 am. Press 1 to confirm or press 2 to speak with reception.',
      paraphrase:
        'Greenway Pharmacy here: your repeat prescription is ready to collect. Press 1 to hear our opening times or press 2 to talk to a pharmacist.',
    },
  ]);
});
