import { describe, expect, it } from 'vitest';
import {
  hasIdentityDocumentWording,
  hasMachineReadableZone,
  identityDocumentSign,
  mrzCheckDigit,
} from './identity-documents';

/** The ICAO 9303 specimen passport (Anna Maria Eriksson, Utopia). */
const SPECIMEN_MRZ = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
/** The ICAO 9303 specimen identity card (TD1, three lines of 30). */
const SPECIMEN_TD1 = [
  'I<UTOD231458907<<<<<<<<<<<<<<<',
  '7408122F1204159UTO<<<<<<<<<<<6',
  'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
];

describe('machine-readable zone', () => {
  it('computes the ICAO check digits of the specimen', () => {
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
  });

  it('finds a passport zone, alone or among other text', () => {
    expect(hasMachineReadableZone(SPECIMEN_MRZ.join('\n'))).toBe(true);
    expect(hasMachineReadableZone(`PASSPORT\nSurname ERIKSSON\n${SPECIMEN_MRZ.join('\n')}`)).toBe(
      true,
    );
  });

  it('finds it through OCR noise: spaces, « for <<, one misread check digit', () => {
    expect(hasMachineReadableZone('L898902C3 6 UTO 7408122 F 1204159 ZE184226B<<<<< 10')).toBe(
      true,
    );
    expect(hasMachineReadableZone('P<UTOERIKSSON«ANNA<MARIA«««««««««<')).toBe(true);
    expect(hasMachineReadableZone('L898902C36UTO7408127F1204159ZE184226B<<<<<10')).toBe(true); // birth check wrong
    expect(hasMachineReadableZone('L898902C36UT07408122F1204159ZE184226B<<<<<10')).toBe(true); // as OCR read it
  });

  it('finds the name line alone and an ID card (TD1) data line', () => {
    expect(hasMachineReadableZone(SPECIMEN_MRZ[0]!)).toBe(true);
    expect(hasMachineReadableZone(SPECIMEN_TD1.join('\n'))).toBe(true);
    expect(hasMachineReadableZone(SPECIMEN_TD1[1]!)).toBe(true);
  });

  it('needs agreeing check digits: two wrong ones are not a zone', () => {
    expect(hasMachineReadableZone('L898902C35UTO7408121F1204159ZE184226B<<<<<10')).toBe(false);
  });

  it.each([
    'std::cout << "Total: " << total << std::endl; // prints 123456789012345',
    'ORDER<<1234567890<<SHIPPED<<2024',
    'Tracking: 1Z999AA10123456784 <<< back to list',
    'Arrow <<< Previous | Next >>> page 2 of 12',
    'INVOICE NO 2024-000123456 DATE 2024-05-12 TOTAL 1234.56 EUR',
    '<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(hasMachineReadableZone(text)).toBe(false);
  });
});

describe('identity-document wording', () => {
  it('a driving licence and an ID card read as documents', () => {
    const licence =
      'DRIVING LICENCE\n1. SURNAME MUSTERMANN\n2. FIRST NAMES ERIKA\n3. DATE OF BIRTH 12.08.1964\n4b. DATE OF EXPIRY 01.01.2030';
    expect(hasIdentityDocumentWording(licence)).toBe(true);
    const card =
      'NATIONAL IDENTITY CARD\nSurname / Nom: DOE\nGiven names: JANE\nNationality: UTOPIAN\nSex: F';
    expect(identityDocumentSign(card)).toBe('document-wording');
  });

  it('the specimen passport reads as a zone first', () => {
    expect(identityDocumentSign(`PASSPORT\n${SPECIMEN_MRZ.join('\n')}`)).toBe(
      'machine-readable-zone',
    );
  });

  it.each([
    'Travellers need a valid passport; check its expiry date before you book.',
    'URGENT: your driving licence will be suspended. Confirm your date of birth at dvla-renew.top',
    'The new identity card scheme was debated in parliament on Tuesday.',
    'Date of birth: 12 May 1990. Nationality: British. (A CV, with no document title.)',
    'Enter your surname, first name and date of birth to track your parcel.',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(identityDocumentSign(text)).toBe(null);
  });
});
