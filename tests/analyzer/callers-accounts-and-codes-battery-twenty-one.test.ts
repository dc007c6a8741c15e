/**
 * Battery 21's scams, read after it was run unseen on 9fed96e, mended as families (written for
 * this test in other words). Each scam below was C on 483dc8c and is D or F after:
 * - a grandchild's plea whose money is asked through a caller to come ("a man from the court will
 *   phone you and tell you how to send the money"): the ask is the caller's explaining;
 * - a solicitor's "client account has changed … do not use the account in our letter": a payee's
 *   change of bank account;
 * - Vietnamese written without its marks, the supply named first ("Dien se bi cat luc 17h"), with a
 *   mobile given as the power company's line;
 * - a Vietnamese bank's staff asking that the code be read out to them ("đọc mã cho nhân viên").
 * And Poland's largest power company, PGE, is on the brand list: its own reminder at pge-obrot.pl
 * (D on 483dc8c) is no scam, and a look-alike of its name is named.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const SCAMS = [
  "Grandma, it's me. I'm so sorry, I crashed the car and I'm at the police station. Please don't tell Mum. A man called Mr Reid from the court will phone you soon and tell you how to send the money for my release.",
  `From: Daniel Moss - Greaves Legal <completions@greaves-legal.co>
Subject: Deposit - updated account

Dear Ms Patel,

Our client account has changed after an audit, so please do not use the account shown in our letter. Please transfer the deposit of £32,400 to the account below by noon tomorrow:

Greaves Legal Client Account
Sort code: 20-44-91
Account: 63019822

Kind regards,
Daniel Moss`,
  'EVNHANOI: Ho so su dung dien cua Quy khach chua dong bo. Dien se bi cat luc 17h hom nay. Lien he nhan vien Nguyen Van Hai 0912 443 087 de duoc xu ly.',
  'Techcombank thông báo: thẻ của quý khách được nâng hạng miễn phí. Nhân viên sẽ gọi để kích hoạt thẻ mới. Khi có mã OTP gửi về, quý khách vui lòng đọc mã cho nhân viên. Ưu đãi hết hạn trong hôm nay.',
];

const GENUINE = [
  `From: PGE Obrót <efaktura@gkpge.pl>
Subject: Przypomnienie o płatności

Szanowny Panie,

przypominamy, że termin płatności faktury nr 09/2025/11872 na kwotę 212,40 zł upłynął 14.05.2025. Prosimy o wpłatę na numer rachunku podany na fakturze lub w eBOK na stronie pge-obrot.pl. Jeśli płatność została już dokonana, prosimy zignorować tę wiadomość.

PGE Obrót S.A.`,
];

pinGrades(GENUINE, SCAMS, 'callers, accounts and codes (battery 21)');

describe('what these scams lean on', () => {
  it("names the caller's explaining as the ask", async () => {
    const r = await analyzeText(SCAMS[0]!);
    expect(JSON.stringify(r.redFlags)).toContain('tell you how to send the money');
  });
  it("names a look-alike of PGE's name", async () => {
    const r = await analyzeText(
      'PGE: Twoja faktura za prad jest nieoplacona. Aby uniknac odlaczenia, zaplac 48,20 zl na https://pge-platnosci24.com',
    );
    expect(r.redFlags.map((f) => f.indicator)).toContain('Link imitates PGE');
  });
});
