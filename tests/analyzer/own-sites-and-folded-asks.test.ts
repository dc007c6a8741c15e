/**
 * Written for these tests (none is a row of any corpus or battery): each case is a paraphrase of
 * a misreading that two batteries written by helpers and first read unseen on 28fe464 showed (160
 * short texts, 90 e-mails in twelve languages; kept outside the repository).
 * Genuine: a carrier's fee asked only on its own site, with a tracking reference that holds
 * digits ("ref RM…GB", no phone line); a delivery code to show only to the courier at the door;
 * a shop's mail whose link spells the shop's own name while it names its carrier; "you can log in
 * to your account" offered as a choice; an IT department's warning that quotes the fake mails in
 * single quotes; money a parent will transfer to the reader's account (Indonesian); "do not
 * transfer in advance" (Vietnamese).
 * Scams: Polish and Turkish bills written without their marks ("Oplac", "odeme yapiniz"), and a
 * friend asking "możesz mi wysłać kod BLIK".
 * On 28fe464 10 of these 13 tests fail: not the two guards at the end, nor the Vietnamese grade
 * (C there in these words; the battery's row was F), whose unread ask is pinned by the test after it.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const CARRIER_FEE =
  'Royal Mail: your parcel from JAPAN (ref RM558120443GB) has a customs charge of £2.10 plus our £8 handling fee. A grey Fee to Pay card was left at your door. Pay at royalmail.com/feetopay with the reference printed on it.';

const DOOR_CODE =
  'Out for delivery: your Amazon order (steel water bottle) arrives today before 9 PM. Delivery OTP: 6082. Share this OTP only with the delivery agent when the parcel is handed to you. Track it at amazon.in/orders';

const SHOP_NAMES_CARRIER = `Subject: Order #77120 is on its way
Hi Priya,
Your order from Marlow Candle Works has left our workshop.
2 x Fig and cedar candle, large
Delivery: Royal Mail Tracked 24, tracking number QK558201443GB
You can follow it at royalmail.com with the number above. If you are out, Royal Mail will leave a card so you can rebook or collect it.
You can see this order or change how we deliver by signing in to your account at marlowcandleworks.co.uk.
Warm wishes,
The Marlow Candle Works team`;

const OPTION_TO_LOG_IN = `Subject: Receipt for your visit to Kestrel Optics
Hello Tom,
Thank you for coming in today. Eye test: £25.00. Lens cleaning kit: £6.50. Total paid: £31.50 by debit card ending 2291.
Your next eye test is due in two years. If you would rather book it online, you can log in to your account at kestreloptics.co.uk/account.
Kestrel Optics, 4 Bridge Street`;

const IT_WARNING_SINGLE_QUOTES = `Subject: Warning: fake 'storage full' and 'password expiring' emails
Dear staff,
This week several colleagues received emails claiming to come from the 'Email Quota Team'. The emails say things like 'your mailbox is over its limit, confirm your password with the button below' or 'verify your account within 24 hours or lose access'.
These emails are phishing and were not sent by IT. We never ask you to confirm your password through a link.
Please report such emails with the Report button and delete them. If you have already clicked the link and typed your password, change it straight away on the staff portal.
IT Security Office`;

const MONEY_TO_YOU_ID =
  'Nak, nanti sepulang sekolah tolong beli roti di toko depan ya. Uangnya ibu transfer ke rekening kamu sore ini.';

const NO_TRANSFER_FIRST_VI =
  'J&T Express: Đơn hàng JT5521 của bạn sẽ được giao chiều nay. Nhân viên sẽ gọi trước khi đến. Bạn chỉ thanh toán số tiền COD 240.000đ khi nhận hàng, không chuyển khoản trước.';

const BILL_PL_UNMARKED =
  'Tauron: z powodu zaleglosci 112,30 zl dostawa pradu do Twojego domu zostanie wstrzymana dzis o 20:00. Oplac teraz, aby uniknac odlaczenia: tauron-oplaty-pl.com';

const TOLL_TR_UNMARKED =
  'OGS: Odenmemis 2 adet otoyol gecis ucretiniz var. Ceza kesilmemesi icin bugun odeme yapiniz: ogs-ceza-sorgu.net';

const BLIK_FRIEND =
  'Cześć, jestem w sklepie i zapomniałam portfela 🙈 możesz mi wysłać kod BLIK na 250 zł? Zaraz ci oddam, dzięki!';

pinGrades(
  [
    CARRIER_FEE,
    DOOR_CODE,
    SHOP_NAMES_CARRIER,
    OPTION_TO_LOG_IN,
    IT_WARNING_SINGLE_QUOTES,
    MONEY_TO_YOU_ID,
    NO_TRANSFER_FIRST_VI,
  ],
  [BILL_PL_UNMARKED, TOLL_TR_UNMARKED, BLIK_FRIEND],
  'read as the unseen batteries of 28fe464 showed',
);

describe('a transfer forbidden is not asked', () => {
  it('"không chuyển khoản trước" asks for no payment', () => {
    expect(anatomyOf(NO_TRANSFER_FIRST_VI).asks.map((a) => a.kind)).not.toContain('pay');
  });
});

describe('what the readings must still catch', () => {
  it('a fee asked on a site that is not the carrier’s stays a warning', async () => {
    const r = await analyzeText(
      'Royal Mail: your parcel (ref RM558120443GB) is held for an unpaid £1.99 fee. Pay now at royalmail-fee-uk.com to release it.',
    );
    expect(['D', 'F']).toContain(r.summary.overallGrade);
  });

  it('"if you do not transfer" (Vietnamese "nếu không chuyển khoản") still threatens', async () => {
    const r = await analyzeText(
      'Tài khoản của bạn sẽ bị khóa nếu không chuyển khoản 300.000đ phí duy trì trước 17h hôm nay tại acb-phidv.top',
    );
    expect(['D', 'F']).toContain(r.summary.overallGrade);
  });
});
