/**
 * Sentences a genuine notice offers as the reader's own choice, which scope.ts reads as
 * hypothetical (nothing in them is a demand): an option after "no action is needed" ("To change
 * the pickup date, open the link", "If you'd like to reschedule, reply R"), and what to do "if you
 * made this request" ("enter the code above to verify your identity"). Not a loss to avoid ("To
 * keep your account, verify …"), and not a sentence that carries a link or an address, where a
 * phishing page can hide.
 */
import type { Span } from '../../knowledge/patterns';
import { sentencesMatching } from './scope-text';

const OPTION_VERBS =
  'change|cancel|manage|view|see|reschedule|edit|modify|add|remove|review|opt out|unsubscribe|stop';
const OPTION = new RegExp(
  `^\\s*(?:to (?:${OPTION_VERBS}|update your (?:preferences|pickup|delivery|appointment))|if you(?:'d| would)? (?:like|want|wish|prefer|need) to (?:${OPTION_VERBS}))\\b`,
  'i',
);
const CAN_OPTION =
  /^\s*(?:(?:from there|there|here|in (?:your|the) account|at any time|also),? )?you (?:can|may) (?:also |always )?\p{L}/iu;
const OWN_REQUEST =
  /^\s*if (?:this was you|it was you|you (?:made|requested|asked for|initiated|started|sent) (?:this|the|that|a) (?:request|change|reset|code|sign-?in|log-?in|password reset))\b/i;
/** A mailing's own way out: "To stop these e-mails, update your preferences", "To unsubscribe". */
const STOP_MAIL =
  /^\s*(?:to (?:stop (?:receiving |getting )?(?:these|this|our|future) (?:e-?mails?|messages?|newsletters?|texts?|updates?)|unsubscribe|opt out)|if you (?:no longer )?(?:wish|want|would like) (?:not )?to (?:receive|get) (?:these|this|our)|if you(?:'d|’d| would)? (?:like|want|wish|prefer) to (?:change|update|manage) (?:how (?:often )?we (?:contact|email|e-mail|write to|call) you|your (?:contact |communication |marketing |mailing )?preferences))\b/i;
const ADDRESS_IN =
  /https?:|www\.|\b[a-z0-9-]+\.(?:com|net|org|info|io|co|me|app|xyz|top|link)\b|@/i;

/** Where each such sentence starts (its first letter) and ends. */
export function readersOwnChoices(
  sentences: readonly Span[],
  noActionSaid: readonly Span[],
): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const add = (s: Span) => out.push({ start: s.start + s.text.search(/\S/), end: s.end });
  for (const said of noActionSaid) {
    const next = sentences.find((s) => s.start >= said.end);
    if (next && OPTION.test(next.text) && !ADDRESS_IN.test(next.text)) add(next);
  }
  // After "no action is needed", what the reader "can" do later on is theirs to choose ("From there
  // you can change the term, update your billing information or turn off auto-renew").
  const firstSaid = Math.min(...noActionSaid.map((s) => s.end));
  for (const s of sentences)
    if (
      (OWN_REQUEST.test(s.text) ||
        STOP_MAIL.test(s.text) ||
        (s.start >= firstSaid && CAN_OPTION.test(s.text))) &&
      !ADDRESS_IN.test(s.text)
    )
      add(s);
  return out;
}

/** A message spoken of, and what it is said to do: "emails that asked them to confirm …". */
const MESSAGES =
  '(?:e-?mails?|messages?|texts?|sms|calls?|letters?|voicemails?|mails?|courriels?|nachrichten|mensajes?|mensagens?|messaggi|berichten|pesan)';
const ITS_ASK =
  '(?:ask|asks|asked|asking|request\\w*|tell|tells|telling|told|urg\\w*|invit\\w*|prompt\\w*|direct\\w*|instruct\\w*|claim\\w*|pretend\\w*|purport\\w*|demand\\w*|say|says|saying|solicit\\w*|pid\\w*|pedind\\w*|chied\\w*|vrag\\w*|auffordern|fordern|meminta)';
/**
 * A warning that describes the messages it warns of: "received an email … that asks recipients to
 * click", "texts claiming to be from us asking for your PIN", "des messages qui vous demandent",
 * "E-Mails …, die … auffordern". From the message named to the end of its sentence, what is asked
 * is the described message's, not the sender's. Not "messages that have been held, click below":
 * the relative clause must say what the message asks or claims.
 */
const DESCRIBED = new RegExp(
  `\\b${MESSAGES}\\b(?:[^.!?]{0,60}?\\b(?:that|which|who|qui|que|die|dat|che|yang)\\s+(?:\\S+\\s+){0,6}?${ITS_ASK}\\b|\\s+(?:asking|claiming|telling|requesting|urging|inviting|pretending|purporting|saying|demanding|solicitando|pidiendo|pedindo|chiedendo|want (?:you|people|users|staff|recipients) to|try to (?:get|trick|make) (?:you|people|users|staff))\\b)`,
  'iu',
);
const MAY_DESCRIBE = /mail|message|text|sms|call|letter|nachricht|bericht|mensa|courriel|pesan/i;
const RETELLER =
  /(?:^|[^\p{L}])(?:i|me|my|i've|i'm|ich|mir|mich|je|j'ai|moi|yo|eu|io|ik|saya|aku)(?:[^\p{L}]|$)/iu;

/** Messages named as fakes: "des e-mails frauduleux", "fake texts", "gefälschte E-Mails". */
const FAKE_MESSAGES = new RegExp(
  `(?:fake|fraudulent|phishing|scam|bogus|false|faux|fausses?|frauduleu\\p{L}*|gefälscht\\p{L}*|betrügerisch\\p{L}*|falsos?|falsas?|fraudulent[oa]s?|nep|valse|frauduleuze|palsu|penipuan)\\s+(?:\\p{L}+\\s+){0,2}?${MESSAGES}|${MESSAGES}[\\s,]+(?:\\p{L}+\\s+){0,3}?(?:fake|fraudulent|frauduleu\\p{L}*|falsos?|falsas?|fraudulent[oa]s?|palsu|penipuan|angeblich|supposedly|allegedly|soi-disant|supuestamente|supostamente|zogenaamd)\\b`,
  'iu',
);
/** A sentence that opens on the messages just spoken of: "They …", "Ils …", "Darin …". */
const THEY_OPEN =
  /^\s*(?:they|these(?: \p{L}+)?|such (?:messages|e-?mails|texts)|ils|elles|ces (?:messages|e-mails|courriels)|sie|diese(?: \p{L}+)?|darin|ellos|ellas|estos|estas|eles|elas|essi|esse|ze|deze|mereka)\s/iu;

/** Where each described message starts and its sentence ends. */
export function describedMessages(
  sentences: readonly Span[],
): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let spokenOf = false;
  for (const s of sentences) {
    // "Fake e-mails in our name are circulating. They invite you to click …": the next sentence
    // that opens on them goes on describing them.
    if (spokenOf && THEY_OPEN.test(s.text)) {
      out.push({ start: s.start + s.text.search(/\S/), end: s.end });
      continue;
    }
    spokenOf = false;
    if (!MAY_DESCRIBE.test(s.text)) continue;
    const m = DESCRIBED.exec(s.text);
    // "I received a text saying my account was suspended": a person retelling what they got, which
    // is read as the message it retells (retold-messages), not a warning.
    if (m && !RETELLER.test(s.text.slice(0, m.index))) {
      out.push({ start: s.start + m.index, end: s.end });
      spokenOf = true;
    } else spokenOf = FAKE_MESSAGES.test(s.text) && !RETELLER.test(s.text);
  }
  return out;
}

/**
 * A message that says it gives no link, so that the reader goes to the site or app themselves, as
 * tax offices, government inboxes and banks write: "For your security we have not included a link
 * to sign in", "This email contains no links", "Deze e-mail bevat geen links", "Diese E-Mail
 * enthält keine Links", "ce message ne contient aucun lien", "este correo no contiene enlaces",
 * "este e-mail não contém links". Read as a reassurance only where the text holds no link (read.ts).
 */
// Every alternative opens and ends with an ASCII letter: the word boundaries are written as the
// lookarounds they are there, which V8 reads far faster than \b under /iu.
const NO_LINK_SAID =
  /(?<!\w)(?:(?:we )?(?:have not|haven['’]t|did not|didn['’]t|do not|don['’]t|will not|won['’]t|never) (?:include|included|put|send|sent|add|added) (?:a |any )?(?:links?|hyperlinks?)|(?:this|the|our) (?:e-?mail|message|letter|text) (?:does not contain|doesn['’]t contain|contains no|has no|will never contain) (?:any )?(?:links?|hyperlinks?)|bevat (?:nooit|geen) (?:links?|hyperlinks?)|staan (?:nooit|geen) (?:links?|hyperlinks?)|enth[äa]lt (?:[\p{L}]+ ){0,3}?keine (?:links?|verlinkungen)|ne contient (?:[\p{L}]+ ){0,3}?(?:aucun lien|pas de liens?)|no (?:contiene|incluye) (?:ning[úu]n )?(?:[\p{L}]+ ){0,3}?(?:enlaces?|v[íi]nculos?)|n[ãa]o (?:cont[ée]m|inclui) (?:nenhum )?(?:[\p{L}]+ ){0,3}?links?)(?!\w)/giu;

/**
 * A warning not to share a code or password, in the languages whose negation the scope reader does
 * not read word by word (a Turkish verb's suffix, Polish and Vietnamese word order): "Bu kodu
 * kimseyle paylaşmayın", "Nie udostępniaj go nikomu", "Không chia sẻ mã này với bất kỳ ai".
 */
const DO_NOT_SHARE_SAID =
  /(?:\b(?:kod\p{L}*|şifre\p{L}*|parola\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:kimseyle|kimse ile|başkalarıyla|kimseye|üçüncü kişilerle)\s+(?:paylaşma|vermey|söylemey|iletmey)\p{L}*|(?<!\w)nie\s+(?:udostępniaj|podawaj|przekazuj|ujawniaj)(?:cie)?\s+(?:\p{L}+\s+){0,2}?(?:nikomu|osobom trzecim)|(?<!\w)nikomu\s+nie\s+(?:udostępniaj|podawaj|przekazuj|ujawniaj)|(?<!\w)kh[oô]ng\s+(?:được\s+)?(?:chia\s+s[eẻ]|cung\s+c[aấ]p|ti[eế]t\s+l[oộ])\s+(?:m[aã]|otp|m[aậ]t\s+kh[aẩ]u))(?![\p{L}])/giu;

/** Who a code is not to be shared with, as DO_NOT_SHARE_SAID names them. */
const SHARE_WORDS = /kimse|başka|üçüncü|nikomu|osobom|kh[oô]ng/iu;

/** The sentences of `text` that say it gives no link, or not to share a code: each with its kind. */
export function saidSentences(
  text: string,
  sentences: readonly Span[],
): Array<['no_link' | 'do_not_share', Span]> {
  const out: Array<['no_link' | 'do_not_share', Span]> = [];
  const said = (kind: 'no_link' | 'do_not_share', pattern: RegExp) =>
    sentencesMatching(text, sentences, pattern).forEach((hit, i) => {
      if (hit) out.push([kind, sentences[i]!]);
    });
  said('no_link', NO_LINK_SAID);
  // Read only where a word it needs is written: most texts have none.
  if (SHARE_WORDS.test(text)) said('do_not_share', DO_NOT_SHARE_SAID);
  return out;
}

/**
 * "Don't call, I'll explain later", "do not ring me, I'm in a meeting": the writer tells the
 * reader not to call them, as people in trouble and those posing as them do. It says nothing of
 * what the sender will ask (a "never asks" reassurance): a call forbidden with no one else named
 * and nothing after it but the writer, or the writer's own words. `ahead` are the words after the
 * negator.
 */
export function callForbidden(ahead: readonly { lower: string }[]): boolean {
  const [verb, next] = ahead;
  return (
    !!verb &&
    /^(?:call|ring|phone|text)$/.test(verb.lower) &&
    (!next || /^(?:me|us|back|i|i'll|i'm|im|ill|now|pls|please)$/.test(next.lower))
  );
}

/**
 * "No one will …", "no bank or mobile money provider will ask …": "no" before who acts, with what
 * they will do said after, negates the whole clause as "nobody" does. `after` are the words after
 * "no".
 */
export function noneWill(after: readonly { lower: string; breakBefore?: boolean }[]): boolean {
  if (after[0]?.lower === 'one') return true;
  const will = after.findIndex((x) => /^(?:will|would|shall|should|can|could|ever)$/.test(x.lower));
  // Who acts, then the modal, in one stretch: not "No problem, you can pay tomorrow".
  return will >= 1 && will <= 5 && after.slice(0, will + 1).every((x) => !x.breakBefore);
}

/**
 * "Please do not reply to this e-mail", "DO NOT REPLY", "do not respond directly to this automated
 * message": the sender says its address is not read. The reader is told where not to write, not
 * that nothing is needed of them (a "no action" reassurance): genuine notices and phishing mail
 * end the same way. `ahead` are the words after the negator, which opens its clause.
 */
export function replyForbidden(ahead: readonly { lower: string }[]): boolean {
  const [verb, ...rest] = ahead;
  if (!verb || !/^(?:reply|respond)$/.test(verb.lower)) return false;
  const next = rest.find((x) => x.lower !== 'directly' && x.lower !== 'back');
  return !next || /^(?:to|this|here|via|on)$/.test(next.lower);
}

/** A list's head that says what the sender never does: "here's what we will NEVER do:". */
const NEVER_HEAD =
  /(?<![\p{L}])(never|nunca|jamais|niemals|nooit|mai|nigdy|asla|tidak pernah)(?![\p{L}])[^.!?\n]{0,40}:\s*$/iu;
/** An item of a list: "- Ask for your full PIN", "• Send a courier", "2) Call you". */
const LIST_ITEM = /^\s*(?:[-•*·–—▪●]|\d{1,2}[.)])\s+\S/u;

/**
 * The items of a list under a head that says what the sender never does ("here's a reminder of
 * what we will NEVER do: - Ask you to move money to a "safe account" - Send a courier to collect
 * your card"): each item is negated by the head's "never", as if it opened it. With the word of the
 * head that negates them.
 */
export function neverListItems(sentences: readonly Span[]): Array<{ cue: Span; item: Span }> {
  const out: Array<{ cue: Span; item: Span }> = [];
  sentences.forEach((s, si) => {
    const head = NEVER_HEAD.exec(s.text);
    if (!head) return;
    const start = s.start + head.index;
    const cue = { text: head[1]!, start, end: start + head[1]!.length };
    for (let j = si + 1; j < sentences.length; j++) {
      const next = sentences[j]!;
      if (!next.text.trim()) continue; // the blank line under the head
      if (!LIST_ITEM.test(next.text)) break;
      out.push({ cue, item: next });
    }
  });
  return out;
}
