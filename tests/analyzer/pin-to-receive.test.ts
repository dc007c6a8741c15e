/**
 * A PIN asked for to receive money (anatomy/pin-to-receive.ts): "accept the collect request and
 * enter your UPI PIN to receive the money", in English, romanised Hindi, Tagalog, Indonesian and
 * Spanish. A PIN only ever pays, so it is hard evidence whoever the message claims to be; a
 * merchant's collect request the reader started, a bank's warning that says the same thing the
 * other way round, a friend's garage PIN and a shop asking India's postal PIN code (once called a
 * secret by the credential rule and the anatomy: F on 8344fb0) stay C. Written for these tests; none is a row of any
 * corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';
import { PIN_TO_RECEIVE } from '../../src/server/analysis/signals/anatomy/pin-to-receive';

const GENUINE = [
  'Collect request of Rs 499 from Swiggy for order 5521. Approve it in your UPI app with your UPI PIN. Ignore if you did not place this order.',
  'Remember: you never need to enter your UPI PIN to receive money. Only scammers ask for it. -HDFC Bank',
  'Paise receive karne ke liye kabhi bhi UPI PIN na daalein. SBI kabhi PIN nahi maangta.',
  "Can you put the PIN in for the garage door when you get there? It's 4471. I'll send you the money for petrol tonight.",
  'Your order is on hold: please enter your PIN code in the app so we can check delivery to your area. -Flipkart',
];

const SCAMS = [
  'Sir aapka OLX payment ready hai, maine collect request bheja hai, accept karke apna UPI PIN daal dena, paise aapke account me aa jayenge',
  'Hello, I am buyer from OLX. I have sent a collect request of Rs 12,000 on your Google Pay, please accept it and enter your UPI PIN to receive the money.',
  'Hi po, bibilhin ko yung cabinet. Nag-send na ako ng request sa GCash mo, paki-approve tapos ilagay mo lang ang MPIN mo para matanggap ang bayad.',
];

pinGrades(GENUINE, SCAMS, 'with a PIN and money coming in');

const pinAsk = (text: string) => anatomyOf(text).asks.find((a) => a.label === PIN_TO_RECEIVE);

describe('a PIN to receive money', () => {
  it('is read in other languages too, and quoted from the PIN', () => {
    expect(
      pinAsk(
        'Ya saya transfer lewat DANA, silakan masukkan PIN kamu untuk menerima uangnya ya kak.',
      ),
    ).toBeDefined();
    expect(
      pinAsk('Te mandé la solicitud por Bizum, introduce tu PIN para recibir el dinero.'),
    ).toBeDefined();
    expect(
      pinAsk('Please accept the request and enter your PIN to get your refund.')?.span.text,
    ).toBe('enter your PIN to get your refund.');
  });

  it('is not a PIN that pays, a postal PIN code, or a warning', () => {
    expect(pinAsk('Enter your PIN to approve the payment of Rs 499 to Swiggy.')).toBeUndefined();
    expect(pinAsk('Enter your PIN code to receive the parcel at your address.')).toBeUndefined();
    expect(pinAsk('Never enter your PIN to receive money.')).toBeUndefined();
  });
});
