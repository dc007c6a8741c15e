import { it } from 'vitest';
import { maskPersonalData } from '../../src/server/privacy/mask';
import { emailSpans } from '../../src/server/privacy/emails';
it('try', () => {
  for (const c of ['Call me on +447700900128 or 4155550133 or 612 345 678 or 612 34 56 78, 0151/23456780, 1-877-402-5816.', 'or maria @ example.com', 'maria @ example.com']) {
    console.log('OUT', JSON.stringify(maskPersonalData(c).text), JSON.stringify(emailSpans(c)));
  }
});
