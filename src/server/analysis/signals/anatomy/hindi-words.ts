/**
 * Meaning classes for the anatomy of a message in Hindi, written in Devanagari as Indian SMS and
 * WhatsApp messages are, with the English loanwords and names they keep in Latin letters (OTP,
 * KYC, UPI, PIN): a prize, a loan, a job, an account, SIM or electricity connection about to be
 * cut or blocked, the police; paying, sending money to a number, clicking, calling, giving an OTP
 * or a PIN; a fee, a deadline. Hand-written from common usage (FreeDict has no Hindi dictionary of
 * the kind the European languages use), matched on the text as class-reader.ts reads every table.
 * Hindi's vowel signs are marks, not letters, so a word here ends where no letter, mark or digit
 * follows ("कर" is not read inside "करें").
 */
import { type ClassWords, wordList } from './class-words';
import { WAY_TO_MAKE_MONEY } from './parts';

const words = (list: readonly string[]): RegExp => wordList(list, '\\p{L}\\p{M}\\p{N}');

/** "Will be cut", "will be blocked", "has been blocked", "will be closed". */
const CUT =
  '(?:(?:बंद|ब्लॉक|निलंबित|डीएक्टिवेट) होने वाला है|(?:बंद|ब्लॉक|निलंबित) होने वाली है|काट दिया जाएगा|काट दी जाएगी|काटा जाएगा|कट जाएगा|कट जाएगी|बंद (?:कर दिया |कर दी )?(?:जाएगा|जाएगी|हो जाएगा|हो जाएगी|हो गया है|हो गई है|कर दिया गया है)|ब्लॉक (?:कर दिया |कर दी )?(?:जाएगा|जाएगी|हो जाएगा|हो जाएगी|हो गया है|कर दिया गया है)|निलंबित (?:कर दिया जाएगा|हो जाएगा))';
const HELD = '(?:खाता|खाते|अकाउंट|कार्ड|सिम|सिम कार्ड|नंबर|कनेक्शन|बिजली|वॉलेट|यूपीआई|upi|kyc)';

const PRIZE = words([
  'आपने[^।.!?\\n]{0,30}?जीत(?:ा|ी|े) है|लॉटरी|इनाम|पुरस्कार|बधाई हो|विजेता|kbc|कौन बनेगा करोड़पति',
]);
const WON = words(['आपने[^।.!?\\n]{0,30}?जीत(?:ा|ी|े) है|आप (?:विजेता|लकी विजेता) (?:हैं|बने हैं)']);
const LOAN = words(['लोन|ऋण|कर्ज']);
const NO_CHECKS = words([
  'बिना (?:गारंटी|दस्तावेज़?|डॉक्यूमेंट|सिबिल|cibil|जांच|कागज)|(?:लोन|ऋण) (?:तुरंत )?(?:मंजूर|अप्रूव)',
]);
const JOB = words([
  'घर बैठे[^।.!?\\n]{0,20}?(?:कमा\\p{L}*|काम|नौकरी)|पार्ट[ -]?टाइम (?:जॉब|नौकरी|काम)|(?:रोज़|रोज|प्रतिदिन|रोजाना) (?:₹|रु\\.?|rs\\.?) ?\\d[\\d,]* (?:तक )?कमा\\p{L}*|लाइक (?:करके|करें)[^।.!?\\n]{0,20}?कमा\\p{L}*|(?:हर|प्रति) (?:लाइक|टास्क|रिव्यू|वीडियो) (?:पर|के) (?:₹|रु\\.?) ?\\d+',
]);
const INVEST = words(['निवेश|इन्वेस्ट(?:मेंट)?|ट्रेडिंग|शेयर बाजार|स्टॉक टिप्स?|क्रिप्टो']);
const RETURNS = words([
  'दोगुना|दुगना|\\d+ ?% (?:तक )?(?:का )?(?:रिटर्न|मुनाफा|लाभ|प्रॉफिट)|(?:रोज़|रोज|प्रतिदिन|हर दिन|हर महीने) \\d+ ?%',
]);
const FREE_MONEY = words(['मुफ्त|मुफ़्त|फ्री|निःशुल्क']);
/** The reader's account, card, SIM or connection said to be cut or blocked: the pretext. */
const ACCOUNT_STATE = words([
  `${HELD}(?: [\\p{L}\\p{M}\\p{N}:.,]+){0,6} ${CUT}`,
  'kyc (?:अपडेट|पूरा|पूर्ण) (?:न|नहीं) (?:होने|किया|हुआ)',
  '(?:बिल|kyc|पैन|pan) (?:अपडेट|जमा) नहीं (?:हुआ|किया)',
]);
const THREAT = words([`${HELD}(?: [\\p{L}\\p{M}\\p{N}:.,]+){0,6} ${CUT}`]);
const LEGAL_THREAT = words([
  'पुलिस|वारंट|मनी लॉन्ड्रिंग|अवैध गतिविधि\\p{L}*|mdma|ड्रग\\p{L}*|गिरफ्तार\\p{M}*\\p{L}*|गिरफ़्तार\\p{M}*\\p{L}*|एफआईआर|fir|cbi|सीबीआई|कानूनी कार्रवाई|डिजिटल अरेस्ट|साइबर क्राइम|ड्रग्स|नशीले पदार्थ',
]);
const PERSON = words([
  'माँ|मां|मम्मी|मम्मा|पापा|पिताजी|बेटा|बेटी|भैया|भाई|दीदी|चाचा(?: जी)?|मामा|मौसी|बुआ',
]);
const NEW_NUMBER = words([
  '(?:यह |ये )?(?:मेरा )?नया नंबर|नए नंबर से|पुराना (?:फोन|फ़ोन|नंबर|मोबाइल)[^।.!?\\n]{0,20}?(?:खराब|खो|बंद|टूट)',
]);
const MISTAKE = words(['गलती से|ग़लती से|भूल से']);
const CLICK = words([
  'क्लिक (?:करें|करे|कीजिए|करो)|लिंक (?:पर जाएं|खोलें)|डाउनलोड (?:करें|कीजिए)|संपर्क (?:करें|कीजिए)|(?:कॉल|फोन|फ़ोन) (?:करें|कीजिए|करो)|बात (?:करें|कीजिए)',
]);
const PAY = words([
  '(?:भुगतान|पेमेंट|पेमेंट्स) (?:करें|कीजिए|करो|कर दें|कर दो)|(?:पैसे|रुपये|रुपए|राशि) (?:भेजें|भेजो|भेज दो|भेज दें|भेजिए|ट्रांसफर करें|डाल दें|डाल दो)|(?:फीस|शुल्क) (?:जमा|भुगतान|भरें)|जमा (?:करें|कीजिए|करवाएं)|रिचार्ज (?:करें|कीजिए)|भेज (?:दो|दें|दीजिए)|डाल (?:दो|दें|दीजिए)|ट्रांसफर (?:करें|कीजिए|कर दो|कर दें|कर दीजिए)|जमा कर(?:ने|ना) (?:हैं|है)|(?:फीस|शुल्क|चार्ज) (?:भरें|भरनी है|जमा करनी है)',
]);
const PAY_TO = words([
  '(?:इस |इसी )?(?:[\\p{L}\\p{M}]+ )?(?:नंबर|नम्बर|यूपीआई आईडी|upi id|खाते|अकाउंट)(?: \\+?\\d[\\d -]{6,14}\\d)? (?:पर|में)',
]);
const DETAILS = words([
  '(?:अपना|अपनी|अपने) (?:विवरण|जानकारी|आधार|पैन|बैंक विवरण|डिटेल्स?)|आधार (?:नंबर|कार्ड)|पैन (?:नंबर|कार्ड)',
]);
const SECRET = words([
  // Not the message's own code given to say to a delivery agent ("एजेंट को OTP 482710 बताएं").
  '(?:otp|ओटीपी|पिन|pin|upi पिन|upi pin|एमपिन|mpin|पासवर्ड|cvv)(?!\\s*[:-]?\\s*\\d{4})[^।.!?\\n]{0,30}?(?<!(?:न|ना|मत) )(?:बताएं|बताइए|बताओ|बता दें|बता दो|भेजें|भेजो|भेज दें|शेयर करें|डालें|डाल दीजिए|डाल दें|डालिए|दर्ज करें)',
]);
const NEGATED = words([
  'कभी नहीं|कभी भी|न करें|ना करें|मत (?:करें|बताएं|बताइए)|नहीं माँगता|नहीं मांगता|नहीं माँगते|नहीं मांगते',
]);
const NEVER = words(['कभी']);
/** A payment or credit done: "डेबिट किए गए", "जमा किए गए", "प्राप्त हुए", "सफलतापूर्वक". */
const DONE = words([
  'डेबिट (?:किए|किया|हुए|हुआ)|क्रेडिट (?:किए|किया|हुए|हुआ)|जमा (?:किए|किया|हो) (?:गए|गया|गई)|प्राप्त (?:हुए|हुआ|हुई)|सफलतापूर्वक',
]);
const SEND_MONEY = words(['भेजें|भेजो|ट्रांसफर|जमा करें']);
const BANK_ACCOUNT = words(['(?:खाता|अकाउंट|a/c)(?: संख्या| नंबर)?[^\\n\\d]{0,20}?\\d{9,18}']);
const CHAT_ID = words(['(?:whatsapp|व्हाट्सएप|व्हाट्सऐप)[ :.]*(?:\\+?91[ -]?)?[6-9]\\d{9}']);
const URGENT = words([
  'तुरंत|फौरन|आज रात|आज ही|अभी|जल्द से जल्द|\\d+ (?:घंटे|घंटों|मिनट) (?:में|के अंदर|के भीतर)',
]);
const MONEY = words(['(?:₹|रु\\.?|rs\\.?|inr) ?\\d[\\d,.]*', '\\d[\\d,.]* ?(?:रुपये|रुपए|रुपया)']);
/** A phone number, Indian or not ("+92 3047718826", "1800 500 1066"), never a date ("18-08-2025"). */
const PHONE = words(['(?:\\+\\d{1,3}[ -]?)?(?:\\d{3,5}[ -]?\\d{3,4}[ -]?\\d{3,5}|\\d{10})']);
/** Told not to call: "अभी कॉल मत करना", "फोन मत करो". */
const NO_CALL = words(['(?:कॉल|फोन|फ़ोन) (?:मत|न) (?:करना|करो|करें|कीजिए)']);
/** A key pressed on a recorded call's menu: "9 दबाएं". */
const KEYPAD = words(['\\d (?:दबाएं|दबाएँ|दबाइए|दबाये)']);
const FEE = words([
  '(?:रजिस्ट्रेशन|पंजीकरण|प्रोसेसिंग|प्रोसेस|फाइल|जीएसटी|कस्टम|क्लियरेंस|डिलीवरी) (?:फीस|शुल्क|चार्ज|ड्यूटी)',
]);

/** The table class-reader.ts reads. */
export const HINDI_WORDS: ClassWords = {
  offers: [
    [PRIZE, 'that you have won a prize'],
    [LOAN, 'to offer a loan on easy terms'],
    [JOB, 'to offer easy paid work'],
    [INVEST, WAY_TO_MAKE_MONEY],
  ],
  gamblingLabel: 'to offer winnings from a betting site',
  jobLabel: 'to offer easy paid work',
  account: ACCOUNT_STATE,
  threat: THREAT,
  accountLabel: 'to be about your account, SIM or electricity connection',
  law: LEGAL_THREAT,
  person: PERSON,
  personClaim: NEW_NUMBER,
  newNumber: NEW_NUMBER,
  mistake: MISTAKE,
  click: CLICK,
  pay: PAY,
  payTo: PAY_TO,
  details: DETAILS,
  secret: SECRET,
  negated: NEGATED,
  never: NEVER,
  done: DONE,
  sendMoney: SEND_MONEY,
  bankAccount: BANK_ACCOUNT,
  chatId: CHAT_ID,
  phone: PHONE,
  urgent: URGENT,
  money: MONEY,
  free: FREE_MONEY,
  noChecks: NO_CHECKS,
  returns: RETURNS,
  won: WON,
  winnings: PRIZE,
  fee: FEE,
  keypad: KEYPAD,
  noCall: NO_CALL,
};
