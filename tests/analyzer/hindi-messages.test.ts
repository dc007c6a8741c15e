/**
 * Written for these tests (none is a row of any corpus or battery): messages in Hindi, in
 * Devanagari, as Indian SMS and WhatsApp are written. Scams: an electricity connection to be cut
 * tonight unless an "officer" is called, an account blocked for a PAN not updated with a link, a
 * buyer's UPI request whose PIN is said to bring the money in, a lottery win with a registration
 * fee, a nephew on a new number who needs money paid to a number and says not to call, a number to
 * be cut off by the telecom department unless a key is pressed, a "digital arrest" that orders the
 * reader's money moved. Genuine: an OTP that says never to share it, a son telling his mother he
 * sent money, a bill with its due date paid in the utility's own app, a clinic's reminder, a
 * delivery's code to tell the agent at the door.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const POWER_CUT =
  'आदरणीय ग्राहक, आपका बिजली का बकाया बिल जमा नहीं हुआ है। आज रात 10 बजे आपका कनेक्शन काट दिया जाएगा। तुरंत इस नंबर पर कॉल करें 9123456780';
const PAN_BLOCK =
  'प्रिय ग्राहक, आपका पैन अपडेट नहीं हुआ है, आपका खाता 24 घंटे में ब्लॉक कर दिया जाएगा। अभी क्लिक करें: pnb-pan-verify.co.in/kyc';
const UPI_BUYER =
  'भाई साहब, मैंने आपकी बाइक का विज्ञापन देखा। मैंने ₹30,000 की रिक्वेस्ट भेजी है, पैसे पाने के लिए अपना UPI PIN दर्ज करें।';
const LOTTERY =
  'बधाई हो! आपने मोबाइल लॉटरी में ₹25,00,000 जीते हैं। रजिस्ट्रेशन फीस ₹12,500 जमा करें और इनाम पाएं। संपर्क करें 9876501234';

const NEPHEW =
  'बुआ जी नमस्ते, मैं राहुल, नए नंबर से लिख रहा हूं। कॉलेज की परीक्षा फीस आज ही ₹15,000 जमा करनी है, इस Paytm नंबर 8123456709 पर भेज दीजिए, कल लौटा दूंगा। अभी फोन मत करना, लाइब्रेरी में हूं।';
const SIM_CUT =
  'दूरसंचार विभाग: आपके नंबर के खिलाफ शिकायत मिली है। आपका नंबर 3 घंटे में सभी नेटवर्क पर बंद कर दिया जाएगा। अधिकारी से बात करने के लिए 9 दबाएं।';
const ARREST =
  'पुलिस नोटिस: आपके नाम पर मनी लॉन्ड्रिंग का केस दर्ज है। जांच पूरी होने तक अपनी सारी राशि सरकारी खाते में ट्रांसफर करें, वरना गिरफ्तारी होगी। अधिकारी: 9812345670';
const DELIVERY_CODE =
  'आपका Flipkart ऑर्डर आज डिलीवर होगा। पैकेज मिलने के बाद ही डिलीवरी एजेंट को OTP 739105 बताएं।';
const OTP = 'आपका OTP 552901 है। इसे किसी के साथ साझा न करें। बैंक कभी भी OTP नहीं मांगता।';
const SON = 'माँ, मैंने आपके खाते में ₹5,000 भेज दिए हैं, देख लेना। शाम को फोन करूंगा।';
const BILL =
  'आपका बिजली बिल ₹1,845 जनरेट हो गया है, अंतिम तिथि 15 जुलाई है। भुगतान के लिए हमारी आधिकारिक ऐप का उपयोग करें।';
const CLINIC =
  'सिटी क्लिनिक: श्री राजेश वर्मा, डॉ. मेहता के साथ आपकी अपॉइंटमेंट परसों शाम 5:30 बजे है। कृपया 10 मिनट पहले पहुँचें।';

pinGrades(
  [OTP, SON, BILL, CLINIC, DELIVERY_CODE],
  [POWER_CUT, PAN_BLOCK, UPI_BUYER, LOTTERY, NEPHEW, SIM_CUT, ARREST],
  'in Hindi',
);

describe('Hindi read with its own word table', () => {
  it('reads the cut-off, the blocked account and the fee as their parts', () => {
    expect(anatomyOf(POWER_CUT).pressures.map((p) => p.kind)).toContain('threat');
    expect(anatomyOf(PAN_BLOCK).asks.map((a) => a.kind)).toContain('link');
    expect(anatomyOf(UPI_BUYER).asks.map((a) => a.label)).toContain(
      'to enter your PIN to receive money',
    );
    expect(anatomyOf(LOTTERY).pressures.map((p) => p.kind)).toContain('fee');
  });
  it('reads "never share it" as no ask for the code', () => {
    expect(anatomyOf(OTP).asks.map((a) => a.kind)).not.toContain('secret');
  });
});
