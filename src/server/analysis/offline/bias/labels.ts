/**
 * Labels that are name calling in a heated text ("RACIST DEMOCRATS", "illegals", "fake doctor")
 * but ordinary words in a report ("a terrorist cell was disrupted", "the socialist party won").
 * Like the charged words of loaded language, they count only in a text that is already emotive.
 * They are matched in the same pass as the other name-calling cues (bias-techniques) and the hits
 * that are only such a label are dropped when the text is calm.
 */
export const HEATED_LABELS = [
  'racists?|sexists?|misogynists?|homophob(?:es?|ic)|narcissists?|sociopath(?:s|ic)?|psychopath(?:s|ic)?|perverts?|pedophiles?|paedophiles?|rapists?|terrorists?|communists?|socialists?|marxists?|criminals?|felons|illegals|(?:illegal|criminal) aliens|elites|thugs?|looters|rioters|impost[eo]rs?|sheep|idiotic|moronic|incompetent|useless|worthless|pathetic|brain-?dead|senile|whin(?:y|ers?|ing)|hysterical|radicals?|extremists?|zealots?|cultists?|fanatics?|propagandists?|tyrants?|dictators?|warmongers?|demagogues?|charlatans?|quacks?',
  // Insulting adjectives, which in heated writing label a person rather than describe a deed.
  '(?:stupid|dumb|racist|sexist|creepy|disgusting|dishonest|deceitful|arrogant|ignorant|uneducated|corrupt|irresponsible|cowardly|lazy|greedy|childish|delusional|unhinged|deranged|evil) (?!(?:and|or|to|of|in|on|at|for|as|but|that|this|the|a|an|is|are|was|were|it|i|you|he|she|we|they|thing|things|enough|stuff|if|when|because|so|now|too|with|from|by|about)(?![\\p{L}]))\\p{L}+',
  // A mocking adjective in front of a person or a group word.
  '(?:fake|so-called|wannabe|failed|washed[- ]up|useless|clueless|senile|sleepy|crazy|creepy|weird|pathetic|radical|loony|angry|sad|bitter|dirty|filthy|old white|rich white) (?:\\p{L}+ )?(?:man|woman|guy|gal|lady|person|people|president|leader|doctors?|journalists?|journos?|reporters?|politicians?|liberals?|democrats?|republicans?|leftists?|mob|crowd|bunch|party|group|elites?|activists?|protesters?|voters?|supporters?|fans?|millionaires?|billionaires?)',
];

const IS_HEATED_LABEL = new RegExp(`^(?:${HEATED_LABELS.join('|')})$`, 'iu');

/** Is this span one of the labels above (to be dropped when the text is calm)? */
export function isHeatedLabel(span: string): boolean {
  return IS_HEATED_LABEL.test(span);
}
