/**
 * The meaning classes read in other languages (issue 33 item 4), each anchored on English words:
 * scripts/knowledge/generate-meaning-classes.ts looks every anchor up in Debian's FreeDict
 * English-to-X dictionaries, and looks for X words whose English gloss is an anchor in the X-to-
 * English ones; the candidates are then pruned by hand (meaning-class-pruning.ts). The anchors
 * name the meaning; the dictionaries supply the words.
 */

/** Class name -> the English words that carry it (lemmas; no inflected forms needed). */
export const CLASS_ANCHORS: Record<string, readonly string[]> = {
  // What the message asks the reader to do.
  pay: ['pay', 'payment', 'remit', 'settle', 'transfer', 'deposit'],
  verify: ['verify', 'confirm', 'validate', 'authenticate', 'update', 'verification'],
  click: ['click', 'tap', 'press'],
  // What it asks for or is about.
  fee: ['fee', 'charge', 'cost', 'surcharge', 'postage'],
  penalty: ['penalty', 'fine', 'fined'],
  money: ['money', 'cash', 'amount', 'sum'],
  code: ['code', 'passcode'],
  password: ['password', 'login', 'credentials'],
  card: ['card', 'credit card'],
  link: ['link', 'website', 'web site', 'hyperlink'],
  account: ['account'],
  bank: ['bank', 'banking'],
  phone: ['phone', 'telephone', 'mobile', 'cellphone', 'number'],
  // Pretexts.
  parcel: ['parcel', 'package', 'shipment', 'consignment'],
  deliver: ['deliver', 'delivery', 'courier', 'redeliver', 'ship'],
  toll: ['toll', 'motorway', 'highway', 'tollgate'],
  tax: ['tax', 'taxes', 'customs', 'revenue', 'duty'],
  refund: ['refund', 'reimburse', 'reimbursement', 'repay', 'cashback'],
  blocked: [
    'block',
    'blocked',
    'suspend',
    'suspended',
    'lock',
    'locked',
    'freeze',
    'deactivate',
    'disable',
    'restrict',
    'cancel',
  ],
  urgent: [
    'urgent',
    'urgently',
    'immediately',
    'expire',
    'expired',
    'deadline',
    'hurry',
    'promptly',
  ],
  prize: ['prize', 'reward', 'gift', 'bonus', 'lottery', 'jackpot', 'voucher'],
  win: ['win', 'winner', 'won'],
  job: [
    'job',
    'work',
    'salary',
    'vacancy',
    'employment',
    'recruit',
    'wage',
    'commission',
    'part-time',
  ],
  investment: [
    'invest',
    'investment',
    'profit',
    'trading',
    'dividend',
    'shares',
    'stock exchange',
    'return',
  ],
  loan: ['loan', 'lend', 'borrow', 'credit', 'mortgage'],
  police: [
    'police',
    'policeman',
    'court',
    'arrest',
    'warrant',
    'lawyer',
    'judge',
    'jail',
    'prison',
    'bail',
    'prosecutor',
    'lawsuit',
  ],
  family: [
    'mother',
    'mom',
    'mum',
    'father',
    'dad',
    'son',
    'daughter',
    'grandmother',
    'grandfather',
    'grandson',
    'granddaughter',
    'brother',
    'sister',
    'child',
    'parents',
    'aunt',
    'uncle',
    'grandma',
    'grandpa',
  ],
  // Genres of genuine look-alikes.
  appointment: ['appointment', 'consultation', 'reminder'],
  pharmacy: ['pharmacy', 'prescription', 'chemist', 'medicine'],
};

/** Words every language writes the same way: added to each language's class as they are. */
export const SHARED_WORDS: Record<string, readonly string[]> = {
  code: ['otp', 'pin', 'token'],
  link: ['link', 'url'],
  investment: ['crypto', 'bitcoin', 'btc', 'usdt', 'forex', 'trading'],
  bank: ['bank'],
  phone: ['whatsapp', 'telegram', 'sms'],
};
