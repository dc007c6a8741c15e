/**
 * What kind of claim a chosen sentence makes, which decides what would settle it (advice.ts): a
 * health or science claim, a study, a statistic, an amount of public money, a measurement or a
 * historical fact, a legal or official fact, a quote or attribution, a cause and effect, a
 * comparison, an event, a claim about a named person or organisation. Read from the cues the
 * sentence was scored on and a few words of meaning; the order says which kind wins when a
 * sentence is several ("doctors say garlic prevents flu" is a health claim, not a quote).
 */
import type { ClaimKindName } from '../../../../shared';
import type { Span } from '../../knowledge/patterns';
import { NATIONAL_TOPIC } from './places';

export type ClaimKind = ClaimKindName;

/** Health and medicine beyond the cue words of scoring: diseases, bodies, food as medicine. */
const HEALTH_WORDS =
  /(?<![\p{L}])(?:flu|influenza|colds?|covid(?:-19)?|coronavirus|cancers?|tumou?rs?|diabetes|heart (?:disease|attacks?)|strokes?|dementia|alzheimer'?s|autism|asthma|obesity|blood pressure|cholesterol|infections?|viruses|virus|bacteria|antibiotics?|vaccin\w*|immun\w*|medicines?|drugs?|doses?|diets?|vitamins?|nutrients?|calories|sugar|fasting|sleep|pregnan\w*|fertility|mental health|depression|anxiety|symptoms?|illness|disease|diseases|patients|doctors say|clinical|therapy|treatment|remedy|remedies|detox|garlic|turmeric|ginger|herbal)(?![\p{L}])/iu;
/** Units of measurement: a figure with one is a measurement, not a statistic. */
const MEASURE =
  /\d[\d,.]*\s?(?:(?:thousand|million|billion)\s)?(?:(?:kilo|centi|milli)?met(?:re|er)s?|km|cm|mm|miles?|feet|foot|ft|inches|inch|yards?|(?:kilo)?grams?|kg|tonnes?|tons?|pounds? (?:heavy|in weight)|lbs?|litres?|liters?|gallons?|hectares?|acres?|square (?:miles|kilomet(?:re|er)s|metres|meters|feet)|km²|m²|degrees?|°[CF]?|mph|km\/h|knots|light[- ]years?|years old|storeys|stories|floors high)(?![\p{L}])/iu;
/** Something made, founded, found or lived at a date: a historical fact. */
const HISTORICAL =
  /(?<![\p{L}])(?:was|were|is)\s+(?:first\s+)?(?:built|completed|founded|established|opened|erected|designed|invented|discovered|born|crowned|elected|signed|ratified|launched|named|created|constructed|painted|written|published|abolished)\s+(?:in|on|by)\b|(?<![\p{L}])(?:died|was born|were born|founded|invented|discovered|declared independence)\s+(?:in|on)\s+(?:\d|the\s+\d|[A-Z])/u;
/** A date in the past, old enough to be history: "in 1889", "in the 1960s". */
const OLD_YEAR = /(?<![\p{L}\p{N}])(?:1[0-8]\d\d|19[0-8]\d)s?(?![\p{N}])/u;
/** The highest, longest, oldest: records a reference work keeps. */
const RECORD =
  /(?<![\p{L}])the\s+(?:\p{L}+\s+)?(?:tallest|highest|longest|largest|biggest|deepest|oldest|smallest|widest|hottest|coldest|driest|wettest|most populous)\s/iu;
/** The law, a court or an official act: settled by the text of the law or the ruling. */
const LEGAL =
  /(?<![\p{L}])(?:(?:is|are|was|were|became|becomes|made)\s+(?:now\s+)?(?:illegal|legal|unlawful|lawful|unconstitutional|banned|compulsory|mandatory|required by law)|the law (?:says|requires|allows|bans|forbids)|(?:under|by|against) (?:the |federal |state )?law|(?:it is|it's) (?:a crime|an offence|an offense)|(?:supreme|high|federal|appeals?|constitutional) court|statute|legislation|(?:an? |the )act of (?:congress|parliament)|executive order|constitution(?:al)?|signed into law|(?:bill|law) (?:passed|was passed|that passed))(?![\p{L}])/iu;
/** Words in quotation marks: at least a few words between the marks. */
const DIRECT_QUOTE = /["“][^"“”\n]{12,}["”]/u;
/** Someone saying something: the words of a quote or an attribution. */
const SAYING =
  /(?<![\p{L}])(?:said|says|told|claimed|claims|declared|confirmed|denied|insisted|argued|warned|announced|stated|wrote|according to)(?![\p{L}])/iu;
/** An attribution closing a report ("..., the company said.", "..., according to police."). */
const SOURCE_TAIL =
  /,\s*(?:[^,]{1,60}\s)?(?:said|says|reported|announced|confirmed)(?:\s(?:on|in|last)\s[^,.]{1,30})?\.?\s*$|,\s*according to [^,]{1,80}\.?\s*$/iu;
/** Polls and surveys: settled by the pollster's published tables. */
const POLL =
  /(?<![\p{L}])(?:(?:a|the|new|latest|recent|this|opinion|exit) (?:poll|survey)|surveyed|respondents|(?:voters|people|adults|americans|britons|parents) (?:say|said|think|believe|support|oppose|want))(?![\p{L}])/iu;
/** An organisation counting its own business: its report settles the figure. */
const ORGANISATION_FIGURE =
  /(?<![\p{L}])(?:company|companies|firm|corporation|inc\.?|ltd|plc|group|brand|museum|park|airport|festival|club|university|charity|app|website|platform|store|shops?|sold|visitors|customers|users|subscribers|members|revenue|profits?|sales)(?![\p{L}])/iu;

/** The cues of one sentence that the kind is read from (score-sentence.ts computes them). */
export interface KindCues {
  hoax: boolean;
  percent: boolean;
  study: boolean;
  health: boolean;
  money: boolean;
  figure: boolean;
  quoted: boolean;
  speaker: () => Span | null;
  attributed: boolean;
  causal: boolean;
  comparison: boolean;
  event: boolean;
  dated: boolean;
  names: number;
  researchCited: boolean;
}

/** The kind of a chosen sentence, from its cues and words. */
export function kindOf(s: string, c: KindCues): ClaimKind {
  if (c.hoax) return 'hoax';
  if (c.study) return 'study';
  // Words in quotation marks with who said them: the recording settles what was said.
  if (DIRECT_QUOTE.test(s) && SAYING.test(s)) return 'quote';
  const national = NATIONAL_TOPIC.test(s);
  // A national figure about jobs or prices in a pandemic is still a national statistic.
  if ((c.health || HEALTH_WORDS.test(s)) && !(national && (c.percent || c.money || c.figure)))
    return 'health';
  if (MEASURE.test(s) || HISTORICAL.test(s) || (RECORD.test(s) && !c.money && !c.figure))
    return 'fact';
  if (OLD_YEAR.test(s) && !c.percent && !c.money && !national) return 'fact';
  if (c.money) return 'money';
  // Something done, with how many it was done to ("laid off 3,000 workers"), is an event.
  const counted = c.event && !c.percent && !c.comparison && !national;
  if ((c.figure && !counted) || (c.comparison && national)) return 'statistic';
  if (LEGAL.test(s)) return 'legal';
  // "X said that ..." is a quote to find; "..., the company said." is the company's claim.
  if (
    c.quoted ||
    (c.attributed && (c.speaker() !== null || SAYING.test(s)) && !SOURCE_TAIL.test(s))
  )
    return 'quote';
  if (counted) return 'event';
  if (c.causal) return 'causal';
  if (c.comparison) return 'comparison';
  if (c.dated || c.event) return 'event';
  if (c.names >= 1) return 'person';
  return 'general';
}

/** Whose figure a statistic is: the country's, an organisation's own, or a poll's. */
export type FigureOwner = 'national' | 'organisation' | 'poll' | 'other';

export function figureOwner(s: string, nationalTopic: boolean, place: boolean): FigureOwner {
  if (POLL.test(s)) return 'poll';
  if (nationalTopic) return 'national';
  if (ORGANISATION_FIGURE.test(s)) return 'organisation';
  return place ? 'national' : 'other';
}
