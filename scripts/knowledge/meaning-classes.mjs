// The meaning classes that scripts/knowledge/generate-meaning-lexicon.mjs expands from WordNet 3.1
// into resources/model/meaning-lexicon.json: each class names a few anchor senses (a lemma and its
// WordNet lexicographer file); WordNet supplies the synonyms and more specific words. Kept apart
// from the generator so the list of meanings reads on its own.

// WordNet lexicographer files (lexnames): which part of the vocabulary a sense belongs to.
export const LEX = {
  'noun.act': 4,
  'noun.artifact': 6,
  'noun.communication': 10,
  'noun.group': 14,
  'noun.person': 18,
  'noun.possession': 21,
  'noun.state': 26,
  'verb.change': 30,
  'verb.cognition': 31,
  'verb.communication': 32,
  'verb.competition': 33,
  'verb.consumption': 34,
  'verb.contact': 35,
  'verb.creation': 36,
  'verb.motion': 38,
  'verb.possession': 40,
  'verb.social': 41,
};

/**
 * Meaning classes: [class, part of speech, [[lemma, lexicographer file, words of the sense's
 * definition (to pick one sense of a word with several in one file), levels down (0: synonyms
 * only, for a sense whose more specific words stray)], ...]].
 */
export const CLASSES = [
  // What a message may ask the reader to do.
  [
    'pay',
    'v',
    [
      ['pay', 'verb.possession'],
      ['remit', 'verb.possession'],
      ['deposit', 'verb.possession'],
      ['settle', 'verb.possession'],
      ['transfer', 'verb.possession', 'cause to change ownership'],
      ['wire', 'verb.communication'],
    ],
  ],
  [
    'acquire',
    'v',
    [
      ['buy', 'verb.possession', 'obtain by purchase'],
      ['purchase', 'verb.possession', 'obtain by purchase'],
      ['get', 'verb.possession', 'come into the possession'],
      ['grab', 'verb.contact'],
      ['pick_up', 'verb.possession'],
    ],
  ],
  [
    'send',
    'v',
    [
      ['send', 'verb.communication', 'cause to be directed or transmitted'],
      ['send', 'verb.communication', 'transfer;'],
      ['send', 'verb.contact', 'to cause or order to be taken'],
      ['mail', 'verb.contact', 'postal service'],
      ['give', 'verb.possession', 'transfer possession'],
    ],
  ],
  [
    'call',
    'v',
    [
      ['telephone', 'verb.communication'],
      ['contact', 'verb.communication'],
      ['dial', 'verb.communication'],
    ],
  ],
  [
    'reply',
    'v',
    [
      ['reply', 'verb.communication'],
      ['answer', 'verb.communication'],
    ],
  ],
  [
    'visit',
    'v',
    [
      ['visit', 'verb.social'],
      ['visit', 'verb.motion'],
      ['open', 'verb.contact'],
      ['access', 'verb.possession'],
      ['log_in', 'verb.possession'],
      ['log_on', 'verb.possession'],
      ['browse', 'verb.consumption'],
    ],
  ],
  [
    'disclose',
    'v',
    [
      ['tell', 'verb.communication', 'let something be known'],
      ['tell', 'verb.communication', 'express in words'],
      ['provide', 'verb.possession', 'give something useful', 0],
      ['submit', 'verb.possession'],
      ['disclose', 'verb.communication'],
      ['confirm', 'verb.cognition'],
      ['verify', 'verb.cognition'],
      ['update', 'verb.communication', 'recent information'],
      ['enter', 'verb.communication', 'make a record'],
    ],
  ],
  [
    'install',
    'v',
    [
      ['install', 'verb.contact'],
      ['download', 'verb.possession'],
    ],
  ],
  [
    'claim',
    'v',
    [
      ['claim', 'verb.possession'],
      ['claim', 'verb.communication'],
      ['redeem', 'verb.possession'],
      ['collect', 'verb.possession'],
    ],
  ],
  // What it asks for.
  [
    'money',
    'n',
    [
      ['money', 'noun.possession'],
      ['fee', 'noun.possession'],
      ['payment', 'noun.possession'],
      ['charge', 'noun.possession'],
      ['fine', 'noun.possession'],
      ['debt', 'noun.possession'],
      ['cash', 'noun.possession'],
      ['fund', 'noun.possession'],
      ['deposit', 'noun.possession'],
      ['balance', 'noun.possession'],
      ['cost', 'noun.possession'],
    ],
  ],
  [
    'secret',
    'n',
    [
      ['password', 'noun.communication'],
      ['personal_identification_number', 'noun.communication'],
      ['code', 'noun.communication', 'brevity or secrecy'],
      ['countersign', 'noun.communication'],
    ],
  ],
  [
    'card',
    'n',
    [
      ['credit_card', 'noun.possession'],
      ['bank_card', 'noun.possession'],
      ['debit_card', 'noun.possession'],
      ['bank_account', 'noun.possession'],
      ['account', 'noun.state', 'banking'],
    ],
  ],
  [
    'voucher',
    'n',
    [
      ['voucher', 'noun.communication'],
      ['voucher', 'noun.person'],
      ['coupon', 'noun.communication'],
      // Not "certificate": under it WordNet keeps documents (a registration, a birth certificate,
      // a diploma, credentials), and "send the registration fee" asks for money, not vouchers.
    ],
  ],
  [
    'link',
    'n',
    [
      ['link', 'noun.communication', '(computing)'],
      ['hyperlink', 'noun.communication'],
      ['web_site', 'noun.communication'],
      ['web_page', 'noun.communication'],
      ['url', 'noun.communication'],
      ['portal', 'noun.communication'],
    ],
  ],
  [
    'software',
    'n',
    [
      ['application', 'noun.communication', 'a program that gives a computer'],
      ['software', 'noun.communication'],
      ['program', 'noun.communication', '(computer science)'],
    ],
  ],
  // Who or what it claims to be about.
  [
    'kin',
    'n',
    [
      ['relative', 'noun.person'],
      ['parent', 'noun.person'],
      ['offspring', 'noun.person'],
      ['child', 'noun.person'],
      ['mother', 'noun.person'],
      ['father', 'noun.person'],
      ['grandparent', 'noun.person'],
      ['sibling', 'noun.person'],
    ],
  ],
  [
    'superior',
    'n',
    [
      ['boss', 'noun.person'],
      ['superior', 'noun.person'],
      ['head', 'noun.person', 'in charge'],
      ['executive', 'noun.person'],
      ['employer', 'noun.person'],
      ['manager', 'noun.person'],
      ['director', 'noun.person'],
    ],
  ],
  [
    'parcel',
    'n',
    [
      ['package', 'noun.artifact', 'a wrapped container'],
      ['parcel', 'noun.artifact'],
      ['shipment', 'noun.act'],
      ['delivery', 'noun.act', 'goods or mail'],
      ['mail', 'noun.group'],
    ],
  ],
  [
    'prize',
    'n',
    [
      ['prize', 'noun.possession'],
      ['award', 'noun.possession'],
      ['reward', 'noun.possession'],
      ['jackpot', 'noun.possession'],
      ['bonus', 'noun.possession'],
      ['winnings', 'noun.possession'],
      ['lottery', 'noun.act'],
      ['sweepstakes', 'noun.act'],
    ],
  ],
  [
    'refund',
    'n',
    [
      ['refund', 'noun.possession'],
      ['rebate', 'noun.possession'],
      ['reimbursement', 'noun.possession'],
      ['compensation', 'noun.possession'],
      ['grant', 'noun.possession'],
    ],
  ],
  [
    'tax',
    'n',
    [
      ['tax', 'noun.possession'],
      ['toll', 'noun.possession'],
      ['duty', 'noun.possession'],
      ['penalty', 'noun.possession'],
    ],
  ],
  [
    'job',
    'n',
    [
      ['job', 'noun.act'],
      ['position', 'noun.act'],
      ['employment', 'noun.state'],
      ['wage', 'noun.possession'],
      ['salary', 'noun.possession'],
      ['vacancy', 'noun.state'],
    ],
  ],
  [
    'loan',
    'n',
    [
      ['loan', 'noun.possession'],
      ['credit', 'noun.possession'],
      ['mortgage', 'noun.possession'],
    ],
  ],
  [
    'investment',
    'n',
    [
      ['investment', 'noun.possession'],
      ['investment', 'noun.act'],
      ['profit', 'noun.possession'],
      ['return', 'noun.possession', 'income or profit'],
      ['dividend', 'noun.possession'],
      ['stock', 'noun.possession', 'capital'],
    ],
  ],
  [
    'legal',
    'n',
    [
      ['lawsuit', 'noun.act'],
      ['legal_action', 'noun.act'],
      ['prosecution', 'noun.act'],
      ['arrest', 'noun.act'],
      ['warrant', 'noun.communication', 'a writ from a court'],
      ['enforcement', 'noun.act'],
      ['indictment', 'noun.communication'],
      ['subpoena', 'noun.communication'],
      ['suspension', 'noun.act'],
      ['foreclosure', 'noun.act'],
    ],
  ],
  [
    'authority',
    'n',
    [
      ['government', 'noun.group'],
      ['agency', 'noun.group'],
      ['police', 'noun.group'],
      ['court', 'noun.group'],
      ['department', 'noun.group'],
      ['administration', 'noun.group'],
      // Who speaks for the police or a court: "Officer Davis from the county sheriff".
      ['lawman', 'noun.person', '', 1],
    ],
  ],
];
