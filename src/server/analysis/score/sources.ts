/**
 * Named sources that speak. A name counts as a source when it says something ("said",
 * "according to", a role such as "spokesperson"): "Gov. Rick Perry has been begging..." is the
 * subject of a claim, not its source. Attribution is not citation: these only show who said what,
 * a weak signal, never positive evidence on their own.
 */
import type { SourceEvidence } from '../signals/source-evidence';
import type { Span } from '../knowledge/patterns';

const SPEAKS =
  /(?<!\w)(?:said|says|told|wrote|explained|added|noted|argued|warned|estimated|stated|confirmed|testified|according to|spokes(?:person|man|woman)|representative|professor|director|economist|analyst|researcher|scientist|official|expert)(?!\w)/iu;

export function speakingSources(ev: SourceEvidence): Span[] {
  return ev.namedSources.filter((s) => SPEAKS.test(s.text));
}
