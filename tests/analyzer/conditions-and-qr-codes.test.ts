/**
 * Two readings of mail and texts in other languages, written for these tests (none is a row of
 * any corpus or battery):
 *
 * - A German or Dutch condition opened by "sollte" or "mocht" ("Sollte die Prüfung nicht … sein,
 *   sind wir gezwungen, Ihr Konto zu sperren": should it not be done, we will block your account)
 *   is a threat, not the reassurance "nothing will be lost"; "Sollten Sie diese Anmeldung nicht
 *   veranlasst haben, können Sie diese E-Mail ignorieren" (if you did not ask for this sign-in,
 *   ignore this) still disowns the reader's own act and lets it be.
 * - A QR code to scan is a link, in any language ("escanee el código QR", "scannez le QR code",
 *   "quét mã QR"); a barcode scanned at a till is not.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Von: PayPal <service@paypal.de>\nBetreff: Neue Anmeldung bei Ihrem Konto\n\nHallo Anna,\nwir haben eine Anmeldung bei Ihrem PayPal-Konto von einem neuen Gerät festgestellt. Sollten Sie diese Anmeldung nicht selbst vorgenommen haben, ändern Sie bitte Ihr Passwort in der PayPal-App. Waren Sie es selbst, können Sie diese E-Mail ignorieren.',
  'Stadtwerke Bochum: Ihre Abschlagszahlung von 64,00 EUR wird am 15.12. per Lastschrift eingezogen. Sollte Ihr Konto nicht gedeckt sein, fallen Rücklastschriftgebühren an. Fragen? Rufen Sie uns an: 0234 960 0.',
  'Restaurante La Plaza: ¡Gracias por tu visita! Escanea el código QR de tu ticket para dejar tu opinión y llévate un café gratis en tu próxima visita.',
];

// Already caught before these readings: kept so that neither loses it.
const SCAMS = [
  'Belastingdienst: U heeft recht op een teruggave van EUR 212,40. Scan de QR-code hieronder met uw bankapp om het bedrag te ontvangen. Mocht u niet binnen 48 uur reageren, dan vervalt uw recht op teruggave.',
];

pinGrades(GENUINE, SCAMS, 'with a condition or a QR code');

describe('a condition opened by "sollte" or "mocht"', () => {
  it('is a threat when not complying is what it names, not a reassurance', () => {
    for (const text of [
      'Sollte die Prüfung nicht innerhalb von 5 Tagen abgeschlossen sein, sind wir gezwungen, Ihr Konto vorübergehend zu sperren.',
      'Mocht u niet binnen 48 uur reageren, dan wordt uw rekening geblokkeerd.',
    ])
      expect(anatomyOf(text).reassurances, text).toEqual([]);
  });

  it('still disowns the reader’s own act ("if you did not do this yourself")', () => {
    const text =
      'Neue Anmeldung bei Ihrem Konto. Sollten Sie diese Anmeldung nicht veranlasst haben, können Sie diese E-Mail ignorieren.';
    expect(anatomyOf(text).reassurances.map((r) => r.kind)).toContain('ignore_if_not_you');
  });
});

describe('a QR code to scan', () => {
  it('is an ask to act through a link, in any language', () => {
    for (const text of [
      'Puede acceder a su reembolso escaneando el siguiente código QR.',
      "Scannez le QR code pour régler l'amende.",
      'Scannen Sie den QR-Code, um Ihre Erstattung zu erhalten.',
      'Inquadra il codice QR per completare il pagamento.',
      'Vui lòng quét mã QR để thanh toán.',
      'Zeskanuj kod QR, aby zapłacić.',
    ])
      expect(
        anatomyOf(text).asks.map((a) => a.kind),
        text,
      ).toContain('link');
  });

  it('is not a barcode scanned at a till', () => {
    expect(anatomyOf('Escanea el código de barras en caja.').asks).toEqual([]);
  });
});
