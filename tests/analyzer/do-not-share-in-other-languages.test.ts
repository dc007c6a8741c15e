/**
 * Written for these tests (none is a row of any corpus or battery): a sign-in code's warning not
 * to share it, in Turkish ("Bu kodu kimseyle paylaşmayın", a negation in the verb's suffix),
 * Polish ("Nie udostępniaj go nikomu") and Vietnamese ("Không chia sẻ mã này với bất kỳ ai", with
 * or without its accents), is the warning genuine codes carry, as it already was in English,
 * Spanish, Indonesian and the other languages the scope reader reads word by word. It was not
 * read, so these codes had no reassurance and were the judge's to call.
 * A code asked for beside a warning about something else is still asked for.
 * On 0693dab none of the warnings was read: the first test failed.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';

const WARNINGS = [
  'Doğrulama kodunuz 482913. Bu kodu kimseyle paylaşmayınız.',
  'Twój kod weryfikacyjny to 482913. Nie udostępniaj go nikomu.',
  'Mã xác thực của bạn là 482913. Không chia sẻ mã này với bất kỳ ai.',
  'Ma xac thuc cua ban la 482913. Khong chia se ma nay voi bat ky ai.',
];

const kinds = (text: string) => anatomyOf(text).reassurances.map((r) => r.kind);

describe('a warning not to share a code', () => {
  it('is read in Turkish, Polish and Vietnamese', () => {
    for (const text of WARNINGS) expect(kinds(text), text).toContain('do_not_share');
  });

  it('is not read from a warning about a link, and the code asked stays asked', () => {
    const text = 'Gửi mã OTP cho nhân viên để được hỗ trợ. Không chia sẻ link này.';
    expect(kinds(text)).not.toContain('do_not_share');
    expect(anatomyOf(text).asks.map((a) => a.kind)).toContain('secret');
  });
});
