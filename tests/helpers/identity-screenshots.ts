/**
 * Screenshots of identity documents for the screening tests, rendered by Chromium like the other
 * screenshots (screenshots.ts): the ICAO 9303 specimen passport's data page with its
 * machine-readable zone in a clean monospaced face large enough for OCR to read.
 */
import { renderHtml } from './screenshots';

/** The specimen passport of ICAO Doc 9303 (Anna Maria Eriksson of Utopia): no real person. */
export const SPECIMEN_PASSPORT_MRZ = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
] as const;

export function passportPageHtml(): string {
  const field = (label: string, value: string) =>
    `<div class="f"><span>${label}</span><b>${value}</b></div>`;
  return `<!DOCTYPE html><html><head><style>
    body { margin: 0; width: 1000px; height: 560px; background: #fff; font-family: "DejaVu Sans", Arial, sans-serif; }
    .top { padding: 18px 28px 6px; font-size: 26px; font-weight: bold; letter-spacing: 2px; color: #123; }
    .fields { padding: 4px 28px; columns: 2; font-size: 19px; }
    .f { margin: 0 0 10px; } .f span { display: block; font-size: 14px; color: #345; } .f b { color: #000; }
    .mrz { position: absolute; top: 400px; left: 28px; font-family: "DejaVu Sans Mono", monospace;
           font-size: 30px; line-height: 1.6; color: #000; white-space: pre; }
  </style></head><body>
  <div class="top">PASSPORT</div>
  <div class="fields">${field('Surname', 'ERIKSSON')}${field('Given names', 'ANNA MARIA')}${field('Nationality', 'UTOPIAN')}
  ${field('Date of birth', '12 AUG 1974')}${field('Sex', 'F')}${field('Date of expiry', '15 APR 2012')}</div>
  <div class="mrz">${SPECIMEN_PASSPORT_MRZ.map((l) => l.replace(/</g, '&lt;')).join('\n')}</div>
  </body></html>`;
}

export function renderPassportPage(): Promise<Buffer> {
  return renderHtml(passportPageHtml(), { width: 1000, height: 560 });
}
