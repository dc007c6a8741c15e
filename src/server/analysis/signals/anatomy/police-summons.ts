/**
 * The fake summons: a police unit or a court's name, a crime laid at the reader's door (abuse
 * images of children, illegal content viewed "from your IP address", criminal proceedings opened)
 * and an answer demanded within hours by return mail, "or your file goes to the prosecutor". No
 * police force or court accuses by e-mail and asks the accused to write back a justification: the
 * reply is where the fine, or the bribe to close the file, is asked next. Read in English and in
 * the languages the word tables read, over the whole message, as the summons is one letter.
 */
import { firstMatch } from '../../knowledge/patterns';
import { ASK_LABEL, type Anatomy } from './parts';
import { ANATOMY_MAX_CHARS, type Reading } from './tokens';

/** A crime laid on the reader: abuse images, illegal content, proceedings opened. */
const CRIME =
  /(?<![\p{L}])(?:child (?:pornography|sexual abuse material)|illegal content|criminal proceedings|p[ée]dopornograph\p{L}*|contenus? illicites?|poursuites? p[ée]nales?|proc[ée]dure p[ée]nale|pedopornograf\p{L}*|contenuti illeciti|procedimento penale|kinderporno\p{L}*|strafrechtelijke? (?:procedure|vervolging)|strafverfahren|pornograf[ií]a infantil|procedimiento penal|pornografia infantil|processo (?:criminal|penal)|pornografi\p{L}* dzieci\p{L}*|post[eę]powanie karne|[çc]ocuk pornografi\p{L}*|ceza davas\p{L}*|pornografi anak|proses pidana)(?![\p{L}])/iu;
/** An answer asked by return mail, or a justification to send. */
const ANSWER =
  /(?<![\p{L}])(?:reply to this (?:e-?mail|message)|by return (?:e-?mail|mail)|your (?:justification|explanation)s?|par retour de (?:mail|courriel)|vos justifications|r[ée]pondre (?:à|a) ce (?:mail|courriel)|rispondendo a questa (?:e-?mail|mail)|le sue giustificazioni|per retourmail|motivatiebrief|antworten sie auf diese (?:e-?mail|mail)|ihre rechtfertigung|respondiendo a este correo|sus justificaciones|respondendo a este e-?mail|suas justificativas|odpowiedz\p{L}* na (?:ten|tego) (?:e-?mail|maila)|bu e-?postaya yan[ıi]t\p{L}*|balas email ini)(?![\p{L}])/iu;
/** Hours given to answer: "within 72 hours", "72 heures", "48 ore", "72 uur", "72 Stunden". */
const HOURS =
  /(?<![\p{L}\p{N}])\d{1,3}\s?(?:hours?|hrs?|h|heures|ore|uur|stunden|horas|godzin\p{L}*|saat|jam)(?![\p{L}])/iu;

export function policeSummons(reading: Reading, anatomy: Anatomy): void {
  // A message's length: the letter or the text is read, not a long page it is pasted into.
  const head = reading.text.slice(0, ANATOMY_MAX_CHARS);
  if (anatomy.pressures.some((p) => p.kind === 'accusation')) return;
  const crime = firstMatch(CRIME, head);
  const answer = crime && firstMatch(ANSWER, head);
  const hours = answer && firstMatch(HOURS, head);
  if (!crime || !answer || !hours) return;
  if (!anatomy.pretexts.some((p) => p.kind === 'affairs'))
    anatomy.pretexts.push({
      kind: 'affairs',
      label: 'to be about a crime you are said to be part of',
      span: crime,
    });
  anatomy.pressures.push({
    kind: 'accusation',
    label: 'says you are suspected of a crime',
    span: crime,
  });
  if (!anatomy.asks.some((a) => a.kind === 'reply'))
    anatomy.asks.push({ kind: 'reply', label: ASK_LABEL.reply, span: answer, sentence: 0 });
}
