/**
 * The cue-based persuasion techniques (after the SemEval propaganda-technique taxonomy): for
 * each, the wording that marks it and the plain-words explanation the user sees. Cues are
 * general constructions (insults, "the worst ... ever", "either ... or", "by that logic"), not
 * phrases from any data set, so they carry over to text FactLens has never seen.
 */
import { groupedCue } from './cue';
import { HEATED_LABELS, isHeatedLabel } from './labels';
import { gap } from '../../knowledge/patterns';

export interface Technique {
  technique: string;
  label: string;
  explanation: string;
  cues: RegExp;
  /** Hits needed for medium and high severity (one hit is always at least low). */
  medium: number;
  high: number;
}

/** Like `gap`, but the two halves may sit on different lines (memes and posts break lines for effect). */
function gapLines(max: number): string {
  return `(?![\\p{L}\\p{N}_])(?:[^.!?]|\\.(?=\\d)){1,${max}}?(?<![\\p{L}\\p{N}_])`;
}

/** Groups that partisan writing lumps people into. */
const GROUPS =
  '(?:liberals?|conservatives?|democrats?|dems|republicans?|leftists?|the left|the right|lefties|right-?wingers?|left-?wingers?|socialists?|communists?|progressives?|globalists?|elites?|feminists?|immigrants?|migrants?|muslims?|christians?|atheists?|vegans?|boomers?|millennials?|anti-?vaxx?ers?|trump supporters|biden supporters|(?:the )?media|(?:the )?government|politicians|scientists|experts|they)';

/** Political and group labels: name calling when used as an insult ("those liberals", "you socialist"). */
const LABELS =
  '(?:liberals?|libs|leftists?|lefties|socialists?|communists?|commies?|marxists?|fascists?|nazis?|racists?|globalists?|elites?|snowflakes?|boomers?|illegals|warmongers?|traitors?|democrats?|republicans?|conservatives?|progressives?|right-?wingers?|left-?wingers?|trumpers?|anti-?vaxx?ers?|idiots?|morons?)';

/** Insults and labels that are name calling wherever they appear. */
const NAME_CALLING = [
  'idiots?|morons?|imbeciles?|cretins?|traitors?|clowns?|sheeple|libtards?|retards?|snowflakes?|commies?|crooks?|thugs?|losers?|puppets?|parasites?|vermin|scum(?:bags?)?|lunatics?|brainwashed|woke mob|degenerates?|buffoons?|dimwits?|halfwits?|nitwits?|dumbass(?:es)?|jackass(?:es)?|assholes?|bastards?|dickheads?|pigs?|rats|snakes?|hypocrites?|liars?|cowards?|bigots?|psychopaths?|sociopaths?|maniacs?|hacks?|shills?|cucks?|rinos?|grifters?|con ?m[ae]n|fraudsters?|baby[- ]killers?|haters?|trolls?|bots|stooges?|lapdogs?|bootlickers?|deplorables?',
  'crooked \\p{L}+|lying (?!(?:down|in|on|at|about|low|around|there|here|back|awake|still|to|under|beside|next|flat|face|dormant|idle)(?!\\p{L}))\\p{L}+|corrupt (?:elites?|politicians?|media|officials|establishment|regime)|(?:radical|far|loony|extreme) (?:left|right)(?:ists?|-?wingers?)?|(?:left|right)-?wing (?:nut ?jobs?|loons?|extremists?|mob)|nut ?jobs?|(?:dem|demon)-?rats|trump-?tards?|\\p{L}{2,}-tards?|(?:lib|maga|repub|dem|demo|libera|conserva|femi|left|right|twit|cov|eco)tards?|snowflake \\p{L}+',
  '(?:stupid|dumb|crazy|insane|evil|corrupt|pathetic|disgusting|ugly|weak|childish|cowardly|incompetent|senile|deranged|unhinged|irresponsible|sad|ignorant) (?:little )?(?:man|woman|person|people|guy|leader|president|politicians?|liberals?|democrats?|republicans?|leftists?|party|bunch|old (?:man|woman|fool))',
  `(?:those|these|typical|bunch of|such an?|what an?|filthy|dirty|damn(?:ed)?|stupid|radical|fake|lying|corrupt|little|you) ${LABELS}|you(?:'re| are) (?:a |an |such an? |so )?(?:stupid|idiot|fool|pathetic|moron|joke|disgrace|liar|loser|clown|hypocrite|coward)`,
  'warmongers?|pedos?|predators?|whores?|turds?|cokeheads?|lunacy|fear-?mongering|fear-?mongers?|sell-?outs?|lowlifes?|low-lifes?|scumbags?|karens|rednecks?|hillbillies|libs|commie|pinkos?|nutters?|wackos?|weirdos?|freaks?|imbeciles?',
];

/** A name-calling hit that is only a heated label ("criminals", "fake doctors"), not an insult in any text. */
const ALWAYS_NAME_CALLING = new RegExp(`^(?:${NAME_CALLING.join('|')})$`, 'iu');
export function isHeatedLabelOnly(span: string): boolean {
  return !ALWAYS_NAME_CALLING.test(span) && isHeatedLabel(span);
}

export const TECHNIQUES: readonly Technique[] = [
  {
    technique: 'name_calling',
    label: 'Name calling',
    explanation:
      'Labels people or groups with insults instead of engaging with what they say or do.',
    // Labels that need a heated text ride along in the same pass and are dropped in calm ones (bias-labels).
    cues: groupedCue([...NAME_CALLING, ...HEATED_LABELS]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'exaggeration',
    label: 'Exaggeration or minimisation',
    explanation:
      'Inflates (or plays down) how big, bad or certain something is beyond what the evidence shows.',
    cues: groupedCue([
      'the (?:best|worst|greatest|biggest|most \\p{L}+) (?:\\p{L}+ ){0,3}(?:ever|in history|of all time)|(?<!(?:selling|grossing|watched|streamed|viewed|downloaded|attended|decorated|capped|scoring)(?: [\\p{L}-]+){0,3} )of all time|like never before|in (?:all of |human )history|never (?:been|seen) (?:anything )?(?:like|before)|(?:worst|best|greatest|biggest) (?:\\p{L}+ )?ever',
      'completely (?:destroyed|ruined|collapsed)|totally (?:destroyed|ruined|fake|false)|literally (?:killing|destroying|dying|everyone|everything|nothing)|(?:millions|billions) of (?:people )?(?:are|will) (?:die|dying|suffer)|just a (?:little )?(?:flu|joke|cold)|nothing but a|no big deal|nothing (?:can|will) (?:fix|stop|save)|(?:nobody|no one) (?:ever|will ever)|the entire (?:world|country|planet)|(?:everyone|everybody|everything) is (?:dying|ruined|destroyed|lost)',
      'thousands? times (?:worse|better|more)|(?:a )?million times|off the charts|out of control|beyond (?:belief|repair)|total(?:ly)? (?:embarrassment|disaster|failure|joke|disgrace|fraud|nonsense|catastrophe)|complete (?:disaster|failure|joke|nonsense|fraud|catastrophe|disgrace)|(?:is|are|was|were) literally|never-?before-?seen|(?:dumbest|stupidest|smartest|craziest|greatest|hardest|worst|best|most \\p{L}+) (?:\\p{L}+ ){0,3}(?:the world has ever (?:seen|known)|in (?:all of )?history)|(?:nobody|no one) (?:\\p{L}+ )?(?:ever|anymore)|the world has ever (?:seen|known)|can.?t even imagine|(?:hundreds|thousands|millions) to (?:one|1)|first (?:\\p{L}+ )?(?:in history|ever) to|first (?:\\p{L}+ )?to ever|not (?:a single|one) (?:dime|penny|cent)|everyone loses (?:their|his|her) minds?|(?:everything|anything) (?:he|she|they) touch(?:es|ed)?',
    ]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'doubt',
    label: 'Casting doubt',
    explanation:
      'Undermines a person or institution with insinuation ("so-called", "can we really trust") instead of evidence.',
    cues: groupedCue([
      'so-called|so called|supposed(?:ly)? (?:experts?|scientists?|journalists?|fact-checkers?|doctors?)|(?:can|should) (?:we|you) (?:really |even |still )?(?:trust|believe)|what (?:else )?(?:are|is) (?:they|he|she|the media|the government) (?:hiding|lying about|not telling)|(?:is|are) (?:they|he|she) (?:really|even) telling the truth|who (?:really )?(?:paid|funds|is behind|benefits)',
      "(?:why|how come) (?:haven'?t|hasn'?t|didn'?t|don'?t|doesn'?t|won'?t|isn'?t|aren'?t) (?:they|he|she|the media|the government|anyone)\\b[^.!?\\n]{0,60}\\?|(?:nothing|something) (?:to see|fishy|doesn'?t add up)|doesn'?t add up|questionable at best|(?:are we|am i) (?:supposed|expected|meant) to believe|(?:you|they) expect (?:us|me|anyone) to believe|who (?:are|is) (?:they|he|she|the media) (?:kidding|fooling)|(?:how|why) (?:can|could|should|would) (?:we|you|anyone) (?:trust|believe)|(?:is|was|are) (?:this|that|he|she|it) (?:even|really) (?:legal|true|real|qualified|possible)\\?|(?:allegedly|supposedly) (?:independent|neutral|unbiased)|if (?:they|the media|he|she) (?:will|would|can) lie about",
      // Rhetorical questions about someone's honesty, competence or good faith.
      "(?:do|does|would|can|could) (?:you|anyone|we) (?:really|honestly|seriously|actually|still) (?:think|believe|trust|expect)[^.!?\\n]{1,80}\\?|(?:has|have) (?:anyone|anybody) (?:ever )?(?:heard|seen|noticed)[^.!?]{1,80}\\?|(?:will|would|does|is|has) (?:he|she|they|\\p{L}+) ever (?:\\p{L}+ )?(?:condemn|apologi[sz]e|admit|tell the truth|answer for|take responsibility|stop lying|learn)[^.!?\\n]{0,40}\\?|(?:you(?:'re| are)|are you) (?:still|seriously) [^.!?\\n]{1,60}\\?|(?:tell me again|explain (?:to me )?(?:again )?(?:why|how))[^.!?]{1,60}\\?|(?:still waiting|waiting) (?:for|on) (?:the |any )?(?:evidence|proof|answers?|an explanation)|not (?:gonna|going to) (?:mention|talk about|report)|(?:is|was|are) (?:this|that|he|she|it|they) (?:even )?(?:slightly|remotely) \\p{L}+[^.!?\\n]{0,40}\\?|you(?:'re| are) being (?:played|lied to|fooled|manipulated|conned|brainwashed)|(?:they|the media|the government)(?:'ve| have)? (?:lied|been lying) to (?:you|us)|(?:wake up|open your eyes),? (?:people|sheeple|america)|(?:how|why) (?:is|are) (?:this|that|he|she|they) (?:still )?(?:allowed|not in (?:jail|prison)|still in office)[^.!?\\n]{0,40}\\?|(?:the )?(?:mainstream|lamestream|legacy) media (?:won'?t|will never|doesn'?t want to|don'?t want you to) (?:tell|show|report)|(?:what|who) (?:are|is) (?:they|he|she) (?:really )?(?:afraid of|protecting|covering for)",
    ]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'appeal_to_fear',
    label: 'Appeal to fear',
    explanation:
      'Tries to win agreement by frightening you about what will happen, rather than by showing evidence.',
    cues: groupedCue([
      `(?:your|our) (?:children|kids|family|families|loved ones|daughters|sons|grandchildren)${gap(30)}(?:in danger|at risk|will (?:die|suffer|be harmed)|are not safe|(?:could|will) be next)`,
      "before it'?s too late|you (?:could|will|might) (?:die|lose everything|be next)|deadly threat|(?:biggest|greatest|real) threats? to|(?:will|could|want to|going to) (?:destroy|ruin|take away) (?:us|our|your|the country|everything|america|britain|europe)|nowhere (?:is|will be) safe|time bomb|ticking bomb|(?:they(?:'re| are)|are) coming for (?:you|your|us|our)|(?:illegal aliens|illegals|invaders|invasion)|(?:a|the) (?:threat|danger) to (?:our|your|america|the nation|society|democracy)|(?:take|taking) (?:away )?(?:your|our) (?:guns|rights|freedoms?|children|kids|jobs|homes|country|money)|(?:you|we) (?:will|could|are going to) lose (?:your|our|everything)|(?:lose|losing) (?:your|our) (?:freedoms?|rights|country|way of life)|(?:dangerous|deadly) (?:for|to) (?:you|your|our)",
      `if (?:we|you) (?:don'?t|do not|fail to)${gap(40)}(?:we|you|they|it) (?:will|could|might) (?:die|lose|be|destroy)|(?:you|we) (?:will|could) be (?:killed|arrested|silenced|next)`,
      "(?:secret|sinister|evil|hidden) (?:\\p{L}+ )?(?:plan|plot|agenda|scheme) to|(?:depopulate|enslave|exterminate|wipe out) (?:the world|humanity|us|the population|mankind|\\p{L}+ (?:people|citizens))|(?:our|your) (?:freedoms?|rights|liberty|liberties) (?:be |being |are being |will be |is being )?(?:trampled|stripped|taken|crushed|destroyed|eroded|ripped)|(?:disarm|silence|control) (?:you|us|the people|its citizens|(?:their|your) minds)|(?:the (?:world|planet|country) is|we are all) (?:literally )?(?:dying|doomed|burning)|(?:we(?:'re| are)|you(?:'re| are)) all (?:going to|gonna) (?:hang|burn|die|starve)|(?:we|you)(?:'ll| will) all (?:hang|burn|die|starve)|(?:wait|waiting|stand|standing) in (?:long )?(?:lines|breadlines) for (?:food|bread)|(?:imagine|picture) (?:what it'?d be like|a world|life) (?:to have no|without)|what (?:does|will|would) (?:a|the) (?:government|state|regime) do|(?:will|would|could|going to|want to|wants to) (?:kill|attack|hurt|harm|poison|replace) (?:you|us|your|our)(?![\\p{L}])",
    ]),
    medium: 2,
    high: 3,
  },
  {
    technique: 'flag_waving',
    label: 'Flag-waving',
    explanation:
      'Appeals to patriotism or group identity ("real Americans", "our nation") to justify a position.',
    cues: groupedCue([
      'true (?:patriots?|americans?|brits?|britons|believers|conservatives|christians)|real (?:americans|patriots|brits|men|women|canadians|australians)|un-?american|unpatriotic|anti-?(?:american|british)|(?:our|this) (?:great )?(?:nation|country|flag|heritage|way of life|freedoms?|values) (?:is|are|will be) (?:under attack|destroyed|at stake|being destroyed)|for (?:our|the) (?:country|nation|flag|freedom)|make \\p{L}+ great|keep \\p{L}+ great|national pride|god bless (?:america|our)|(?:proud|patriotic) (?:americans?|brits?|citizens?|patriots?)|love (?:it|this country) or leave it|(?:america|britain|england|canada|australia) first|patriots? (?:stand|unite|know|will)|stand (?:for|with) the flag|our (?:founding fathers|constitution|troops|heroes|veterans)',
    ]),
    medium: 2,
    high: 3,
  },
  {
    technique: 'causal_oversimplification',
    label: 'Causal oversimplification',
    explanation: 'Blames one cause for a complex problem that has many.',
    cues: groupedCue([
      "(?:is|are|was|were) the (?:only|sole|real|single|one|true) (?:reason|cause)|the only reason (?:why )?|all because (?:of )?|(?:is|are) (?:solely|entirely|100 ?%) (?:responsible|to blame)|it'?s all (?:their|his|her|your|the government'?s|the media'?s|\\p{L}+'s) fault|the (?:root|real) cause of (?:all|everything|our)|blame (?:it )?(?:all )?on|(?:thanks|all thanks) to (?:him|her|them|obama|trump|biden)|(?:ever )?since (?:he|she|they) (?:took office|came to power|was elected)",
      `\\p{L}+ (?:didn'?t|did not) [^.;!?\\n]{1,40}(?:[;—–]\\s*|\\s*-\\s+|\\n\\s*)(?!nor )(?:\\p{L}+ )?\\p{L}+ did(?=\\s*[.!]|\\s*$)|the (?:real|only) reason [^.!?\\n]{1,80} is because|it'?s (?:all )?because (?:i'?m|you'?re|he'?s|she'?s|they'?re|we'?re) |(?:all|every one) of (?:\\p{L}+'s |our |the world'?s |the country'?s )?problems|(?:only|single(?:-handedly)?) (?:responsible|to blame) for|(?:is|are) (?:suppressed|hidden|banned|censored) because|this is what happens (?:when|if) (?:you|we|they|people|a country|a nation)|(?:can'?t|cannot|won'?t) [^.!?\\n]{1,40} unless (?:you(?:'re| are)|you)|(?:before|until) (?:my|his|her|their) (?:presidency|administration|government)${gapLines(40)}(?:there was no|no one)`,
      `(?:under|since) (?:\\p{L}+ ){0,2}(?:president|presidency|government|administration|rule)${gap(40)}(?:jobs (?:were )?(?:lost|gained|created)|unemployment (?:rose|fell|peaked)|crime (?:rose|soared|fell))`,
    ]),
    medium: 2,
    high: 3,
  },
  {
    technique: 'black_and_white',
    label: 'Black-and-white fallacy',
    explanation: 'Presents only two options (with us or against us) when more exist.',
    cues: groupedCue([
      "either you(?:'re| are) with us or|(?:you(?:'re| are| were)|you) either (?:with|for) (?:us|them|\\p{L}+)|you (?:were|are) either|if you(?:'re| are) not with us|there (?:is|are) only two (?:options|choices|sides|kinds|genders|types)|no middle ground|there is no (?:other )?(?:option|alternative|choice|third way)|it'?s (?:us|them) or (?:us|them)|(?:the|is the) only (?:way|option|solution|choice) (?:to|is|for)|or (?:else )?(?:you(?:'re| are)|you) (?:a|an|not)|if you (?:don'?t|do not|didn'?t) [^.!?\\n]{1,40} you(?:'re| are|\\s+ain'?t|\\s+aren'?t)",
      `(?:either|you can (?:either)?)${gap(50)}or${gap(50)}(?:there is no|nothing in between|pick one|choose)|better (?:to|dead) [^.!?\\n]{1,40} than`,
    ]),
    medium: 1,
    high: 3,
  },
  {
    technique: 'thought_terminating_cliche',
    label: 'Thought-terminating cliché',
    explanation:
      'A stock phrase that ends discussion instead of answering it ("it is what it is", "end of story").',
    cues: groupedCue([
      "it is what it is|end of (?:story|discussion|debate|conversation)|enough said|because i said so|let that sink in|case closed|that'?s just (?:how|the way) (?:it is|things are)|the facts speak for themselves|you can'?t argue with (?:that|facts)|full stop|that'?s a fact|any questions\\?|(?:don'?t|do not) ask questions|(?:^|(?<=[.!?]\\s{1,3}))period[.!]|deal with it!|get over it!|nuff said|it'?s (?:that )?simple|we all know (?:it|the truth)|we can all agree|don'?t overthink it|boys will be boys|everything happens for a reason|stay in your lane|facts don'?t care about your feelings",
    ]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'whataboutism',
    label: 'Whataboutism',
    explanation:
      "Deflects criticism by pointing at someone else's wrongdoing instead of answering it.",
    cues: groupedCue([
      "(?:but|and|so|yet) what about|why (?:didn'?t|don'?t|doesn'?t|did not|do not|does not|wasn'?t|isn'?t) (?:anyone|they|you|the media|the left|the right|\\p{L}+s) (?:talk|report|say|complain|care|outraged|protest)[^.!?\\n]{0,20} (?:about|when)|where was (?:the|your|their) (?:outrage|concern|protest)|what about when|(?:the )?same (?:people|ones|party|media) (?:who|that) (?:told|said|called|claimed|voted|screamed|demanded)|no (?:protests?|outrage|riots?|coverage|one kneeling) (?:for|when|over)|(?:but|yet) (?:when|if) (?:\\p{L}+ ){1,3}(?:does|did|do) it|double standards?|hypocrisy|remember when (?:they|the left|the right|\\p{L}+s)",
      `if (?:you|they|we) can${gap(40)}(?:you|they|we) can|(?:if|when) (?:they|he|she|you|we) can${gap(40)}(?:he|she|they|you|we) can|\\p{L}+s (?:think|say|said)${gap(50)}(?:is|are) (?:evil|bad|wrong|racist)${gap(40)}but${gap(40)}(?:is|are) (?:fine|ok|okay|good|great)`,
      `(?:is|are) (?:evil|bad|wrong|racist|dangerous|a crime|poison|unacceptable)${gapLines(80)}(?:but|yet)${gapLines(80)}(?:is|are) (?:just |perfectly |totally )?(?:fine|ok|okay|good|great|acceptable|safe)|(?:the )?(?:same )?(?:people|ones|party|media|politicians|folks) (?:who|that) (?:once |constantly |always |repeatedly |spent years )?(?:called|calls|call|said|says|told|claimed|claims|criticized|criticised|attacked|mocked)${gapLines(80)}(?:now|just|are now)|(?:lectures?|lessons?|advice|moral(?:s|ity)?) (?:on \\p{L}+ )?from (?:people|those|someone|a party|the party|a man|a woman|the people|a guy) (?:who|that)|when (?:a|an) \\p{L}+ (?:is|does|did|says)[^!?]{1,100}?(?<![\\p{L}\\p{N}_])when (?:a|an) \\p{L}+ (?:is|does|did|says)|(?:and|but) not (?:all )?(?:the )?other \\p{L}+ (?:who|that)|(?:and|but) (?:he|she|they) (?:still )?(?:say|says|said|complain|complains|lecture|lectures|blame|blames)${gap(30)}(?:not doing|doing nothing|enough)|has the nerve to|(?:criticize|criticise|attack|condemn|blame|shame)s? (?:others|them|people|everyone|\\p{L}+s) for${gapLines(80)}(?:but|yet) (?:ignore|ignores|do|does|support|supports|defend|defends|excuse|excuses)|(?:and |but )?then (?:they|he|she|you|we) (?:go|turn around|went|turned around) and|(?:should|shouldn'?t|wouldn'?t|doesn'?t|isn'?t) [^.!?\\n]{1,60} (?:too|as well)\\?|(?:yet|but) (?:he|she|they|you) (?:still )?(?:believes?|trusts?|keeps?|spends?|ignores?) [^.!?\\n]{1,60}(?:without question|anyway|every day|all day)`,
    ]),
    medium: 1,
    high: 3,
  },
  {
    technique: 'bandwagon',
    label: 'Bandwagon',
    explanation:
      'Asks you to agree because "everyone" does, which says nothing about whether it is true.',
    cues: groupedCue([
      "everyone (?:is|knows|agrees|'s|has)|everybody (?:is|knows|agrees)|(?:millions|thousands) of (?:people|users|customers|americans|patriots) (?:can'?t be wrong|agree|are (?:already|switching|using|joining))|join (?:the )?(?:millions|thousands|movement)|most people (?:agree|know|believe)|don'?t be (?:left behind|the last)|the whole world (?:knows|is)|(?:all|most) (?:real|true|smart|sensible) (?:people|americans|patriots) (?:agree|know)|(?:the )?(?:majority|silent majority) (?:agrees?|knows|supports)|(?:everyone|everybody) (?:else )?(?:is )?(?:doing|buying|using|switching)",
    ]),
    medium: 2,
    high: 4,
  },
  {
    technique: 'appeal_to_authority',
    label: 'Appeal to authority',
    explanation:
      'Leans on unnamed or irrelevant authorities ("top doctors", "9 out of 10 experts") instead of evidence you can check.',
    cues: groupedCue([
      '(?:top|leading|renowned|world-famous|world-renowned|famous) (?:doctors|scientists|experts|physicians|economists|lawyers)|\\d+ (?:out of|in) \\d+ (?:doctors|dentists|experts|scientists)|(?:doctor|expert|scientist|dentist)[- ](?:approved|recommended)|recommended by (?:doctors|experts|scientists)|(?:harvard|nasa|stanford|oxford) (?:doctors|scientists|experts|study)|(?:even|as) (?:the )?(?:experts|scientists|doctors) (?:agree|admit|say)|(?:einstein|lincoln|jefferson|washington|churchill|gandhi|mlk|martin luther king|reagan|jfk|the founding fathers) (?:said|once said|warned|knew)',
    ]),
    medium: 1,
    high: 3,
  },
  {
    technique: 'straw_man',
    label: 'Straw man',
    explanation:
      "Attacks a distorted or exaggerated version of the other side's position instead of what they actually said.",
    cues: groupedCue([
      `so (?:you(?:'re| are)|what you(?:'re| are)) (?:saying|telling me)|(?:you|they) (?:mean|want us to believe|would have you believe) (?:that )?|by (?:that|your|their) logic|(?:you(?:'re| are)|they(?:'re| are)) (?:basically|essentially|literally) saying|in other words,? (?:you|they)|(?:you(?:'re| are)) trying to tell me|if you (?:think|believe)${gap(50)}(?:but|then|yet)`,
      // One pass over the group words for all three forms: what they "want", what they "hate", what they "would rather".
      `${GROUPS}(?: (?:just |basically |really |secretly |all )?(?:want|wants|think|thinks|believe|believes) (?:that )?(?:to )?(?:abolish|ban|destroy|kill|take (?:away|all)|confiscate|open (?:the )?borders|defund|murder|erase|replace|control|censor|silence|tear down)| (?:hate|hates) (?:america|freedom|the poor|science|children|babies|god|our country|democracy)|(?: would|'d) (?:rather|prefer))`,
      `(?:people|those|anyone|someone|a party) (?:who|that) (?:think|thinks|believe|believes) (?:it'?s |that it'?s )?(?:ok|okay|fine|good|acceptable) to|(?:impeach(?:ed|ing)?|arrest(?:ed|ing)?|punish(?:ed|ing)?|jail(?:ed|ing)?|attack(?:ed|ing)?|cancel(?:l?ed|l?ing)?|fir(?:e|ed|ing)|ban(?:ned|ning)?) [^.!?\\n]{1,40} for (?:simply|merely|just) (?:asking|saying|being|doing|wanting|questioning)|because (?:they'?d|they would) (?:rather|prefer)`,
    ]),
    medium: 1,
    high: 3,
  },
  {
    technique: 'red_herring',
    label: 'Red herring',
    explanation:
      'Changes the subject to something irrelevant so the original question goes unanswered.',
    cues: groupedCue([
      "(?:but )?the real (?:issue|question|problem|story|scandal) (?:here )?is|(?:anyway|besides|meanwhile),? (?:what about|have you seen|look at)|speaking of which|that'?s not the (?:point|issue)(?:[,;] the)",
    ]),
    medium: 2,
    high: 3,
  },
  {
    technique: 'reductio_ad_hitlerum',
    label: 'Comparison to Hitler or Nazis',
    explanation:
      'Discredits a view by linking it to Hitler, Nazis or other hated regimes rather than arguing against it.',
    cues: groupedCue([
      "(?:just like|like|same as|worse than|no different (?:from|than)|reminds? (?:me|us|you) of|straight out of|right out of|copying) (?:hitler|the nazis|nazi germany|stalin|mussolini|the gestapo|1930s germany|the third reich|pol pot|mao)|(?:hitler|the nazis|stalin|mussolini) (?:also|too|once|did the same|would be proud)|(?:a )?vote for \\p{L}+ is a vote for (?:fascism|communism|socialism|tyranny)|(?:literally|actual) (?:hitler|nazis?|fascists?)|nazi tactics|gestapo tactics|(?:is|isn'?t|are|was) (?:the (?:new|next) |a |an |literally |basically |just )?(?:hitler|stalin|mussolini)(?![\\p{L}'])|totalitarian (?:governments?|regimes?|states?|dictators?)|(?:communists?|socialists?|fascists?|nazis?|dictators?) (?:around the (?:globe|world) |everywhere )?(?:are )?(?:lov(?:e|es|ing)|would be proud|approve|cheering)|socialism (?:involves|means|leads to|ends (?:in|with)|always ends in) (?:slavery|tyranny|gulags|genocide|starvation|death)",
    ]),
    medium: 1,
    high: 3,
  },
];

// Profanity, contempt and moral outrage: words that tell you how to feel before you know the facts.
export const LOADED_WORDS = [
  'hate|hateful|hatred|stupid|dumb|sickening|monsters?|murderous|coward|cowardly|racists?|racism|bigots?|bigoted|pigs?|garbage|trash|filth|filthy|psycho|horrible|terrible|awful|disgrace|tyrants?|thieves|cheats?|cheating|furious|rage|greedy|greed|arrogant|hypocrites?|hypocrisy|fake news|idiots?|morons?|fools?|clowns?|treasonous|savages?|barbaric|wicked|sinister|demonic|satanic|puppet|shills?|butcher(?:ed|s)?|dictatorship|ruined|ruining|doomed|pathetic',
  'disastrous|catastrophe|catastrophic|outrage|outraged|outrageous|evil|corrupt|traitor|treason|slaughter(?:ed)?|horrific|horrifying|disgusting|disgraceful|shameful|shameless|tyranny|tyrant|dictator|lies|liars?|lying|chaos|chaotic|invaders|flood of|hordes?|betray(?:al|ed)?|vile|despicable|insane|crazy|idiotic|ridiculous|absurd|nightmare|apocalypse|apocalyptic|assault on|crushing|devastating|brutal|toxic|rigged|hoax|propaganda|brainwash(?:ed|ing)?|shocking|terrifying|heroic|glorious|miracle',
  'fuck(?:ing|ed|er|s)?|f\\*+k(?:ing)?|shit(?:ty|s)?|bullshit|crap|damn(?:ed)?|goddamn|hell|ass(?:hole)?s?|bastards?|bitch(?:es)?|piss(?:ed)?|scumbags?|sleazy?|slimy?|creepy|creeps?|nuts|lunatic|deranged|unhinged|moronic|imbecilic|braindead|brain-dead|clueless|spineless|gutless|weak|losers?|pathological|shameless|traitorous|vicious|savage|thugs?|pedophiles?|paedophiles?|perverts?|sickos?|nazi|fascist|commie|sham|witch ?hunt|hoax|scam|ripped off|rip-off|thuggery|carnage|bloodbath|plague|infest(?:ed|ing)?|cancer on|stench|rotten|spit on|shut up|stfu',
  'harming|depraved|shameful|parasites?|deadbeats?|whin(?:e|ing|ers?)|moaning|squawking|meltdown|looted|blackmail(?:ed)?|demoni[sz](?:e|ed|ing)|defamed?|screaming|impostors?|imposters?|peasants|terrified|scares? me|savio(?:u)?r|martyrs?|sacred|holy war|crusade|witch-?hunt(?:ed)?|persecut(?:ed|ion)|oppress(?:ed|ion|ive)|enslave(?:d|ment)?|annihilat(?:e|ed|ion)|obliterat(?:e|ed)|humiliat(?:ed|ing|ion)|disgraced|degenerate|depravity|perverted|sinful|ungodly|godless',
];

/**
 * Words that are charged but also the plain vocabulary of crime and conflict reporting ("three
 * killed", "fraud trial"): loaded only in a text that is already emotive (other loaded words,
 * exclamation marks or shouting), never on their own.
 */
export const CHARGED_WORDS = [
  'destroy(?:ed|s|ing)?|murderers?|murder(?:ed|ing|s)?|kill(?:ed|s|ing|ers?)?|terrorists?|criminals?|slavery|slaves|stole|stolen|genocide|disaster|corruption|scandals?|invasion|massacre|fraud|rape[ds]?|rapists?|looting|looters|rioters?|riots?|rioting|violence|violent|trafficking|nuclear (?:war|bomb)|failures?|suffering|threatening|poison(?:ed|ous)?|heroe?s?|predators?|regime|extremists?|radicals?|war on|enem(?:y|ies)|panic|mobs?',
];
