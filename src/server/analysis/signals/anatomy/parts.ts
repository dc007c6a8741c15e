/**
 * The parts of a message's anatomy as read.ts returns them: the kinds of pretext, ask, pressure
 * and channel, and the exact words each was read from. Kept apart so the readers of each part
 * (asks.ts, pretexts.ts, senders.ts, pressure.ts, channels.ts) and the findings share one shape
 * without importing one another.
 */
import type { Brand } from '../../knowledge/lexicons';
import type { Span } from '../../knowledge/patterns';
import type { ReassuranceKind } from './scope';
import type { SenderLink } from './sender-links';

/** The label of a person pretext that is only someone the reader knows, addressed or named. */
export const KIN_ONLY = 'to be someone you know';
/** A partner addressed ("Mon amour", "My love"): who asks for a loan so is a romance scam's shape. */
export const PARTNER_ONLY = 'to be someone close to you';
/** Money asked as a loan (favours.ts): "I'll pay you back", "je te rembourse". */
export const LOAN_LABEL = 'to lend money, promising to pay it back';
/** Someone the reader pays, who says their bank account changed (payee-change.ts). */
export const NEW_ACCOUNT_LABEL = 'to be someone you pay, with a new bank account';
/**
 * Someone the reader knows on a number the reader cannot check: a new one, a friend's, a borrowed
 * phone. index.ts reads "new number" in it as what makes money asked a plea.
 */
export const NEW_OR_BORROWED =
  'to be someone you know, writing from a new number or someone else’s phone';
/** A stranger's opening: a message said to have reached the reader by a wrong number. */
export const WRONG_NUMBER_LABEL = 'to have reached you by a wrong number';
/** A stranger's opening: something said to have been sent to the reader by mistake. */
export const BY_MISTAKE = 'to have sent you something by mistake';
/** The pretext of an investment pitch ("I made 40% last month", "gané un 40 %"). */
export const WAY_TO_MAKE_MONEY = 'to offer a way to make money';
/** The ask of an investment pitch: the least it takes to join ("the minimum deposit is $500"). */
export const PUT_MONEY_IN = 'to put money in';
/** The pretext of a deal the sender says they made with the reader ("I paid you twice"). */
export const DEAL_WITH_YOU = 'to be dealing with you over something bought or sold';

export type AskKind =
  | 'link'
  | 'call'
  | 'reply'
  | 'pay'
  | 'voucher'
  | 'crypto'
  | 'secret'
  | 'card'
  | 'details'
  | 'install'
  | 'attachment'
  | 'messaging'
  | 'claim'
  | 'secrecy'
  | 'contact';
export type PressureKind =
  | 'deadline'
  | 'threat'
  | 'fee'
  | 'too_good'
  | 'secrecy'
  | 'no_call'
  /** A crime laid at the reader's door: genuine senders never open with one. */
  | 'accusation'
  /** A recording or secret said to go to the people the reader knows unless they pay (exposure.ts). */
  | 'exposure'
  /** A code the sender says it is sending to the reader's phone, asked back (read-back.ts). */
  | 'read_back';
export type ChannelKind =
  | 'link'
  | 'number'
  | 'email'
  | 'messaging'
  | 'reply'
  | 'app'
  | 'short_code'
  /** A key pressed to answer a recorded call ("if you made this purchase, press 1"). */
  | 'keypad';

export interface Part<K extends string> {
  kind: K;
  /** Plain words for the reader, e.g. "to pay", "about your parcel". */
  label: string;
  span: Span;
  /** The sentence it was read in (among those read), when it comes from one. */
  sentence?: number;
}

export interface ChannelPart extends Part<ChannelKind> {
  /** The way to act belongs to the claimed sender (its own domain, app, short code, the reply). */
  own: boolean;
  /**
   * It leads away from the sender: a link it does not own, a messaging app, a free e-mail address,
   * a new number. A phone number printed in a message is neither own nor foreign: real letters and
   * scams both carry one.
   */
  foreign: boolean;
}

export interface Anatomy {
  pretexts: Part<'org' | 'person' | 'affairs'>[];
  asks: Part<AskKind>[];
  pressures: Part<PressureKind>[];
  channels: ChannelPart[];
  /** Protective sentences ("we will never ask for your PIN", "do not share this code"). */
  protective: Span[];
  /**
   * Reassuring anatomy, read from negation and condition scope (scope.ts): what the sender will
   * never ask, a secret not to share, no action needed, nothing to be charged or lost, "if you
   * didn't ask for this, ignore it". Each quotes the sentence it is said in.
   */
  reassurances: Part<ReassuranceKind>[];
  /** The brand the message speaks as, when the link it sends to is not the brand's. */
  impersonates: Brand | null;
  /**
   * Whether each link belongs to the sender the message speaks as (sender-links.ts): own, a
   * look-alike (hard evidence), another site, a shortener or a listed domain, in plain words.
   */
  senderLinks: SenderLink[];
}

/** How each kind of ask is said in a finding. */
export const ASK_LABEL: Record<AskKind, string> = {
  link: 'to open a link',
  call: 'to call a number',
  reply: 'to reply',
  pay: 'to pay or send money',
  voucher: 'to buy gift cards or vouchers and pass on their codes',
  crypto: 'to send or invest crypto',
  secret: 'to give a code, PIN or password',
  card: 'to give card or account details',
  details: 'to give your details',
  install: 'to install an app',
  attachment: 'to open an attached file',
  messaging: 'to move to a messaging app',
  claim: 'to claim money or a prize',
  secrecy: 'to keep it secret',
  contact: 'to keep in touch with a stranger',
};
export const MONEY_ASKS: ReadonlySet<AskKind> = new Set([
  'pay',
  'voucher',
  'crypto',
  'secret',
  'card',
]);

/** The channel of someone who says they write from a new number. */
/** A loss said to follow if the reader does nothing, in English or another language's words. */
export const LOSS_LABEL = 'threatens a loss if you do not act';
export const NEW_NUMBER_LABEL = 'a new number you cannot check';
