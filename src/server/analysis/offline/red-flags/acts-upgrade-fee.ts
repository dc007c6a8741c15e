/**
 * The "business account upgrade" fraud of payment apps: a buyer says they have paid through Zelle,
 * Cash App, PayPal or Venmo, but the money is "pending" or "on hold" until the seller's account is
 * upgraded to a business account, for a fee the seller is to pay (and that "will be refunded").
 * Payment apps charge no fee to receive money and hold no payment for an upgrade (Zelle, the FTC
 * and the BBB publish this scam in these words). Written by hand in English, Spanish, Portuguese
 * and French from those warnings.
 */
import { cue, gap } from '../../knowledge/patterns';
import type { ActRule } from './act-rule';

export const UPGRADE_FEE_ACT_RULES: readonly ActRule[] = [
  // Must not fire on: "Upgrade to a free Business account in Settings to accept card payments."
  // (an app's own offer: no payment held, no fee) nor "There's a $1.75 fee for Instant Transfer."
  {
    type: 'fee_request',
    indicator: 'A payment "on hold" until you pay to upgrade your account',
    severity: 'high',
    explanation:
      'Payment apps such as Zelle, Cash App, PayPal and Venmo never hold money sent to you until you upgrade to a business account, and never ask you to pay a fee to receive it. The "buyer" and the e-mail from the app are the scammer: do not send anything, and check your balance in the app itself.',
    hook: cue([
      `(?:business|merchant|premium|commercial) (?:account|upgrade)${gap(60)}(?:upgrade|fee|activat\\p{L}*)|upgrad\\p{L}*${gap(30)}(?:business|merchant|premium|commercial) account|upgrade fee`,
      // "it says you need a business account to receive it".
      '(?:need|needs|require[sd]?|must have|have to (?:have|upgrade to)) an? (?:business|merchant|premium|commercial) account to (?:receive|accept|get)',
      `cuenta (?:de )?(?:empresa|negocio|comercial)${gap(60)}(?:actualiza\\p{L}*|cuota|tarifa|comisi[oó]n)|conta (?:empresarial|comercial|de neg[oó]cios)${gap(60)}(?:atualiza\\p{L}*|taxa)|compte (?:professionnel|entreprise|commer[cç]ant)${gap(60)}(?:mise à niveau|frais)`,
    ]),
    act: cue([
      'pending|on hold|held|until|before (?:you|the)|send (?:that|it|the (?:extra|difference|rest)) back|refund\\p{L}*|reimburs\\p{L}*|pendiente|retenid[oa]|hasta que|reembols\\p{L}*|pendente|retid[oa]|at[eé] que|en attente|bloqu[ée]|jusqu|rembours\\p{L}*',
    ]),
  },
];
