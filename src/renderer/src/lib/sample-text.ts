/**
 * The message behind the Sample Report (/sample): a typical parcel-delivery scam text. The report
 * itself is what the offline engine said about it (sample-report.json, written by
 * `npm run sample`, checked by tests/api/sample-report.test.ts).
 */
export const SAMPLE_CONTENT =
  'USPS: Your package US9514961195221 is on hold at our warehouse due to an unpaid customs fee of $1.99. ' +
  'Pay within 24 hours or it will be returned to the sender: https://usps-redelivery-help.top/pay ' +
  'Reply STOP to opt out.';

/** When the sample was analyzed: fixed, so regenerating it changes nothing but what the engine says. */
export const SAMPLE_ANALYZED_AT = '2025-06-20T10:15:00.000Z';

/** The file the Sample Report page imports, relative to the project. */
export const SAMPLE_REPORT_FILE = 'src/renderer/src/lib/sample-report.json';

/** The command that writes it again. */
export const SAMPLE_REGENERATE_COMMAND = 'npm run sample';
