/**
 * Quotes that did not mean their flag in pasted genuine mail: a sender's address whose first
 * letters are a greeting's ("bestellbestaetigung@amazon.de" read as "Beste <address>", a greeting
 * by e-mail address), a scam's words quoted as a fake's in an IT warning ("fake 'mailbox full'
 * e-mails" read as a threat to the mailbox), the reader's own address in a footer ("This message
 * was mailed to [x@hotmail.co.uk]" read as a free address to write to), and "check in" read as
 * details asked. Each genuine mail below was D on 8344fb0; the scams beside them, which use the
 * same words as their own, stay D or F. Written for these tests; none is a row of any corpus or
 * battery.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Betreff: Ihre Bestellung bei Thalia\nThalia <bestellbestaetigung@thalia.de>\nHallo Jana,\nvielen Dank für Ihre Bestellung. Wir melden uns, sobald Ihr Paket unterwegs ist.\nBestellnummer: 7781-2290\nGesamt: 12,00 €\nIhre Bestellungen finden Sie unter https://www.thalia.de/konto\nIhr Thalia-Team',
  "Subject: Planned maintenance on Saturday\nIT Services <itservices@ashford.ac.uk>\nDear colleagues,\nOutlook on the web may be slow on Saturday 14 June between 07:00 and 10:00 while we update the mail servers.\nSeveral of you have received fake 'mailbox full' e-mails this week. We never ask you to confirm your password through a link. If you are unsure about a message, forward it to phishing@ashford.ac.uk.\nIT Services",
];

const SCAMS = [
  'Subject: Mailbox full - action required\nDear user, your mailbox is full and incoming messages are on hold. Click the link below to increase your storage now or your account will be suspended within 24 hours: http://mail-quota-upgrade.web.app/login',
];

pinGrades(GENUINE, SCAMS, 'pasted whole, with words that are not what they seem');

describe('quotes that mean something else', () => {
  it('reads no free address to write to in a footer naming the address the mail was sent to', () => {
    const channels = anatomyOf(
      'Your statement is ready in the app.\nThis message was mailed to [tom.h.reed@gmail.com] by Monzo as part of your account.',
    ).channels;
    expect(channels.filter((c) => c.kind === 'email')).toEqual([]);
  });

  it('reads checking in as no details asked', () => {
    expect(anatomyOf('Check in now for your flight to Lisbon.').asks).toEqual([]);
    expect(
      anatomyOf('Please check your details at the link below.').asks.map((a) => a.kind),
    ).toEqual(['details']);
  });
});
