/**
 * Blackmail (sextortion): a recording or a secret of the reader's said to go to the people they
 * know ("I will send the video to all your contacts", "vidéos … envoyées à vos proches") unless
 * they pay, most often in cryptocurrency to a wallet written out in the message. No genuine sender
 * writes so, whoever it claims to be: like a crime laid at the reader's door, the threat is its own
 * pretext (index.ts), and a wallet address to pay into is the ask (read where no directive asks:
 * "unless I receive 950 USD in Bitcoin. BTC wallet: 1Fx…").
 */
import { execOf } from '../../../../shared/lookbehind-first';
import { type Anatomy, LOSS_LABEL, type Part, type PressureKind } from './parts';
import type { Reading } from './tokens';

export const EXPOSURE_LABEL = 'threatens to send something about you to people you know';

/** A recording, then the people the reader knows, in one sentence (English). */
const RECORDING =
  '(?:videos?|recordings?|footage|clips?|photos|pictures|images|screenshots|browsing history)';
const PEOPLE =
  '(?:(?:all|each|every one) (?:of )?)?(?:your|ur) (?:contacts|friends|family|relatives|colleagues|co-?workers|followers|loved ones|address book|social (?:media|networks?)|friends and family)';
const EXPOSES = new RegExp(
  `${RECORDING}[^.!?\\n]{0,120}?${PEOPLE}|${PEOPLE}[^.!?\\n]{0,60}?${RECORDING}`,
  'iu',
);

/** The other languages' threat words (european-words.ts THREAT) that name a recording sent on. */
const EXPOSURE_HIT =
  /^(?:video|videos|vídeo|vídeos|filmpje|aufnahme|aufnahmen|gravacao|gravação|grabacion|grabación|enregistrement|registrazion)/iu;

/** What a threat read in another language's words is: blackmail, or a loss if the reader does nothing. */
export const threatOf = (hit: string): [PressureKind, string] =>
  EXPOSURE_HIT.test(hit) ? ['exposure', EXPOSURE_LABEL] : ['threat', LOSS_LABEL];

/** A cheap first test (no look-behind, tried at every position of a long text) for WALLET. */
const COIN_NAMED = /bitcoin|btc|wallet|ethereum|eth|usdt|tether|crypt|kript/i;
/** A cryptocurrency named, then within reach a wallet address written out. */
const WALLET =
  /(?<![\p{L}])(?:bitcoins?|btc|wallet|ethereum|eth|usdt|tether|crypto\p{L}*|cripto\p{L}*|krypto\p{L}*)(?![\p{L}])[^\n]{0,80}?(?<![\p{L}\p{N}])(bc1[a-z0-9]{20,60}|[13][a-zA-Z0-9]{25,34}|0x[a-fA-F0-9]{40})(?![\p{L}\p{N}])/iu;

export function readExtortion(reading: Reading, anatomy: Anatomy): void {
  const { text } = reading;
  const exposed = EXPOSES.exec(text);
  if (exposed && !anatomy.pressures.some((p) => p.kind === 'exposure')) {
    const pressure: Part<PressureKind> = {
      kind: 'exposure',
      label: EXPOSURE_LABEL,
      span: { text: exposed[0], start: exposed.index, end: exposed.index + exposed[0].length },
    };
    anatomy.pressures.push(pressure);
  }
  const wallet = COIN_NAMED.test(text) ? execOf(WALLET, text) : null;
  if (wallet && !anatomy.asks.some((a) => a.kind === 'pay')) {
    const start = wallet.index + wallet[0].length - wallet[1]!.length;
    anatomy.asks.push({
      kind: 'pay',
      label: 'to pay into a cryptocurrency wallet',
      span: { text: wallet[1]!, start, end: start + wallet[1]!.length },
    });
  }
}
