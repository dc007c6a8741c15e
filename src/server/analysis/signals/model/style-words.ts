/**
 * The word lists of the learned model's style cues (features.ts): reporting verbs, pronouns,
 * negations and LIWC-like word categories. Split from features.ts, which counts them; training and
 * inference read them from here alike.
 */
export const REPORTING_VERBS = new Set([
  'said',
  'says',
  'told',
  'according',
  'reported',
  'added',
  'stated',
  'announced',
]);
export const FIRST_PERSON = new Set(['i', 'me', 'my', 'we', 'our', 'us']);
export const SECOND_PERSON = new Set(['you', 'your', "you're", 'yours']);
export const THIRD_PERSON = new Set(['he', 'she', 'they', 'his', 'her', 'their', 'him', 'them']);
export const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'none',
  "don't",
  "can't",
  "won't",
  "isn't",
  "didn't",
  "doesn't",
]);
/**
 * Word categories in the manner of LIWC, which Perez-Rosas et al. (2018) found to separate fake
 * from real news: how sure the writer sounds, hedging, emotion, reasoning, comparison, time.
 */
const CATEGORIES: Record<string, ReadonlySet<string>> = {
  certainty: new Set(
    'always never definitely certainly absolutely undoubtedly clearly obviously proven proof fact facts truth true totally completely entire entirely every everyone everything must sure guaranteed undeniable'.split(
      ' ',
    ),
  ),
  tentative: new Set(
    'maybe perhaps possibly possible might may could seem seems seemed appear appears apparently likely probably suggest suggests suggested reportedly allegedly guess somewhat unclear unknown rumor rumors rumoured rumored'.split(
      ' ',
    ),
  ),
  positive: new Set(
    'love loved loves nice good great happy best amazing wonderful win won beautiful excited success successful support hope proud fun perfect incredible awesome glad thank thanks'.split(
      ' ',
    ),
  ),
  negative: new Set(
    'hate hated bad worst angry kill killed terrible fear shock shocking horrible attack attacked dead died death war crisis sad disaster evil destroy destroyed scandal outrage furious disgusting crazy corrupt lie lies lied fake threat'.split(
      ' ',
    ),
  ),
  cognitive: new Set(
    'because cause caused causes think thought know knew believe believed reason reasons therefore thus since understand consider considered realize realized means meaning whether although however though'.split(
      ' ',
    ),
  ),
  comparison: new Set(
    'more most less least than better worse biggest largest greatest highest lowest fewer'.split(
      ' ',
    ),
  ),
  time: new Set(
    'monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december yesterday today tomorrow week month year years ago earlier later'.split(
      ' ',
    ),
  ),
  past: new Set('was were had did said told went came made been'.split(' ')),
  present: new Set('is are has does says tells goes comes makes am'.split(' ')),
  'function-words': new Set('the a an of to in on at for by with from as into about'.split(' ')),
};
export const CATEGORY_NAMES = Object.keys(CATEGORIES);
/** Word -> indices of its categories, so a token costs one lookup however many categories there are. */
export const CATEGORY_OF = new Map<string, number[]>();
CATEGORY_NAMES.forEach((name, k) => {
  for (const word of CATEGORIES[name]!)
    CATEGORY_OF.set(word, [...(CATEGORY_OF.get(word) ?? []), k]);
});

/**
 * Which of the style counts (features.ts) a word adds to, looked up once: the first list that
 * holds it (reporting verbs, then the pronouns, then negations), as asking each in turn finds.
 */
export const COUNTED_WORD = new Map<
  string,
  'reports' | 'first' | 'second' | 'third' | 'negations'
>();
for (const [count, words] of [
  ['reports', REPORTING_VERBS],
  ['first', FIRST_PERSON],
  ['second', SECOND_PERSON],
  ['third', THIRD_PERSON],
  ['negations', NEGATIONS],
] as const)
  for (const w of words) if (!COUNTED_WORD.has(w)) COUNTED_WORD.set(w, count);
