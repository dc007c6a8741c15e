/**
 * Who a message claims to be: an organisation at its opening ("USPS:", "this is … from …", a brand
 * named), a person the reader knows (a kinship word said to them, a colleague who cannot talk), a
 * stranger introducing themselves, or someone on a new number. Split from read.ts, which puts the
 * parts together; pretexts about the reader's own affairs are in pretexts.ts, the brand a message
 * opens with in opening-brand.ts.
 */
import type { Brand } from '../../knowledge/lexicons';
import type { Span } from '../../knowledge/patterns';
import { KIN_ONLY, type Part } from './parts';
import type { Clause, Token } from './tokens';
import { isEnglishWord } from '../../knowledge/english';
import { MESSAGING, cannotTalk, classesIn, lowerOf, span } from './words';
import { brandMention } from './opening-brand';

export { namesAnyBrand, openingBrand } from './opening-brand';
/** Work with money a stranger mentions to open an investment pitch. */
const MONEY_TRADE =
  /^(?:finance|financial|investment|investments|investing|investor|trading|trader|crypto|forex|stocks?|fund|funds|banking|banker|analyst|wealth)$/;
/**
 * E-mail header words: "Subject:" is not a sender naming itself, nor is "Betreff:", "Objet :",
 * "Asunto:", "Assunto:", "Oggetto:", "Onderwerp:", "Temat:", "Konu:", "Subjek:" or "Ämne:" (a pasted mail
 * in another language was "claiming to be from Onderwerp"). Nor is an advert's or a newsletter's
 * heading ("FLASH SALE:", "Weekly deals:", "Black Friday:").
 */
const HEADER =
  /^(?:subject|subj|from|to|re|fw|fwd|date|cc|bcc|sent|attn|note|ps|nb|update|urgent|reminder|notice|alert|warning|important|live|watch|breaking|new|today|thread|video|photos|caller|receiver|agent|customer|speaker|q|a|betreff|von|an|aw|wg|objet|de|à|tr|asunto|para|assunto|oggetto|da|onderwerp|van|aan|temat|od|do|konu|subjek|perihal|kepada|dari|kimden|kime|ämne|emne|aihe|datum|fecha|data|lembrete|recordatorio|rappel|erinnerung|promemoria|herinnering|przypomnienie|hatirlatma|aviso|avis|hinweis|avviso|flash|sale|sales|deal|deals|promo|promotion|exclusive|black|cyber|weekend|holiday|newsletter|weekly)$/;
/**
 * Two or more everyday English words in capitals and no brand the list knows: an advert's or a
 * notice's heading ("FINAL HOURS -", "ENDS TODAY:", "LAST CHANCE:"), not a name. A name in
 * capitals has a word of its own ("JOE'S PIZZA", "SPECTRUM:" alone stays a name).
 */
function capitalsHeading(tokens: readonly Token[]): boolean {
  return (
    tokens.length >= 2 &&
    tokens.every((t) => /^\p{Lu}{2,}$/u.test(t.text) && isEnglishWord(t.lower))
  );
}

/** A sender prefix ("E-ZPass:", "USPS -", "[HSBC]") or "this is <name> from <organisation>". */
/** How far into a message a brand named by its cue alone is who the message says it is from. */
const CUED_SENDER_CHARS = 60;
/** Or just after the writer says who they are: "Tôi là Thượng úy Lê Văn Khánh, Công an …". */
const SELF_INTRODUCED =
  /(?<![\p{L}])(?:i am|i'm|this is|calling from|t[ôo]i l[àa]|[đd][âa]y l[àa]|ich bin|je suis|sono|soy|sou|jestem|saya)(?![\p{L}])[^.!?\n]*$/iu;
/** Small words inside an organisation's name: "City of Chicago", "Department for Transport". */
const NAME_JOINER = /^(?:of|for|and|the|de|du|des|la|le|del|van|von|der)$/;

export function senderClaim(
  reading: { text: string },
  clauses: readonly Clause[],
  brand: Brand | null,
): Part<'org'> | null {
  const first = clauses[0];
  if (first && first.sentence === 0) {
    const next = reading.text.slice(first.end, first.end + 2);
    // "USPS:", "Bright Smile Dental:", "City of Chicago Parking:" (a small joining word inside).
    const nameLike =
      first.tokens.length <= 5 &&
      first.tokens.every(
        (t, k, all) =>
          t.kind === 'word' &&
          (/^[\p{Lu}\d[]/u.test(t.text) ||
            (k > 0 && k < all.length - 1 && NAME_JOINER.test(t.text))),
      ) &&
      !HEADER.test(first.tokens[0]!.lower) &&
      !(brand === null && capitalsHeading(first.tokens));
    if (
      nameLike &&
      first.start < 4 &&
      (/^\s*[:\]]/.test(next) || /^\s+[-–—]\s/.test(reading.text.slice(first.end, first.end + 3)))
    )
      return {
        kind: 'org',
        label: `to be from ${first.tokens.map((t) => t.text).join(' ')}`,
        span: span(reading, first.tokens[0]!, first.tokens[first.tokens.length - 1]!),
      };
  }
  // "Deputy Ramirez with the marshal's office here", "Officer Davis speaking": a law officer's
  // title and name opening the message.
  const opening = first?.sentence === 0 ? first.tokens : [];
  if (
    opening.length >= 2 &&
    classesIn([opening[0]!]).has('authority') &&
    /^\p{Lu}\p{Ll}/u.test(opening[0]!.text) &&
    /^\p{Lu}\p{Ll}/u.test(opening[1]!.text)
  )
    return {
      kind: 'org',
      label: `to be ${opening[0]!.text} ${opening[1]!.text}, an officer of the law`,
      span: span(reading, opening[0]!, opening[1]!),
    };
  for (const c of clauses) {
    const t = c.tokens;
    for (let i = 0; i + 2 < t.length; i++) {
      const intro =
        (t[i]!.lower === 'this' && t[i + 1]!.lemma === 'be') ||
        // "I'm Mia from Zara recruitment", "I am Linda with Coinbase HR".
        t[i]!.lower === "i'm" ||
        (t[i]!.lower === 'i' && t[i + 1]!.lemma === 'be') ||
        t[i]!.lower === 'calling' ||
        (t[i]!.lower === 'on' && t[i + 1]!.lower === 'behalf');
      if (!intro) continue;
      const from = t.findIndex(
        (x, k) => k > i + 1 && k <= i + 5 && /^(?:from|at|with)$/.test(x.lower),
      );
      const name = from > 0 ? t.slice(from + 1, from + 6).filter((x) => x.kind === 'word') : [];
      if (
        name.length &&
        (name.some((x) => /^\p{Lu}/u.test(x.text)) ||
          classesIn(name).has('authority') ||
          classesIn(name).size)
      )
        return {
          kind: 'org',
          label: `to be from ${name.map((x) => x.text).join(' ')}`,
          span: span(reading, t[i]!, name[name.length - 1]!),
        };
    }
  }
  if (brand && !MESSAGING.test(brand.token)) {
    const byName = reading.text.search(
      new RegExp(brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
    );
    // Or by its cue where its name is not written, at the opening where a sender names itself
    // ("From: DVLA <…>") or in the writer's own introduction; elsewhere it is only mentioned.
    const mention = byName < 0 ? brandMention(brand, reading.text) : null;
    const cued =
      mention &&
      (mention.start < CUED_SENDER_CHARS ||
        SELF_INTRODUCED.test(reading.text.slice(Math.max(0, mention.start - 50), mention.start)))
        ? mention
        : null;
    const at = cued ? cued.start : byName;
    const length = cued ? cued.end - cued.start : brand.name.length;
    // "I'm at the police station": a place named, not a sender; "Google Play cards", "Apple gift
    // cards": what is to be bought, not who writes.
    const place =
      /^\s+(?:station|stations|car|cell|custody|van|headquarters|report|play cards?|gift ?cards?|cards|vouchers?|store cards?)\b/i.test(
        reading.text.slice(at + length, at + length + 16),
      );
    if (at >= 0 && !place)
      return {
        kind: 'org',
        label: `to be from ${brand.name}`,
        span: { text: reading.text.slice(at, at + length), start: at, end: at + length },
      };
  }
  return null;
}

/** What follows a phone's own act ("lost it", "dropped the call"): its object. */
const PHONE_DID_TO = /^(?:it|them|your|the|all|everything|my|his|her|our|their|some|that|this)$/;
const MOVED_STATE =
  /^(?:new|changed|broke|broken|lost|stolen|dropped|damaged|died|dead|temporary|friend's|old|instead)$/;
const PERSON_STATE = /^(?:new|changed|broke|broken|lost|stolen|dropped|damaged|working|died|dead)$/;

/**
 * A word of `state` in a clause that names the writer's phone at `mine`: a phone changed, lost or
 * broken. Not what the phone did to something ("My phone lost it", "my phone dropped the call"),
 * only a phone lost ("I lost my phone", "my phone is lost").
 */
function phoneChanged(lowers: readonly string[], mine: number, state: RegExp): boolean {
  return lowers.some(
    (w, i) =>
      state.test(w) &&
      !(i > mine && /^(?:lost|dropped)$/.test(w) && PHONE_DID_TO.test(lowers[i + 1] ?? '')),
  );
}

/** "this is my new number", "my phone broke, I'm on a friend's": the sender moved off the number you know. */
const oldStillWorks = (lowers: readonly string[]): boolean => {
  const still = lowers.indexOf('still');
  return still >= 0 && lowers.slice(still + 1).some((w) => /^(?:works?|working|active)$/.test(w));
};

export function newNumber(reading: { text: string }, clauses: readonly Clause[]): Span | null {
  for (const c of clauses.slice(0, 6)) {
    const t = c.tokens;
    const lowers = t.map((x) => x.lower);
    const mine = lowers.findIndex(
      (w, i) =>
        ((w === 'my' || w === 'this') &&
          /^(?:number|phone|line|mobile|sim|whatsapp|cell)$/.test(lowers[i + 1] ?? '')) ||
        ((w === 'my' || w === 'this') &&
          /^(?:number|phone|line|mobile|sim|whatsapp|cell)$/.test(lowers[i + 2] ?? '')),
    );
    // "My old number still works, call that one to check it's me": the old number is a way to
    // check, not one the writer lost.
    // Read over the sentence: "this is my new number, the old one still works till …".
    const said = clauses
      .filter((x) => x.sentence === c.sentence)
      .map((x) => x.tokens.map((y) => y.lower));
    if (said.some(oldStillWorks)) continue;
    if (mine >= 0 && phoneChanged(lowers, mine, MOVED_STATE))
      return span(reading, t[0]!, t[t.length - 1]!);
  }
  return null;
}

/**
 * The sentence a pasted e-mail's body opens with: 1 after a subject line ("Subject: Quick
 * request"), else 0. Openers ("Mum, …", "Are you at your desk?") are read from there.
 */
export function bodyStart(text: string): number {
  return SUBJECT_LABEL.test(text) ? 1 : 0;
}
/** A pasted e-mail's subject label, in the languages the tables read ("Subject:", "Betreff:"). */
export const SUBJECT_LABEL =
  /^\s*(?:subject|betreff|onderwerp|assunto|objet|asunto|oggetto|temat|konu|subjek|perihal|ti[êe]u đ[ềe]|ch[ủu] đ[ềe])\s*:\s*/i;

/** Someone the reader knows: a kinship word said to them, a "new number", a colleague who cannot talk. */
export function personClaim(
  reading: { text: string },
  clauses: readonly Clause[],
): Part<'person'> | null {
  const body = bodyStart(reading.text);
  // A relative addressed first, kept while the clauses after it are read for a new number: "Hey
  // mum it's me, new phone" claims a new number, which the address alone does not.
  let addressedKin: Part<'person'> | null = null;
  for (const c of clauses.filter((x) => x.sentence >= body).slice(0, 4)) {
    const t = c.tokens;
    // "Hi Mum", "Mom,", "Dad it's me": a kinship or superior word addressed to the reader.
    for (let i = 0; i < Math.min(t.length, 5); i++) {
      const cls = classesIn([t[i]!]);
      // Said to the reader: after a greeting, or set off by a comma ("Mum, …", "Dad!").
      // Or opening the message and followed by who is writing ("Grandpa it's Tom", "Mum I need …").
      const opens =
        i === 0 &&
        c.sentence === body &&
        (t[1]?.pos === 'PRON' ||
          t[1]?.pos === 'AUX' ||
          /^(?:it's|its|i'm|im|please|pls|plz)$/.test(lowerOf(t[1])) ||
          // "Grandma call me back", "Mum send me …": an order given to the one addressed.
          (t[1]?.pos === 'VERB' && t[1]!.lower === t[1]!.lemma));
      const addressed =
        opens ||
        (i > 0 &&
          (t[i - 1]!.pos === 'INTJ' || /^(?:hi|hello|hey|dear|hiya)$/.test(t[i - 1]!.lower))) ||
        /^\s*[,!:?]/.test(reading.text.slice(t[i]!.end, t[i]!.end + 2)) ||
        // "It's your grandson", "this is your niece": the writer names themselves by kinship.
        (i >= 2 &&
          /^(?:your|ur)$/.test(t[i - 1]!.lower) &&
          /^(?:it's|its|is|'s|i'm|'m|am)$/.test(t[i - 2]!.lower));
      if (
        !addressedKin &&
        addressed &&
        (i < 3 || /^(?:your|ur)$/.test(lowerOf(t[i - 1]))) &&
        (cls.has('kin') || cls.has('superior')) &&
        t[i]!.pos !== 'VERB' &&
        // "Dear families", "Hi parents": a group written to, as schools and clubs do, not one
        // relative; nor "Dear Parent/Carer", a role no child calls a mother by.
        !(t[i]!.lower !== t[i]!.lemma && /s$/.test(t[i]!.lower)) &&
        !/^(?:parent|guardian|carer|caregiver)$/.test(t[i]!.lower)
      )
        addressedKin = {
          kind: 'person',
          label: KIN_ONLY,
          span: span(reading, t[0]!, t[i]!),
        };
    }
    // "this is my new number", "my phone broke", "I changed my number".
    const lowers = t.map((x) => x.lower);
    const myIdx = lowers.findIndex(
      (w, i) =>
        w === 'my' &&
        /^(?:number|phone|line|mobile|sim|whatsapp)$/.test(lowers[i + 1] ?? lowers[i + 2] ?? ''),
    );
    // Or a new phone said without "my": "it's me, new phone", "new number, save it".
    const newPhone = lowers.some(
      (w, i) => w === 'new' && /^(?:number|phone|mobile|sim|cell)$/.test(lowers[i + 1] ?? ''),
    );
    if (newPhone || (myIdx >= 0 && phoneChanged(lowers, myIdx, PERSON_STATE)))
      return {
        kind: 'person',
        label: 'to be someone you know, writing from a new number',
        span: span(reading, t[0]!, t[t.length - 1]!),
      };
    // Read over the whole sentence: "I'm tied up in a board meeting and can't take calls" may be
    // two clauses.
    const said = clauses.filter((x) => x.sentence === c.sentence).flatMap((x) => x.tokens);
    if (!addressedKin && cannotTalk(said.map((x) => x.lower)))
      return {
        kind: 'person',
        label: 'to be a colleague or someone you know who cannot talk',
        span: span(reading, t[0]!, t[t.length - 1]!),
      };
  }
  return addressedKin;
}
/**
 * A sender who opens as if the reader knew them without saying who they are ("Are you free?",
 * "You around?"), or who introduces themselves to a stranger ("I am a doctor on a mission", "my
 * name is …", "I met you on …"). Read from the shape of the clause: a short question about the
 * reader's availability, or "I am a <noun>" said at the start of a message.
 */
export function strangerClaim(
  reading: { text: string },
  clauses: readonly Clause[],
): Part<'person'> | null {
  const body = bodyStart(reading.text);
  const opening = clauses.filter((c) => c.sentence >= body && c.sentence <= body + 2);
  // A greeting said alone ("Hello," then "are you around?") is not the opening question.
  const first = opening.find((c) => c.tokens.some((x) => x.kind === 'word' && x.pos !== 'INTJ'));
  if (first) {
    const t = first.tokens.filter((x) => x.kind === 'word' && x.pos !== 'INTJ');
    const you = t.findIndex((x) => /^(?:you|u)$/.test(x.lower));
    if (
      first.question &&
      first.sentence === body &&
      you >= 0 &&
      t.length <= 6 &&
      t.every((x) => x.pos !== 'NOUN' || /^(?:desk|office|work|moment|minute)$/.test(x.lower))
    )
      return {
        kind: 'person',
        label: 'to be someone who knows you',
        span: span(reading, first.tokens[0]!, first.tokens[first.tokens.length - 1]!),
      };
  }
  for (const c of opening) {
    const t = c.tokens;
    for (let i = 0; i + 2 < t.length; i++) {
      const selfIs =
        (t[i]!.lower === 'i' && /^(?:am|'m)$/.test(t[i + 1]!.lower)) || t[i]!.lower === "i'm";
      const k = t[i]!.lower === "i'm" ? i + 1 : i + 2;
      const intro =
        // "I am the lawyer of a late client": a role named with "the" too.
        (selfIs &&
          /^(?:a|an|the)$/.test(lowerOf(t[k])) &&
          t.slice(k + 1, k + 4).some((x) => x.pos === 'NOUN')) ||
        // "I am Mr. David Okafor, a senior auditor", "I'm Jessica, I run a boutique": a name with
        // a title, or a name followed by what the stranger is or does.
        (selfIs &&
          (SELF_TITLE.test(lowerOf(t[k])) ||
            (t[k]?.pos === 'PROPN' &&
              /^,\s*(?:a|an|i)\s/i.test(reading.text.slice(t[k]!.end, t[k]!.end + 5))))) ||
        (t[i]!.lower === 'my' && t[i + 1]!.lower === 'name' && t[i + 2]!.lemma === 'be') ||
        (/^(?:i|we)$/.test(t[i]!.lower) &&
          t[i + 1]!.lemma === 'meet' &&
          /^(?:you|u)$/.test(t[i + 2]!.lower)) ||
        // "I work in finance in Hong Kong", "I work as a nurse": a stranger's account of themselves.
        (t[i]!.lower === 'i' &&
          t[i + 1]!.lemma === 'work' &&
          /^(?:in|as|at|for)$/.test(t[i + 2]!.lower));
      if (intro)
        return {
          kind: 'person',
          label: t.some((x) => MONEY_TRADE.test(x.lower))
            ? 'to be a stranger in finance or investing introducing themselves'
            : 'to be someone introducing themselves to you',
          span: span(reading, t[0]!, t[t.length - 1]!),
        };
    }
  }
  return null;
}

/** A title a stranger puts before their name. */
const SELF_TITLE =
  /^(?:mr|mrs|ms|miss|dr|barrister|prof|engr|rev|capt|captain|sgt|major|colonel|general)\.?$/;
