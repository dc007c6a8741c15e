/**
 * Act rules for money and people: a stranger's fortune, parcel and job fees, refunds and prizes to
 * claim, a "new number" asking for money, identity documents, a stranger turned friend or
 * investment mentor, crypto wallets and airdrops, callback invoices, a stolen-election story and
 * Indonesian prize and transfer scams. The second part of ACT_RULES (acts.ts keeps the order);
 * acts-payments.ts is the third.
 */
import { cue, gap } from '../../knowledge/patterns';
import { type ActRule, LINK, PAY_OR_ACT } from './act-rule';
import * as hooks from './money-hooks';

/** After an Indonesian account: the sender's own, said among friends ("BCA aku", "rekeningku"). */
const NOT_MINE =
  '(?!(?:\\s+(?:bank\\s+)?(?:bri|bca|bni|mandiri))?(?:\\s+(?:aku|gue|gw|kamu|anda|km|lu|lo|elo)|ku|mu)(?![\\p{L}]))';

/** Points or a prize as bait: two rules (a draw's prize, lapsing points) say it the same way. */
const PRIZE_BAIT = {
  type: 'prize_scam',
  indicator: 'Reward points or a prize you must claim now',
  severity: 'medium',
  explanation:
    'Messages saying your reward points are about to expire, or that you came first in a draw, use the prize as bait for a fake payment page or a "release fee".',
} as const;

/**
 * Up to 40 characters of one sentence holding no word of negation ("Schicken Sie niemals ein
 * Foto …", "no envíes nunca …"): a warning never to send something asks nothing.
 */
const NOT_NEGATED_GAP = `(?![\\p{L}\\p{N}_])(?:(?![\\s,](?:niemals|nie|nicht|keine?n?|nunca|jam[aá]s|jamais|mai|nooit|niet|jangan|never|not)(?![\\p{L}]))[^.!?\\n]){1,40}?(?<![\\p{L}\\p{N}_])`;

export const MONEY_ACT_RULES: readonly ActRule[] = [
  // Must not fire on: "The court ruled that the beneficiary of the trust was her nephew."
  {
    type: 'fee_request',
    indicator: 'A fortune from a stranger',
    severity: 'high',
    explanation:
      'Messages offering you an inheritance, an unclaimed payment or millions to "transfer" are advance-fee scams: next come fees, taxes or your bank details, and the fortune never arrives.',
    hook: cue([
      '(?:unclaimed|dormant) (?:bequest|inheritance|funds?|payment|deposit|consignment)|(?:assigned|next of kin|sole) beneficiary|(?:have|has) [\\d.,]+ ?(?:m|million|milion|mn) (?:dollars|usd|euros?|pounds|gbp)(?: to (?:transfer|give|donate))?|inheritance (?:fund|claim|transfer)',
      hooks.HEIR_BY_SURNAME,
    ]),
    act: cue([hooks.REPLY_OR_CONTACT]),
  },
  // Must not fire on: "Your parcel is on its way and will arrive tomorrow. Track it in our app."
  {
    type: 'fee_request',
    indicator: 'Asks a fee to deliver a parcel',
    severity: 'high',
    explanation:
      'Fake delivery messages say a parcel is held for a small unpaid fee and send you to a payment page that steals your card details. Couriers show real charges in their own app or website.',
    hook: cue([
      `(?:parcel|package|delivery|shipment|consignment|courier|order)${gap(80)}(?:unpaid|outstanding|(?:shipping|delivery|customs|redelivery|postage) (?:fee|cost|charge|duty)|(?:fee|charge|duty|cost) of|settlement of)`,
      `(?:unpaid|outstanding) (?:fee|charge|duty|postage|shipping)${gap(60)}(?:parcel|package|delivery|shipment)`,
    ]),
    act: PAY_OR_ACT,
  },
  // Must not fire on: "Your refund of £20.00 has been processed and will reach your card in 5 days."
  {
    type: 'refund_lure',
    indicator: 'Offers a refund you must claim through a link',
    severity: 'medium',
    explanation:
      'Tax offices and companies pay refunds automatically or through their own website; a message that says you are owed money and asks you to claim it by link or call wants your bank details.',
    hook: cue([
      '(?:tax )?refund|rebate|overpa(?:id|yment)|reimbursement|compensation payment|eligible (?:for|to receive) (?:a |an )?(?:refund|payment|rebate|grant|compensation)',
      // "A refund of £20 was issued to you"; not "your code to approve a payment of £120" (the
      // reader's own payment, approved with a code).
      '(?:pending|outstanding|unclaimed) (?:payment|refund|transfer|funds)|(?<!to )(?:issued?|credited?|approved?|released?) (?:a |the )?(?:payment|grant|refund) of',
      'entitled to (?:claim )?(?:compensation|a refund|a payment|a rebate)',
    ]),
    act: cue([
      'claim|submit (?:a |your )?(?:request|form|claim)|(?:click|tap|visit|follow)|complete (?:the|your) (?:form|application)|fill (?:in|out|your)|apply|proceed|call|reply',
      LINK,
    ]),
    // Must not fire on a refund already back on the card it was paid with: "Your refund of
    // $42.19 has been issued to your Visa ending 3391 … - Amazon.com" (the shop's name signs it).
    unless: cue([
      '(?:has been|have been|was|were) (?:issued|credited|refunded|returned|sent|paid) (?:back )?to your (?:[\\p{L}]+ )?(?:card|visa|mastercard|amex|debit card|credit card|original payment method|payment method)',
      // A refund made to the way the reader paid: "Refund method: Original form of payment".
      '(?:to|refund method:?) (?:your |the )?original (?:form of payment|payment method)',
    ]),
  },
  // Must not fire on: "Earn points on every purchase; see your balance in the app."
  {
    ...PRIZE_BAIT,
    hook: cue([
      'lucky (?:draw|winner|customer)|(?:1st|first|2nd|second|3rd|third) prize|bumper (?:prize|draw)|(?:you|u) (?:have|has|are|r|be) (?:win|winner|a winner)',
      `(?:selected|chosen) as (?:a|the|today'?s|our) (?:lucky )?winner|(?:you|u) (?:came|come|finished|finish|placed) (?:1st|first|2nd|second|3rd|third)|` +
        `(?:has|have|had) won${gap(8)}[\\d][\\d,.]{2,}(?: ?-)? ?(?:usd|inr|gbp|eur|dollars|pounds|euros|rs|rupees|lakhs?|crores?)|(?:your|ur) (?:number|mobile|phone|e-?mail|sim|ticket|entry)${gap(12)}(?:has |have )?won|(?:a|the) [\\d,.]{3,15} winner|winner of${gap(30)}(?:prize|draw|promo|lottery|award)|(?:selected|chosen) (?:to (?:receive|win|stay)|for (?:a|the) (?:prize|reward|gift))`,
    ]),
    act: cue([
      'redeem|convert|claim|collect|click|tap|visit|call|contact|pay|charge|fee|deposit|register|see what (?:you|u) (?:won|win)|send (?:your )?(?:name|full name|details)|reply (?:to|with)',
      LINK,
    ]),
  },
  // Must not fire on: "You have 2,000 points; 500 expire on 31 Jan. Redeem them for a free coffee
  // in the app or at any branch." A loyalty scheme says when points lapse and to spend them in its
  // own app or shop; the lure sends the reader to a link, a number or a payment to "redeem" them.
  {
    ...PRIZE_BAIT,
    hook: cue([
      `(?:reward|bonus|loyalty|credit card|debit card)? ?points?${gap(30)}(?:worth|expire|expiring|will expire|redeem)`,
    ]),
    act: cue([
      'click|tap|visit|call|contact|pay|charge|fee|deposit|send (?:your )?(?:name|full name|details|card)',
      LINK,
    ]),
  },
  // Must not fire on: "Hi Mum, this is my new number, save it! See you Sunday."
  {
    type: 'family_emergency',
    indicator: 'A "new number" message asking for money',
    severity: 'high',
    explanation:
      'Scammers pretend to be your child, parent or friend on a new number ("my phone broke") and ask you to pay a bill or send money today. Call the person on the number you already have before you send anything.',
    hook: cue([
      "(?:(?:my|this is my|it'?s my|here'?s my|got a|have a|using a) new (?:number|phone|mobile)|new number|my (?:phone|mobile) (?:broke|is broken|died|was stolen|fell|got)|lost my phone|using (?:a )?friend'?s phone)",
      // "Mama minta pulsa": a parent on a new number asks for phone credit ("isi dl pulsa 20 rb di
      // nmr ini"); must not fire on "Selamat pagi, rapat jam 9."
      '(?:nomor|no|no\\.|nmr) ?(?:\\p{L}{1,6} )?(?:baru(?:ku|nya|mu)?|hp baru)|pake no(?:mor)? (?:teman|temen|orang)|(?<!(?:saat|ketika|waktu|setiap|tiap|sebelum|setelah) )(?:isi|isikan|isiin|belikan|beliin|kirimkan|kirimin|kirim)(?: dulu| dl| dlu)? pulsa(?: ?\\d{1,3} ?(?:rb|ribu|rebu|k))?',
    ]),
    act: cue([
      // Not "Don't send anything to this number": the writer warning against the scam.
      // Nor "can you send me the photos you took": what is sent is no money.
      "(?<!(?:don'?t|do not|never|not) )(?:send|transfer|pay (?:a|the|this|my|for))(?!(?: me| us)? (?:the |those |these |a |some |your |that )?(?:photos?|pics?|pictures?|videos?|ones|address|location|file|files|docs?|documents?|song|playlist|recipe|notes?)\\b)|lend|borrow|money|cash|bill|invoice|£|\\$|€|bank details|account number|pulsa\\p{N}*(?:rb|k)?|kirim\\p{L}*|uang|rekening|beli\\p{L}*",
    ]),
  },
  // Must not fire on: "The interview is on Monday; there is no fee of any kind to apply." nor
  // "pre-approved for a loan with zero processing fee". The fee is quoted (it is the scam); the
  // job or loan is what it must be near.
  {
    type: 'fee_request',
    indicator: 'A job or loan that costs a fee',
    severity: 'high',
    explanation:
      'Real employers and lenders do not charge registration, training, processing or "security" fees up front. Paying first is the scam.',
    hook: cue([
      // Not a fee waived or said to be nothing: "zero processing fee", "a processing fee waiver".
      `(?<!no |without |free of |zero |nil |0 )(?:registration|processing|training|application|joining|security|onboarding|activation|insurance|visa|kit|release|clearance|approval|disbursement) (?:fee|charge|deposit|payment)(?! (?:waiver|waived|exemption|is waived|is free|is zero|is nil))(?: of [^.!?\\n]{1,20}?(?=[\\s.,!?]|$))?`,
      `(?:pay|deposit)${gap(20)}(?:a |the )?(?:refundable )?(?:fee|deposit) (?:of|before|to)`,
    ]),
    act: cue([
      'job|position|vacancy|work from home|employment|hired|recruit\\p{L}*|interview|onboarding|salary|loan|credit approved|visa|applicant',
    ]),
  },
  // Must not fire on: "Please bring your passport to the appointment." nor on the writer's own
  // papers the reader keeps: "Mum can you send me the photo of my passport page?"
  {
    type: 'credential_request',
    indicator: 'Asks for identity documents or bank details',
    severity: 'high',
    explanation:
      'Scammers ask for a photo of your passport or ID card, a selfie or your bank details to open accounts and take loans in your name. Share them only on an official website you opened yourself.',
    hook: cue([
      `(?<!never |not |don't |do not )(?:send|provide|upload|submit|share|attach|whatsapp|email)${gap(30)}(?:(?:a |the )?(?:copy|photo|picture|scan) of (?:your )?)?(?<!\\b(?:my|our|his|her|their) (?:[\\p{L}'’-]+ )?)(?:passport|id card|identity card|driving licen[cs]e|driver'?s licen[cs]e|selfie|bank (?:details|statement|account details)|aadhaa?r|pan card|ktp|kartu kredit)`,
      // The same in other languages: "envíanos una foto de tu pasaporte", "envie uma foto do seu
      // documento de identidade", "senden Sie uns ein Foto Ihres Personalausweises", "kirimkan foto
      // KTP"; not the writer's own papers ("una foto de mi pasaporte", "von meinem Ausweis",
      // "KTP saya") nor a warning never to send them.
      `(?<!(?:nunca|jamás|jamas|não|nao|jamais|nie|niemals|mai|nooit|jangan|asla|no|ne|non|niet) )(?:env[ií]a(?:nos|me)?|env[ií]e(?:nos|-nos)?|m[aá]nda(?:nos|me)?|mande(?:-nos)?|adjunta|anexe|envoyez(?:-nous|-moi)?|envoie(?:-nous|-moi)?|transmettez(?:-nous)?|senden sie|schicken sie|schick(?:e|t)?|invia(?:ci|mi|te)?|mandaci|mandami|stuur|kirim(?:kan|in|i)?|wy[sś]lij(?:cie)?|prze[sś]lij|g[oö]nderin|g[oö]nder)${NOT_NEGATED_GAP}(?<!\\b(?:mi|mis|meu|minha|meus|mon|ma|mes|mein\\p{L}*|mio|mia|miei|mijn|m[oó]j|moje\\p{L}*|benim) (?:[\\p{L}'’-]+ )?)(?:pasaporte|dni|documento (?:de|d'|di) identi\\p{L}+|carn[eé] de conducir|tarjeta bancaria|passaporte|carteira de identidade|cnh|passeport|pi[eè]ce d'identit[eé]|carte d'identit[eé]|permis de conduire|carte bancaire|reisepass\\p{L}*|personalausweis\\p{L}*|ausweis\\p{L}*|f[uü]hrerschein\\p{L}*|bankkarte|passaporto|carta d'identit[aà]|patente di guida|paspoort|identiteitskaart|id-kaart|rijbewijs|bankpas|ktp(?! (?:saya|aku|gue|ku)\\b)|paspor(?! (?:saya|aku|gue|ku)\\b)|kartu atm|buku tabungan|dow[oó]d\\p{L}* osobist\\p{L}*|paszport\\p{L}*|kimli[gğ]\\p{L}*|pasaport\\p{L}*|selfie)`,
    ]),
  },
  // Must not fire on: "Sorry, wrong number! I was trying to reach the dentist." (no befriending)
  {
    type: 'stranger_opener',
    indicator: 'A "wrong number" that turns into a new friendship',
    severity: 'medium',
    explanation:
      'Romance and investment scams often start with a message "sent to the wrong number" or a friendly "hello dear" from a stranger, who then keeps chatting, builds trust for weeks and finally brings up money or a trading app. Do not keep up a chat with a stranger who found you this way.',
    hook: cue([
      'wrong (?:number|person|contact)|(?:texted|messaged|sent (?:this|it|that|you)) (?:to )?the wrong|sorry (?:for|about) the mix-?up',
      '(?:hello|hi|hey|good (?:morning|evening|day|afternoon)) (?:my )?(?:dear|sweetheart|handsome|beautiful|darling)(?![\\p{L}])',
    ]),
    act: hooks.STRANGER_CHATS,
  },
  // Must not fire on: "Bitcoin rose 38% this week as traders bet on rate cuts, analysts said."
  {
    type: 'stranger_opener',
    indicator: 'An acquaintance’s "sure" investment profits and an offer to teach you',
    severity: 'high',
    explanation:
      'The "investment friend" scam: a new contact boasts of big, safe profits on a crypto or trading platform a relative or mentor showed them, and offers to teach you. The platform is fake; what you deposit cannot be withdrawn.',
    hook: cue([
      `(?:made|earned|earn|make|gained|got|profit(?:ed)?)${gap(30)}(?:\\d{1,3}(?:[.,]\\d)? ?%|(?:\\$|£|€) ?\\d[\\d,.]*|\\d[\\d,.]* ?(?:usdt|dollars|usd))${gap(50)}(?:crypto\\p{L}*|bitcoin|trading|forex|platform|investment|gold|futures|mining|options)`,
      `(?:crypto\\p{L}*|bitcoin|trading|forex|investment|mining) (?:platform|app|site|account)${gap(50)}(?:made|earned|profit\\p{L}*|returns?)${gap(20)}(?:\\d{1,3} ?%|(?:\\$|£|€) ?\\d)`,
      // The market named first: "today's BTC contract signal in our group. Last week members made 38%".
      `(?:crypto\\p{L}*|bitcoin|btc|usdt|trading|forex|futures|contract|stock) (?:signals?|tips?|picks?)[^\\n]{0,80}?(?:made|earned|gained|profit\\p{L}*)${gap(20)}(?:\\d{1,3}(?:[.,]\\d)? ?%|(?:\\$|£|€) ?\\d)`,
      hooks.INCOME_FROM_TRADING,
    ]),
    act: cue([
      `(?:i|we)(?: (?:can|could|will|'ll|would)|['’]ll) (?:teach|show|guide|help|mentor|introduce) (?:you|u)|teach (?:you|u) (?:step by step|how)|(?:my|an?) (?:uncle|aunt|auntie|cousin|brother|sister|mentor|teacher|friend|analyst|professor)${gap(30)}(?:showed|taught|told|introduced|helped|works|is an?)|(?:start|begin) with (?:only |just )?(?:\\$|£|€|\\d)|very safe|no risk|risk[- ]free`,
    ]),
  },
  // Must not fire on a wallet maker's advice: "Ledger will never ask you for your 24-word recovery
  // phrase: not by e-mail, not by phone and not on any website."
  {
    type: 'credential_request',
    indicator: 'A crypto-wallet "update" that wants your recovery phrase or wallet',
    severity: 'high',
    explanation:
      'Whoever has your recovery (seed) phrase owns your crypto. Fake wallet "firmware updates", "security notices" and "validations" ask you to type the phrase or connect your wallet on their page; wallet makers never ask for it and update only through their own app.',
    hook: cue([
      `(?:firmware|wallet) (?:update|upgrade|version|verification|validation|synchroni[sz]ation|migration|notice)|(?:ledger|trezor|metamask|meta mask|trust ?wallet|coinbase wallet|phantom|exodus) (?:users?|holders?|customers?|owners?|device|nano|live|account)|(?:your )?(?:wallet|crypto)${gap(30)}(?:at risk|compromised|suspended|restricted|frozen|flagged)`,
    ]),
    act: cue([
      '(?:recovery|seed|secret|backup|mnemonic) (?:phrase|words?)|\\d{2}[- ]word|private key|(?:connect|sync|synchroni[sz]e|validate|verify|link|import|restore) (?:your )?wallet|get started|(?:start|begin|complete) (?:the )?update|update now',
    ]),
    unless: cue([
      "never (?:ask|share|type|enter|give|request)|(?:do not|don't|nobody|no one) (?:should )?(?:share|type|enter|give|ask)|anyone who asks|scammers?|phishing|fraudsters?",
    ]),
  },
  // Must not fire on news: "The Arbitrum airdrop drew 600,000 wallets; some users could not claim."
  {
    type: 'prize_scam',
    indicator: 'A crypto airdrop you must connect your wallet to claim',
    severity: 'high',
    explanation:
      'Free-token "airdrops" addressed to you are bait: the claim page asks you to connect your wallet and approve a transaction, which empties it.',
    hook: cue([
      `(?:you|your wallet|your address)${gap(40)}(?:eligible|whitelisted|selected|qualified|allocated|entitled)${gap(40)}(?:airdrop|tokens?|nfts?|coins?|rewards?)`,
      `(?:airdrop|tokens?|nfts?|coins?)${gap(40)}(?:reserved|allocated|waiting|unclaimed|available) (?:for|to|in) (?:you|your)`,
    ]),
    act: cue(['connect (?:your )?wallet|claim|link your wallet|wallet address', LINK]),
  },
  // Must not fire on: "Your Spotify Premium plan renewed on 3 May and £11.99 was charged to your
  // Visa. You can change or cancel your plan at any time in your account settings." (no number),
  // nor a dentist's policy: "Late cancellations may be charged £25" (a charge that may come).
  {
    type: 'refund_lure',
    indicator: 'A charge you did not make, with a number to call or a key to press to cancel it',
    severity: 'high',
    explanation:
      'Callback scams send a fake invoice or renewal for a large sum and a phone number to "cancel" or get a refund. The person who answers asks for remote access to your computer or your bank details. Check charges in your own account or bank app; never call a number from such a message.',
    hook: cue([
      `(?:subscription|membership|plan|licen[cs]e|order|invoice|renewal|protection|antivirus|purchase)${gap(60)}(?:renewed|charged|debited|deducted|billed|processed|auto-?renewed|confirmed|authori[sz]ed|placed|made)|amounting to (?:\\$|£|€|usd) ?\\d[\\d,.]*|(?<!(?:may|might|could) be )(?:charged|charging|debited|deducted|billed|authori[sz]ed)${gap(30)}(?:\\$|£|€|usd|rs\\.?) ?\\d[\\d,.]*|(?:a )?charge of (?:\\$|£|€|usd|rs\\.?) ?\\d[\\d,.]*|(?:auto-?)?renew(?:s|ed|al)?${gap(30)}(?:\\$|£|€|usd) ?\\d[\\d,.]*`,
    ]),
    // A number to call ("call", "dial", "can be reached at"), or on a recorded call the key to
    // press to be put through ("If you did not authorise this order, press 1") ...
    act: cue([
      `(?:call|contact|reach|reached|dial|phone|ring)${gap(40)}(?:\\+?\\(?\\d[\\d ().-]{7,16}\\d|toll[- ]free)`,
      'press (?:\\d|one|two|nine|zero)\\b',
    ]),
    // ... and a reason to call it: to cancel, for a refund, or "if this was not you".
    also: cue([
      `to cancel|cancel\\p{L}*|refund|dispute|not authori[sz]ed|unauthori[sz]ed|if (?:you )?(?:did ?n[o']?t|do not|don't)|if you have(?: not|n't) (?:made|authori[sz]ed|placed|done)|if${gap(30)}(?:not|n't) (?:been )?(?:made|done|authori[sz]ed|placed|by you|you)`,
    ]),
  },
  // Must not fire on a wire report: "Georgia officials again rejected claims that the election was
  // stolen, saying recounts found no evidence of fake ballots."
  {
    type: 'conspiracy_framing',
    indicator: 'Says an election was stolen or rigged, with no evidence named',
    severity: 'high',
    explanation:
      'Claims that an election was stolen or decided by "millions of fake ballots" have been tested in recounts, audits and courts wherever they were made. A post that asserts it without naming a court ruling or an official audit you can read is spreading a story, not evidence.',
    hook: cue([
      "(?:millions|thousands|hundreds of thousands|tens of thousands) of (?:fake|illegal|fraudulent|phony|forged|bogus|dead people'?s?|dead) (?:ballots|votes|voters)",
      `(?:stole|rigged|stealing|rigging|stolen) (?:the|this|our|an?|that) (?:election|vote|count)|(?:election|vote|votes|ballot count|count)${gap(20)}(?:was|were|is|got|been|being) (?:stolen|rigged|fixed|hijacked)`,
    ]),
    weakHook: cue([
      `(?:stole|rigged|stealing|rigging|stolen) (?:the|this|our|an?|that) (?:election|vote|count)|(?:election|vote|votes|ballot count|count)${gap(20)}(?:was|were|is|got|been|being) (?:stolen|rigged|fixed|hijacked)`,
    ]),
    unless: cue([
      'false(?:ly)?|baseless|unfounded|debunked|no evidence|without evidence|rejected|dismissed|disproved|myth|conspiracy theor\\p{L}*|claims? (?:that|of)|alleg\\p{L}*|accus\\p{L}*|fact[- ]check\\p{L}*',
      // Reported speech: "he would not accept the election if he felt it was rigged, he said".
      'said|says|told (?:reporters|supporters|a rally)|according to|if (?:he|she|they|it|we) (?:felt|feels|thinks|thought|believes?|believed)|whether',
    ]),
  },
  // Indonesian prize and transfer scams (SMS "penipuan"): must not fire on "Selamat pagi, rapat jam 9."
  {
    type: 'prize_scam',
    indicator: 'Prize, lottery or "you have won"',
    severity: 'high',
    explanation:
      'You cannot win a draw you never entered. "You have won" messages are bait: the next step is a fee, your bank details or a call.',
    hook: cue([
      '(?:mendapatkan|mendapat|mendpt|mndpt|mndapatkan|m-dpt|men-dpt|men-dptkan|dapat|memenangkan)\\s+(?:[\\p{L}\\p{N}]+\\s+){0,3}(?:hadiah|cek|uang tunai|mobil|motor)|pemenang|pengundian',
    ]),
    act: cue(['hadiah|pin|klik|info|hub|hubungi|kode|cek']),
  },
  {
    type: 'payment_request',
    indicator: 'Asks for a money transfer',
    severity: 'medium',
    explanation:
      'A message from an unknown sender asking you to transfer money to an account is a common scam; check with the person through a number you already have.',
    // Not a friend's own account ("ke rekening BCA aku", "rekeningku") nor the reader's, where the
    // money comes to them ("Uangnya aku transfer ke rekening kamu"): a scam's is "this one" or a
    // named holder's.
    hook: cue([
      `(?:transfer|ditransfer|kirim|kirimkan|kirimin)\\s+(?:\\p{L}+\\s+){0,4}(?:ke\\s+)?(?:rekening|rek\\b|no\\.? ?rek)${NOT_MINE}`,
      `rekening(?:nya)?\\s+(?:bank\\s+)?(?:bri|bca|bni|mandiri)${NOT_MINE}`,
    ]),
    // A transfer the writer reports done: "aku udah transfer uang SPP ke rekening sekolah",
    // "bukti transfernya aku kirim".
    unless: cue([
      '(?:udah|sudah|sdh|dah|telah|barusan|baru aja|baru saja) (?:aku |saya |gue |gw )?(?:transfer|ditransfer|kirim|dikirim|tf)|bukti (?:transfer|tf)\\p{L}*',
      // The account paid before: "nomor rekening sama seperti biasa", "rekening yang biasa".
      '(?:sama )?(?:seperti|kayak|kaya) biasa|rekening (?:yang )?biasa',
      // The school's own account, as its circular gives it: "ke rekening sekolah yang ada di
      // surat edaran".
      'rekening (?:resmi )?(?:sekolah|komite sekolah|koperasi sekolah)|(?:ada|tercantum) (?:di|pada|dalam) surat edaran',
    ]),
  },
];
