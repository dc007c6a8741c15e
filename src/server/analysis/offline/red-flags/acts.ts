/**
 * Red flags for what a scam does, not for the words it happens to use: each rule needs two parts
 * close together (what it threatens or promises, and what it asks you to do), so a text that only
 * mentions an account, a parcel or a refund never fires. Each rule names the legitimate text it
 * must not fire on; red-flag-acts.test.ts holds those texts.
 */
import type { RedFlagType, Severity } from '../../../../shared';
import { allMatches, cue, firstMatch, gap, type Span } from '../../knowledge/patterns';

export interface ActRule {
  type: RedFlagType;
  indicator: string;
  severity: Severity;
  explanation: string;
  /** What the message threatens or promises (quoted in the flag). */
  hook: RegExp;
  /** What it asks the reader to do; must occur within ACT_WINDOW characters of the hook (none: the hook is the request). */
  act?: RegExp;
  /** Hooks that also occur in honest notices: with them the flag is one level lower. */
  weakHook?: RegExp;
  /** Near the hook, this makes it advice or a report (a "never share" notice, a denial). */
  unless?: RegExp;
  /** A second thing that must also be near the hook (a reason to call as well as a number). */
  also?: RegExp;
}

/** How far apart the hook and the request may be (about two sentences). */
export const ACT_WINDOW = 220;
const MAX_HOOKS = 10;

/** A web address: "https://…", "www.…" or a bare host with a common ending and a path or end. */
const LINK =
  '(?:https?\\s?:?\\s?/\\s?/ ?|www\\.)[\\p{L}\\p{N}-]{1,63}(?:\\.[\\p{L}\\p{N}-]{1,63}){0,6}|[a-z0-9-]{2,40}\\.(?:com|net|org|info|io|me|co|us|uk|in|xyz|top|link|ly|gy|cc|app|site|online|support|help|live|report|legal)(?=/|\\s|$)';

/** Asking the reader to act through a link, a log-in, a call or a reply. */
const ACT_ON_IT = cue([
  '(?:recover|retrieve|release|restore|fix|resolve)(?: (?:your|the|pending|held|incoming))? (?:messages|mails|e-?mails|message delivery|delivery)|(?:click|tap|press)|log ?in|login|sign ?in|(?:verify|validate|confirm|update|upgrade|re-?activate|restore|authenticate|re-?confirm|unlock)(?! (?:that|whether|if))|follow (?:the|this) (?:link|url|steps)|visit|call (?:us|our|the|customer|now|immediately|\\d)|contact (?:us|our|customer)|reply|download|open the (?:link|attachment)|proceed|kindly',
  // A bare link after the threat is the request.
  LINK,
]);
const PAY_OR_ACT = cue([
  'pay|payment|settle|settlement|click|tap|visit|follow (?:the|this) link|reschedule|schedule|confirm|update|arrange|release|continue',
]);

// Legitimate text these must not fire on (tests hold each):
// - "Your card ending 4821 was used for £23.40 at TESCO STORES. If this wasn't you, call us on
//   the number on the back of your card. We will never ask for your PIN." (no loss threatened)
// - "Your subscription renews on 5 June; you can change it in Settings." (no loss, no link push)
// - "Our office will be closed on Monday; call us on Tuesday." (an office, not your account)
const ACCOUNT =
  '(?:account|a/?c|acc|mailbox|e-?mail(?: account| address)?|password|card|access|membership|subscription|profile|kyc|bvn|wallet|sim(?: card)?|apple id|online banking|internet banking)';
const BEING =
  '(?:(?:will|would|has|have|had|is|are|was|were|being|be|been|get|gets|got|getting|now|currently|temporarily|permanently|soon) ){0,3}';
const SEVERE =
  '(?:suspend(?:ed)?|block(?:ed)?|lock(?:ed)?|clos(?:e|ed)|deactivat(?:e|ed)|de-?activat(?:e|ed)|disabl(?:e|ed)|terminat(?:e|ed)|delet(?:e|ed)|restrict(?:ed)?|frozen|freez(?:e|ing)|revok(?:e|ed)|compromised|unverified|cancell?ed)';
const SOFT =
  '(?:expir(?:e|ed|es|ing)|limited|on hold|outdated|full|exceeded|almost full|running out)';

export const ACT_RULES: readonly ActRule[] = [
  {
    type: 'account_lure',
    indicator: 'Says your account will be lost unless you act',
    severity: 'high',
    explanation:
      'Phishing messages say your account, card or mailbox is blocked, suspended or about to expire, then push you to a link, a log-in or a call to "fix" it. Your bank or e-mail provider will show real problems when you open its app or website yourself.',
    hook: cue([
      `(?:your|ur|the|this|you)${gap(30)}${ACCOUNT}${gap(40)}${BEING}(?:${SEVERE}|${SOFT})`,
      `(?:${SEVERE}|${SOFT}) (?:your|ur) ${ACCOUNT}`,
      `(?:mailbox|storage|quota|inbox)${gap(30)}(?:full|exceeded|almost full|running out|limit)`,
      `(?:pending|undelivered|held|holding|on hold|blocked|returned|rejected|bounced)${gap(12)}(?:incoming )?(?:messages?|mails?|e-?mails?)|(?:incoming )?(?:messages?|mails?|e-?mails?)${gap(20)}(?:are |were |have been |be )?(?:pending|on hold|held|undelivered|returned|rejected|bounced)|stopped receiving (?:incoming )?(?:messages|mails|e-?mails)`,
      `to avoid (?:your |the )?(?:${ACCOUNT} |service |services )?(?:being )?(?:suspen\\p{L}*|deactivat\\p{L}*|terminat\\p{L}*|clos(?:ure|ed|ing)|block\\p{L}*|interruption|losing|loss of|disconnect\\p{L}*|delet\\p{L}*|restrict\\p{L}*)`,
    ]),
    weakHook: cue([`${ACCOUNT}${gap(40)}${BEING}${SOFT}`, `${SOFT} (?:your|ur) ${ACCOUNT}`]),
    act: ACT_ON_IT,
  },
  // Must not fire on: "I've attached the minutes of Tuesday's meeting; comments by Friday please."
  {
    type: 'document_lure',
    indicator: 'A "shared document" or "secure message" you must log in to open',
    severity: 'medium',
    explanation:
      'Fake "you have a shared file" or "secure message" notices lead to a copy of a log-in page that steals your password. If you expect a file, open the service yourself rather than the link.',
    hook: cue([
      '(?:shared|sent) (?:you )?(?:a |some |an |the )?(?:files?|documents?|invoices?|e-?documents?|pdf)(?: with you)?|(?:secure|encrypted|protected|pending) (?:messages?|documents?|files?)|(?:new|unread) (?:secure )?(?:voice ?mail|fax|e-?fax)',
    ]),
    // The button of a pasted e-mail ("Review now", "View message") is the request.
    act: cue([
      '(?:view|open|download|access|read|retrieve|get|review) (?:the |your |this )?(?:files?|documents?|messages?|e-?documents?|pdf|fax|voice ?mail)|click to (?:view|open|read|download)|log ?in to (?:view|open|read|access)|sign ?in to (?:view|open|read|access)|(?:review|view|read|open) now',
    ]),
  },
  // Must not fire on: "Thanks for signing up. Please confirm your email address to get our weekly
  // newsletter." (a sign-up confirmation asks to confirm, but threatens nothing and sends nowhere odd)
  {
    type: 'credential_request',
    indicator: 'Asks you to verify your account or e-mail through a link',
    severity: 'medium',
    explanation:
      'A message that asks you to verify, update or re-confirm your account, mailbox or details by link, and warns of trouble if you do not, leads to a copy of a log-in page. Open the service yourself to check.',
    hook: cue([
      `(?:verify|confirm|update|validate|re-?validate|re-?confirm|authenticate|upgrade) (?:your|ur|the) (?:e-?mail(?: account)?|mail ?box|mail account|account|billing|payment (?:details|information)|log ?in|login|ownership|identity|profile|credentials)`,
    ]),
    // The warning of what happens otherwise, or the push to do it now: a sign-up confirmation has
    // neither ("Please confirm your email address to get our weekly newsletter").
    act: cue([
      '(?:suspend|block|lock|clos|deactivat|terminat|delet|restrict|interrupt|disabl|expir)\\p{L}*|los(?:e|ing) (?:access|your)|unable to (?:send|receive|access|log)|will be (?:removed|lost|limited)',
      '(?:verify|confirm|validate|update) now|(?:immediately|urgently)|failure to|to (?:continue|keep) (?:using|receiving|enjoying|access\\p{L}*)|to avoid',
    ]),
  },
  // Must not fire on an IT notice that asks nothing: "Mailboxes move to the new server this
  // weekend; you do not need to do anything." (no click, link, form or log-in)
  {
    type: 'account_lure',
    indicator: 'A mailbox "upgrade" or "validation" you must click through',
    severity: 'medium',
    explanation:
      'Fake IT-desk notices say your mailbox is being upgraded, migrated, validated or given more space and send you to a link or a form, which is a copy of your e-mail log-in page. Your IT department does not need your password; ask them directly.',
    hook: cue([
      `(?:upgrad\\p{L}*|migrat\\p{L}*|validat\\p{L}*|expand\\p{L}*|increas\\p{L}*|deactivat\\p{L}*|verif\\p{L}*)${gap(40)}(?:mailbox(?:es)?|mail ?box(?:es)?|e-?mail accounts?|webmail|e-?mail (?:server|service|quota|storage)|mail quota)|(?:mailbox(?:es)?|webmail|e-?mail accounts?)${gap(40)}(?:upgrad\\p{L}*|migrat\\p{L}*|validat\\p{L}*|quota|storage|deactivat\\p{L}*|verif\\p{L}*)`,
    ]),
    act: cue([
      `click\\p{L}*|(?:the|this|following) link|link below|follow(?:ing)? (?:the|this) link|fill (?:in|out) (?:the|this) form|submit|(?:log|sign) ?in (?:to|with|using)|${LINK}`,
    ]),
    unless: cue(["(?:do not|don't|not) need to do anything|no action (?:is )?(?:needed|required)"]),
  },
  // Must not fire on a colleague's note: "I have updated your access to the shared drive; the link
  // is in the wiki." (nothing asks you to type anything in through the link)
  {
    type: 'credential_request',
    indicator: 'Asks you to update or verify your details through a link',
    severity: 'medium',
    explanation:
      'Messages that ask you to update, verify or "secure" your details, mailbox or account through a link or a button lead to a copy of a log-in page. Open the service yourself, by its app or an address you type, to see whether anything needs doing.',
    hook: cue([
      `(?:update|verify|confirm|validate|re-?validate|re-?confirm|secure|authenticate)${gap(12)}(?:your|ur)${gap(20)}(?:information|info|details|detail|account|e-?mail(?: address)?|mailbox|password|credentials|profile|access|data)`,
      `(?:log ?in|sign ?in|log ?on)(?: to| into)? (?:your|ur) (?:account|mailbox|e-?mail|online banking)`,
    ]),
    act: cue([
      `(?:link|button) (?:below|above)|(?:the|this) (?:secure |following )?link|click (?:here|below|on)|follow(?:ing)? (?:the|this) link|(?:verify|update|confirm|validate) now|${LINK}`,
    ]),
  },
  // Must not fire on: "HSBC: Your card ending 4821 was used for £23.40 at TESCO STORES. If you
  // don't recognise this payment, call us on the number on the back of your card." (a real alert
  // sends you to the number you already have, not to a link)
  {
    type: 'account_lure',
    indicator: 'A payment alert that sends you to a link',
    severity: 'medium',
    explanation:
      'Fake fraud alerts describe a payment you did not make and give a link to "cancel" it, which leads to a copy of your bank’s log-in page. Banks ask you to call the number on your card or to open their app.',
    hook: cue([
      '(?:transaction|payment|charge|purchase|order) of[^.!?\\n]{1,60}|(?:was|has been|were) (?:charged|debited|used|made|approved|authori[sz]ed)[^.!?\\n]{0,60}',
    ]),
    // "If this wasn't you" and a link in the same sentence: the link is the way out it offers.
    act: cue([
      `(?:if (?:this )?(?:was |is )?(?:not|n't) (?:you|done by you|made by you)|if (?:you|u) did(?:n't| not)|unauthori[sz]ed|not done by you)${gap(60)}(?:${LINK})`,
    ]),
  },
  // Must not fire on: "The court ruled that the beneficiary of the trust was her nephew."
  {
    type: 'fee_request',
    indicator: 'A fortune from a stranger',
    severity: 'high',
    explanation:
      'Messages offering you an inheritance, an unclaimed payment or millions to "transfer" are advance-fee scams: next come fees, taxes or your bank details, and the fortune never arrives.',
    hook: cue([
      '(?:unclaimed|dormant) (?:bequest|inheritance|funds?|payment|deposit|consignment)|(?:assigned|next of kin|sole) beneficiary|(?:have|has) [\\d.,]+ ?(?:m|million|milion|mn) (?:dollars|usd|euros?|pounds|gbp)(?: to (?:transfer|give|donate))?|inheritance (?:fund|claim|transfer)',
    ]),
    act: cue(['contact|email|e-mail|reply|call|whatsapp|send|@']),
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
      '(?:pending|outstanding|unclaimed) (?:payment|refund|transfer|funds)|(?:issued?|credited?|approved?|released?) (?:a |the )?(?:payment|grant|refund) of',
      'entitled to (?:claim )?(?:compensation|a refund|a payment|a rebate)',
    ]),
    act: cue([
      'claim|submit (?:a |your )?(?:request|form|claim)|(?:click|tap|visit|follow)|complete (?:the|your) (?:form|application)|fill (?:in|out|your)|apply|proceed|call|reply',
      LINK,
    ]),
  },
  // Must not fire on: "Earn points on every purchase; see your balance in the app."
  {
    type: 'prize_scam',
    indicator: 'Reward points or a prize you must claim now',
    severity: 'medium',
    explanation:
      'Messages saying your reward points are about to expire, or that you came first in a draw, use the prize as bait for a fake payment page or a "release fee".',
    hook: cue([
      `(?:reward|bonus|loyalty|credit card|debit card)? ?points?${gap(30)}(?:worth|expire|expiring|will expire|redeem)`,
      'lucky (?:draw|winner|customer)|(?:1st|first|2nd|second|3rd|third) prize|bumper (?:prize|draw)|(?:you|u) (?:have|has|are|r|be) (?:win|winner|a winner)',
      `(?:selected|chosen) as (?:a|the|today'?s|our) (?:lucky )?winner|(?:you|u) (?:came|come|finished|finish|placed) (?:1st|first|2nd|second|3rd|third)|` +
        `(?:has|have|had) won${gap(8)}[\\d][\\d,.]{2,}(?: ?-)? ?(?:usd|inr|gbp|eur|dollars|pounds|euros|rs|rupees|lakhs?|crores?)|(?:your|ur) (?:number|mobile|phone|e-?mail|sim|ticket|entry)${gap(12)}(?:has |have )?won|(?:a|the) [\\d,.]{3,15} winner|winner of${gap(30)}(?:prize|draw|promo|lottery|award)|(?:selected|chosen) (?:to (?:receive|win|stay)|for (?:a|the) (?:prize|reward|gift))`,
    ]),
    act: cue([
      'redeem|convert|claim|collect|click|tap|visit|call|contact|pay|charge|fee|deposit|register|see what (?:you|u) (?:won|win)|send (?:your )?(?:name|full name|details)|reply (?:to|with)',
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
      '(?:nomor|no|no\\.|nmr) ?(?:\\p{L}{1,6} )?(?:baru(?:ku|nya|mu)?|hp baru)|pake no(?:mor)? (?:teman|temen|orang)|(?:isi|isikan|isiin|belikan|beliin|kirimkan|kirimin|kirim)(?: dulu| dl| dlu)? pulsa(?: ?\\d{1,3} ?(?:rb|ribu|rebu|k))?',
    ]),
    act: cue([
      'send|transfer|pay (?:a|the|this|my|for)|lend|borrow|money|cash|bill|invoice|£|\\$|€|bank details|account number|pulsa\\p{N}*(?:rb|k)?|kirim\\p{L}*|uang|rekening|beli\\p{L}*',
    ]),
  },
  // Must not fire on: "The interview is on Monday; there is no fee of any kind to apply."
  // The fee is quoted (it is the scam); the job or loan is what it must be near.
  {
    type: 'fee_request',
    indicator: 'A job or loan that costs a fee',
    severity: 'high',
    explanation:
      'Real employers and lenders do not charge registration, training, processing or "security" fees up front. Paying first is the scam.',
    hook: cue([
      `(?<!no |without |free of )(?:registration|processing|training|application|joining|security|onboarding|activation|insurance|visa|kit|release|clearance|approval|disbursement) (?:fee|charge|deposit|payment)(?: of [^.!?\\n]{1,20}?(?=[\\s.,!?]|$))?`,
      `(?:pay|deposit)${gap(20)}(?:a |the )?(?:refundable )?(?:fee|deposit) (?:of|before|to)`,
    ]),
    act: cue([
      'job|position|vacancy|work from home|employment|hired|recruit\\p{L}*|interview|onboarding|salary|loan|credit approved|visa|applicant',
    ]),
  },
  // Must not fire on: "Please bring your passport to the appointment."
  {
    type: 'credential_request',
    indicator: 'Asks for identity documents or bank details',
    severity: 'high',
    explanation:
      'Scammers ask for a photo of your passport or ID card, a selfie or your bank details to open accounts and take loans in your name. Share them only on an official website you opened yourself.',
    hook: cue([
      `(?<!never |not |don't |do not )(?:send|provide|upload|submit|share|attach|whatsapp|email)${gap(30)}(?:(?:a |the )?(?:copy|photo|picture|scan) of (?:your )?)?(?:passport|id card|identity card|driving licen[cs]e|driver'?s licen[cs]e|selfie|bank (?:details|statement|account details)|aadhaa?r|pan card|ktp|kartu kredit)`,
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
      'wrong (?:number|person|contact)|(?:texted|messaged|sent (?:this|it|that|you)) (?:to )?the wrong',
      '(?:hello|hi|hey|good (?:morning|evening|day|afternoon)) (?:my )?(?:dear|sweetheart|handsome|beautiful|darling)(?![\\p{L}])',
    ]),
    act: cue([
      "(?:nice|glad|happy|pleasure|lovely) to (?:meet|know|chat with) (?:you|u)|(?:where|which (?:country|city)) are (?:you|u) from|my name is|may i (?:know|ask) (?:your|who)|can we (?:be|become) friends|(?:it'?s|must be) (?:fate|destiny)|(?:i'?m|i am) an? [\\p{L} ]{3,30} (?:living|based|working) in|what do you do for (?:a )?(?:living|work)",
    ]),
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
    ]),
    act: cue([
      `(?:i|we) (?:can|could|will|'ll|would) (?:teach|show|guide|help|mentor|introduce) (?:you|u)|teach (?:you|u) (?:step by step|how)|(?:my|an?) (?:uncle|aunt|auntie|cousin|brother|sister|mentor|teacher|friend|analyst|professor)${gap(30)}(?:showed|taught|told|introduced|helped|works|is an?)|(?:start|begin) with (?:only |just )?(?:\\$|£|€|\\d)|very safe|no risk|risk[- ]free`,
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
  // Visa. You can change or cancel your plan at any time in your account settings." (no number)
  {
    type: 'refund_lure',
    indicator: 'A charge you did not make, with a number to call to cancel it',
    severity: 'high',
    explanation:
      'Callback scams send a fake invoice or renewal for a large sum and a phone number to "cancel" or get a refund. The person who answers asks for remote access to your computer or your bank details. Check charges in your own account or bank app; never call a number from such a message.',
    hook: cue([
      `(?:subscription|membership|plan|licen[cs]e|order|invoice|renewal|protection|antivirus|purchase)${gap(60)}(?:renewed|charged|debited|deducted|billed|processed|auto-?renewed|confirmed|authori[sz]ed)|(?:charged|debited|deducted|billed|authori[sz]ed)${gap(30)}(?:\\$|£|€|usd|rs\\.?) ?\\d[\\d,.]*|(?:a )?charge of (?:\\$|£|€|usd|rs\\.?) ?\\d[\\d,.]*|(?:auto-?)?renew(?:s|ed|al)?${gap(30)}(?:\\$|£|€|usd) ?\\d[\\d,.]*`,
    ]),
    // A number to call ("call", "dial", "can be reached at") ...
    act: cue([
      `(?:call|contact|reach|reached|dial|phone|ring)${gap(40)}(?:\\+?\\(?\\d[\\d ().-]{7,16}\\d|toll[- ]free)`,
    ]),
    // ... and a reason to call it: to cancel, for a refund, or "if this was not you".
    also: cue([
      `to cancel|cancel\\p{L}*|refund|dispute|not authori[sz]ed|unauthori[sz]ed|if (?:you )?(?:did ?n[o']?t|do not|don't)|if${gap(30)}(?:not|n't) (?:been )?(?:made|done|authori[sz]ed|placed|by you|you)`,
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
    hook: cue([
      '(?:transfer|ditransfer|kirim|kirimkan|kirimin)\\s+(?:\\p{L}+\\s+){0,4}(?:ke\\s+)?(?:rekening|rek\\b|no\\.? ?rek)',
      'rekening(?:nya)?\\s+(?:bank\\s+)?(?:bri|bca|bni|mandiri)',
    ]),
  },
];

export interface ActHit {
  rule: ActRule;
  span: Span;
  severity: Severity;
}

const LOWER: Record<Severity, Severity> = { high: 'medium', medium: 'low', low: 'low' };
const SEVERE_RE = new RegExp(SEVERE, 'iu');

/** Each rule's strongest hook that has its request close by (the first of equals), quoted. */
export function detectActs(text: string): ActHit[] {
  const out: ActHit[] = [];
  for (const rule of ACT_RULES) {
    let best: ActHit | null = null;
    for (const hook of allMatches(rule.hook, text, MAX_HOOKS)) {
      // Act rules read sentences, not addresses: "/update-your-account" in a link is the link
      // rules' business (must not fire on "twitter.com/…/update-your-twitter-profile").
      if (!/\s/u.test(hook.text) && /[-_/]/u.test(hook.text)) continue;
      const from = Math.max(0, hook.start - ACT_WINDOW);
      const window = text.slice(from, Math.min(text.length, hook.end + ACT_WINDOW));
      if (rule.act && !firstMatch(rule.act, window)) continue;
      if (rule.unless && firstMatch(rule.unless, window)) continue;
      if (rule.also && !firstMatch(rule.also, window)) continue;
      const weak = rule.weakHook
        ? firstMatch(rule.weakHook, hook.text) !== null && !SEVERE_RE.test(hook.text)
        : false;
      const severity = weak ? LOWER[rule.severity] : rule.severity;
      if (!best || (best.severity !== rule.severity && severity === rule.severity))
        best = { rule, span: hook, severity };
      if (severity === rule.severity) break;
    }
    if (best) out.push(best);
  }
  return out;
}
