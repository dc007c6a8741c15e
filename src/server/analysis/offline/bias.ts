/**
 * Bias and manipulation findings: loaded and emotional wording, subjectivity, one-sidedness and
 * the clear-cut, cue-based persuasion techniques (after the SemEval propaganda-technique
 * taxonomy). Every finding carries the spans that triggered it, a few at most per technique.
 */
import type { BiasFinding, Severity } from '../../../shared';
import { allMatches, cue, gap, type Span } from './patterns';
import { splitSentences } from './sentences';

/** Spans reported per technique: enough to show the pattern without flooding the page. */
export const MAX_SPANS_PER_TECHNIQUE = 5;
/** Hits counted per technique before we stop looking. */
const MAX_HITS = 60;

interface Technique {
  technique: string;
  label: string;
  explanation: string;
  cues: RegExp;
  /** Hits needed for medium and high severity (one hit is always at least low). */
  medium: number;
  high: number;
}

const TECHNIQUES: readonly Technique[] = [
  {
    technique: 'name_calling',
    label: 'Name calling',
    explanation: 'Labels people or groups with insults instead of engaging with what they say or do.',
    cues: cue([
      "idiots?|morons?|imbeciles?|traitors?|clowns?|sheeple|libtards?|snowflakes?|fascists?|commies|nazis|crooks?|thugs?|losers?|puppets?|parasites?|vermin|scum|lunatics?|brainwashed|woke mob|degenerates?",
      "crooked (?:politicians?|media|hillary|joe|donald)|lying (?:media|press|politicians?|elites?|liberals|leftists|democrats|republicans|scum)|corrupt elites?",
    ]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'exaggeration',
    label: 'Exaggeration or minimisation',
    explanation: 'Inflates (or plays down) how big, bad or certain something is beyond what the evidence shows.',
    cues: cue([
      'the (?:best|worst|greatest|biggest|most \\p{L}+) (?:ever|in history|of all time)|of all time|like never before|in (?:all of )?(?:human )?history|never (?:been|seen) (?:anything )?(?:like|before)',
      'completely (?:destroyed|ruined|collapsed)|totally (?:destroyed|ruined|fake|false)|literally (?:killing|destroying|everyone)|(?:millions|billions) of (?:people )?(?:are|will) (?:die|dying|suffer)|just a (?:little )?(?:flu|joke)|nothing but a',
    ]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'doubt',
    label: 'Casting doubt',
    explanation: 'Undermines a person or institution with insinuation ("so-called", "can we really trust") instead of evidence.',
    cues: cue([
      "so-called|so called|supposed(?:ly)? (?:experts?|scientists?|journalists?|fact-checkers?)|can we (?:really|even) trust|what (?:are|is) (?:they|he|she) hiding|(?:is|are) (?:they|he|she) (?:really|even) telling the truth|who (?:really )?(?:paid|funds|is behind)",
    ]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'appeal_to_fear',
    label: 'Appeal to fear',
    explanation: 'Tries to win agreement by frightening you about what will happen, rather than by showing evidence.',
    cues: cue([
      `(?:your|our) (?:children|kids|family|families|loved ones)${gap(30)}(?:in danger|at risk|will (?:die|suffer|be harmed)|are not safe)`,
      "before it'?s too late|you (?:could|will|might) (?:die|lose everything|be next)|deadly threat|terrifying|(?:will|could) destroy (?:us|our|your|the country|everything)|nowhere (?:is|will be) safe|time bomb|ticking bomb",
    ]),
    medium: 2,
    high: 3,
  },
  {
    technique: 'flag_waving',
    label: 'Flag-waving',
    explanation: 'Appeals to patriotism or group identity ("real Americans", "our nation") to justify a position.',
    cues: cue([
      "true (?:patriots?|americans?|brits?|britons|believers)|real (?:americans|patriots|brits|men|women)|un-?american|unpatriotic|(?:our|this) (?:great )?(?:nation|country|flag|heritage|way of life) (?:is|will be) (?:under attack|destroyed|at stake)|for (?:our|the) (?:country|nation|flag)|make \\p{L}+ great|national pride|god bless (?:america|our)",
    ]),
    medium: 2,
    high: 3,
  },
  {
    technique: 'causal_oversimplification',
    label: 'Causal oversimplification',
    explanation: 'Blames one cause for a complex problem that has many.',
    cues: cue([
      "(?:is|are|was|were) the (?:only|sole|real|single|one) (?:reason|cause)|all because of|(?:is|are) (?:solely|entirely|100 ?%) (?:responsible|to blame)|it'?s all (?:their|his|her|your|the government'?s) fault|the (?:root|real) cause of (?:all|everything)|blame (?:it )?(?:all )?on",
    ]),
    medium: 2,
    high: 3,
  },
  {
    technique: 'slogans',
    label: 'Slogans',
    explanation: 'Short, catchy phrases and hashtags that stir emotion and replace an argument.',
    cues: cue([
      '#[\\p{L}\\d_]{3,40}',
      "lock (?:him|her|them) up|build the wall|enough is enough|take back (?:control|our (?:country|streets))|drain the swamp|no more \\p{L}+!|stop the steal|my body,? my choice|not my \\p{L}+|wake up",
    ]),
    medium: 3,
    high: 6,
  },
  {
    technique: 'black_and_white',
    label: 'Black-and-white fallacy',
    explanation: 'Presents only two options (with us or against us) when more exist.',
    cues: cue([
      "either you(?:'re| are) with us or|(?:you(?:'re| are)|you) either (?:with|for) (?:us|them)|if you(?:'re| are) not with us|there (?:is|are) only two (?:options|choices|sides|kinds)|no middle ground|there is no (?:other )?(?:option|alternative|choice|third way)|it'?s (?:us|them) or (?:us|them)",
    ]),
    medium: 1,
    high: 3,
  },
  {
    technique: 'thought_terminating_cliche',
    label: 'Thought-terminating cliché',
    explanation: 'A stock phrase that ends discussion instead of answering it ("it is what it is", "end of story").',
    cues: cue([
      "it is what it is|end of (?:story|discussion|debate)|enough said|because i said so|let that sink in|case closed|that'?s just (?:how|the way) (?:it is|things are)|the facts speak for themselves|just saying|think about it|you can'?t argue with (?:that|facts)|period\\.",
    ]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'whataboutism',
    label: 'Whataboutism',
    explanation: 'Deflects criticism by pointing at someone else\'s wrongdoing instead of answering it.',
    cues: cue([
      "(?:but|and|so) what about|why (?:didn'?t|don'?t|doesn'?t|did not|do not|does not) (?:anyone|they|you|the media) (?:talk|report|say|complain|care) about|where was (?:the|your|their) outrage|what about when",
    ]),
    medium: 1,
    high: 3,
  },
  {
    technique: 'bandwagon',
    label: 'Bandwagon',
    explanation: 'Asks you to agree because "everyone" does, which says nothing about whether it is true.',
    cues: cue([
      "everyone (?:is|knows|agrees|'s|has)|everybody (?:is|knows|agrees)|(?:millions|thousands) of (?:people|users|customers) (?:can'?t be wrong|agree|are (?:already|switching|using))|join (?:the )?(?:millions|thousands)|most people (?:agree|know|believe)|don'?t be (?:left behind|the last)|the whole world (?:knows|is)",
    ]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'appeal_to_authority',
    label: 'Appeal to authority',
    explanation: 'Leans on unnamed or irrelevant authorities ("top doctors", "9 out of 10 experts") instead of evidence you can check.',
    cues: cue([
      "(?:top|leading|renowned|world-famous) (?:doctors|scientists|experts|physicians)|\\d+ (?:out of|in) \\d+ (?:doctors|dentists|experts|scientists)|(?:doctor|expert|scientist)[- ](?:approved|recommended)|recommended by (?:doctors|experts|scientists)|(?:harvard|nasa|stanford) (?:doctors|scientists|experts|study)",
    ]),
    medium: 1,
    high: 3,
  },
];

const LOADED = cue([
  'hate|hateful|hatred|stupid|dumb|sick|sickening|monsters?|murderers?|murderous|coward|cowardly|racists?|racism|bigots?|bigoted|terrorists?|pigs?|garbage|trash|filth|filthy|psycho|horrible|terrible|awful|disgrace|enemy|enemies|slavery|slaves|tyrants?|thieves|stole|stolen|cheats?|cheating|furious|rage|panic|greedy|greed|arrogant|hypocrites?|hypocrisy|fake news|idiots?|morons?|fools?|clowns?|treasonous|criminals?|criminal|mobs?|savages?|barbaric|wicked|sinister|demonic|satanic|puppet|shills?|butcher(?:ed|s)?|genocide|dictatorship|ruined|ruining|doomed|pathetic',
  'disaster|disastrous|catastrophe|catastrophic|outrage|outrageous|evil|corrupt|corruption|traitor|treason|destroy(?:ed|s|ing)?|slaughter|horrific|horrifying|disgusting|disgraceful|shameful|shameless|radical|extremist|regime|tyranny|tyrant|dictator|lies|liars?|lying|scandal|chaos|chaotic|invasion|invaders|flood of|hordes?|betray(?:al|ed)?|sinister|vile|despicable|pathetic|insane|crazy|idiotic|ridiculous|absurd|nightmare|apocalypse|apocalyptic|war on|assault on|crushing|devastating|brutal|massacre|poison(?:ed|ous)?|toxic|rigged|fraud|hoax|propaganda|brainwash(?:ed|ing)?|shocking|terrifying|heroic|glorious|patriotic|miracle',
]);
const SUBJECTIVE = cue([
  'i think|i believe|i feel|in my opinion|imo|obviously|clearly|undeniabl[ey]|of course|absolutely|totally|everyone knows|no doubt|without a doubt|frankly|honestly|needless to say',
]);
const COUNTERPOINT = cue([
  'however|but|although|though|whereas|on the other hand|critics|opponents|others (?:say|argue)|disputed|denied|declined to comment|in contrast|nevertheless|supporters',
]);
const REPEATED_WORD = /(?<![\p{L}])(\p{L}{2,})(?:[\s,!.]+\1(?![\p{L}])){2,}/giu;

const CAPITALISED_NEIGHBOUR_BEFORE = /\p{Lu}[\p{L}'’-]*\s$/u;
const CAPITALISED_NEIGHBOUR_AFTER = /^\s\p{Lu}[\p{L}'’-]*/u;

function inProperName(text: string, s: Span): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(s.text)) return false;
  const before = text.slice(Math.max(0, s.start - 30), s.start);
  const after = text.slice(s.end, s.end + 30);
  return CAPITALISED_NEIGHBOUR_BEFORE.test(before) || CAPITALISED_NEIGHBOUR_AFTER.test(after);
}

function severityFor(count: number, medium: number, high: number): Severity {
  if (count >= high) return 'high';
  if (count >= medium) return 'medium';
  return 'low';
}

function finding(technique: string, label: string, severity: Severity, explanation: string, spans: Span[]): BiasFinding {
  return { technique, label, severity, explanation, spans: spans.slice(0, MAX_SPANS_PER_TECHNIQUE) };
}

function repetition(text: string): BiasFinding | null {
  const spans: Span[] = allMatches(REPEATED_WORD, text, MAX_SPANS_PER_TECHNIQUE);
  // The same sentence said again (slogans, chants, copy-pasted warnings).
  const seen = new Map<string, Span>();
  for (const s of splitSentences(text)) {
    const key = s.text.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '').trim();
    if (key.split(' ').length < 3) continue;
    const earlier = seen.get(key);
    if (earlier) {
      if (spans.length < MAX_SPANS_PER_TECHNIQUE) spans.push(earlier, s);
    } else seen.set(key, s);
  }
  if (spans.length === 0) return null;
  return finding(
    'repetition',
    'Repetition',
    spans.length >= 4 ? 'medium' : 'low',
    'Repeats the same words or sentences to make a message stick, which makes it feel truer without adding evidence.',
    spans.sort((a, b) => a.start - b.start),
  );
}

export function detectBias(text: string): BiasFinding[] {
  const out: BiasFinding[] = [];
  const words = Math.max(1, (text.match(/\S+/g) ?? []).length);
  // "Action Fraud" or "Crisis Group" are names, not loaded words.
  const loaded = allMatches(LOADED, text, MAX_HITS).filter((s) => !inProperName(text, s));
  // Density, not count: a long report can mention a "crisis" twice and stay neutral.
  const loadedPer100 = (loaded.length * 100) / words;
  if (loaded.length >= 2 || (loaded.length === 1 && words < 60)) {
    const severity: Severity = loadedPer100 >= 3 ? 'high' : loadedPer100 >= 1.2 ? 'medium' : 'low';
    out.push(
      finding(
        'loaded_language',
        'Loaded and emotional language',
        severity,
        'Emotionally charged words tell you how to feel about the facts before you have them; neutral reporting lets the facts speak.',
        loaded,
      ),
    );
  }
  const subjective = allMatches(SUBJECTIVE, text, MAX_HITS);
  if (subjective.length >= 2) {
    out.push(
      finding(
        'subjectivity',
        'Opinion presented as fact',
        severityFor(subjective.length, 3, 6),
        'Words like "obviously" or "everyone knows" present an opinion as settled fact; ask what evidence stands behind it.',
        subjective,
      ),
    );
  }
  for (const t of TECHNIQUES) {
    const hits = allMatches(t.cues, text, MAX_HITS);
    if (hits.length > 0) out.push(finding(t.technique, t.label, severityFor(hits.length, t.medium, t.high), t.explanation, hits));
  }
  const rep = repetition(text);
  if (rep) out.push(rep);

  // One-sided: a text of some length that argues with charged language and never gives the
  // other side a word.
  const techniqueHits = out.reduce((n, f) => n + f.spans.length, 0);
  if (words >= 60 && techniqueHits >= 3 && allMatches(COUNTERPOINT, text, 1).length === 0) {
    out.push(
      finding(
        'one_sidedness',
        'One-sided',
        techniqueHits >= 8 ? 'medium' : 'low',
        'Presents only one side, with no opposing view, caveat or response from those criticised.',
        loaded.length > 0 ? loaded.slice(0, 2) : out[0]!.spans.slice(0, 2),
      ),
    );
  }
  const rank: Record<Severity, number> = { high: 3, medium: 2, low: 1 };
  return out.sort((a, b) => rank[b.severity] - rank[a.severity]);
}
