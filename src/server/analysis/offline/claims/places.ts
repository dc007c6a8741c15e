/**
 * The place a claim names and who publishes its official figures: a national statistic is
 * settled at the statistics body of the place it is about (Statistics Canada for Canada, INSEE for
 * France, Eurostat for the EU), and in the United States at the agency that counts that subject
 * (jobs at the BLS, population at the Census Bureau, output at the BEA). A health claim is read
 * against the health authority of its place where one is named here. Only a place written in the
 * claim counts: a sentence that names none is told to look for the body of the country it is about.
 */

export interface Place {
  /** How the report names it: "the UK", "France". */
  name: string;
  /** Its statistics body, as a reader would search for it. */
  statistics: string;
  /** Its health authority, when it has a well-known one. */
  health?: string;
}

interface PlaceEntry extends Place {
  /** Names, adjectives and capitals that point to it (case-sensitive, whole words). */
  words: string;
}

const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';

// biome-ignore format: one place per line reads as the table it is.
const PLACES: readonly PlaceEntry[] = [
  { name: 'the UK', words: 'UK|U\\.K\\.|United Kingdom|Britain|British|Great Britain|England|Scotland|Scottish|Wales|Welsh|Northern Ireland|London|Brits', statistics: 'the Office for National Statistics (ONS)', health: 'the NHS and the UK Health Security Agency' },
  { name: 'the United States', words: `US|U\\.S\\.|USA|U\\.S\\.A\\.|United States|America|American|Americans|Washington, D\\.C\\.|${US_STATES}`, statistics: 'the federal statistical agency that counts it', health: 'the CDC and the FDA' },
  { name: 'Canada', words: 'Canada|Canadian|Canadians|Ontario|Quebec|British Columbia|Alberta|Toronto|Ottawa', statistics: 'Statistics Canada', health: 'Health Canada' },
  { name: 'Australia', words: 'Australia|Australian|Australians|Sydney|Melbourne|Canberra|Queensland|Victoria', statistics: 'the Australian Bureau of Statistics (ABS)', health: 'the Department of Health and the Therapeutic Goods Administration' },
  { name: 'New Zealand', words: 'New Zealand|New Zealanders|Auckland|Wellington', statistics: 'Stats NZ', health: 'the Ministry of Health' },
  { name: 'Ireland', words: 'Ireland|Irish|Dublin', statistics: 'the Central Statistics Office (CSO)', health: 'the HSE' },
  { name: 'France', words: 'France|French|Paris', statistics: 'INSEE', health: 'Santé publique France' },
  { name: 'Germany', words: 'Germany|German|Germans|Berlin', statistics: 'Destatis, the Federal Statistical Office', health: 'the Robert Koch Institute' },
  { name: 'Spain', words: 'Spain|Spanish|Madrid|Catalonia|Barcelona', statistics: 'the Instituto Nacional de Estadística (INE)' },
  { name: 'Portugal', words: 'Portugal|Portuguese|Lisbon', statistics: 'Statistics Portugal (INE)' },
  { name: 'Italy', words: 'Italy|Italian|Italians|Rome', statistics: 'Istat' },
  { name: 'the Netherlands', words: 'Netherlands|Dutch|Holland|Amsterdam', statistics: 'Statistics Netherlands (CBS)' },
  { name: 'Belgium', words: 'Belgium|Belgian|Brussels', statistics: 'Statbel' },
  { name: 'Switzerland', words: 'Switzerland|Swiss|Zurich|Geneva|Bern', statistics: 'the Federal Statistical Office (FSO)' },
  { name: 'Austria', words: 'Austria|Austrian|Vienna', statistics: 'Statistics Austria' },
  { name: 'Sweden', words: 'Sweden|Swedish|Stockholm', statistics: 'Statistics Sweden (SCB)' },
  { name: 'Norway', words: 'Norway|Norwegian|Oslo', statistics: 'Statistics Norway (SSB)' },
  { name: 'Denmark', words: 'Denmark|Danish|Copenhagen', statistics: 'Statistics Denmark' },
  { name: 'Finland', words: 'Finland|Finnish|Helsinki', statistics: 'Statistics Finland' },
  { name: 'Poland', words: 'Poland|Polish|Warsaw', statistics: 'Statistics Poland (GUS)' },
  { name: 'Greece', words: 'Greece|Greek|Athens', statistics: 'the Hellenic Statistical Authority (ELSTAT)' },
  { name: 'Czechia', words: 'Czechia|Czech Republic|Czech|Prague', statistics: 'the Czech Statistical Office' },
  { name: 'Hungary', words: 'Hungary|Hungarian|Budapest', statistics: 'the Hungarian Central Statistical Office (KSH)' },
  { name: 'Romania', words: 'Romania|Romanian|Bucharest', statistics: 'the National Institute of Statistics (INS)' },
  { name: 'Ukraine', words: 'Ukraine|Ukrainian|Ukrainians|Kyiv', statistics: 'the State Statistics Service of Ukraine' },
  { name: 'Russia', words: 'Russia|Russian|Russians|Moscow', statistics: 'Rosstat' },
  { name: 'Turkey', words: 'Turkey|Türkiye|Turkish|Ankara|Istanbul', statistics: 'the Turkish Statistical Institute (TurkStat)' },
  { name: 'Israel', words: 'Israel|Israeli|Israelis|Jerusalem|Tel Aviv', statistics: 'the Central Bureau of Statistics' },
  { name: 'the European Union', words: 'EU|European Union|eurozone|euro area|Europe|European', statistics: 'Eurostat', health: 'the ECDC and the European Medicines Agency' },
  { name: 'Brazil', words: 'Brazil|Brazilian|Brazilians|São Paulo|Brasília|Rio de Janeiro', statistics: 'IBGE' },
  { name: 'Mexico', words: 'Mexico|Mexican|Mexicans', statistics: 'INEGI' },
  { name: 'Argentina', words: 'Argentina|Argentine|Argentinian|Buenos Aires', statistics: 'INDEC' },
  { name: 'Chile', words: 'Chile|Chilean|Santiago', statistics: 'the National Statistics Institute (INE)' },
  { name: 'Colombia', words: 'Colombia|Colombian|Bogotá', statistics: 'DANE' },
  { name: 'Peru', words: 'Peru|Peruvian|Lima', statistics: 'INEI' },
  { name: 'India', words: 'India|Indian|Indians|Delhi|New Delhi|Mumbai', statistics: 'the National Statistics Office (MoSPI)', health: 'the Ministry of Health and the ICMR' },
  { name: 'Pakistan', words: 'Pakistan|Pakistani|Islamabad|Karachi', statistics: 'the Pakistan Bureau of Statistics' },
  { name: 'Bangladesh', words: 'Bangladesh|Bangladeshi|Dhaka', statistics: 'the Bangladesh Bureau of Statistics' },
  { name: 'China', words: 'China|Chinese|Beijing|Shanghai', statistics: 'the National Bureau of Statistics of China' },
  { name: 'Japan', words: 'Japan|Japanese|Tokyo', statistics: 'the Statistics Bureau of Japan' },
  { name: 'South Korea', words: 'South Korea|Korean|Seoul', statistics: 'Statistics Korea (KOSTAT)' },
  { name: 'Indonesia', words: 'Indonesia|Indonesian|Jakarta', statistics: 'Statistics Indonesia (BPS)' },
  { name: 'the Philippines', words: 'Philippines|Filipino|Filipinos|Manila', statistics: 'the Philippine Statistics Authority' },
  { name: 'Vietnam', words: 'Vietnam|Viet Nam|Vietnamese|Hanoi', statistics: 'the General Statistics Office' },
  { name: 'Thailand', words: 'Thailand|Thai|Bangkok', statistics: 'the National Statistical Office' },
  { name: 'Malaysia', words: 'Malaysia|Malaysian|Kuala Lumpur', statistics: 'the Department of Statistics Malaysia' },
  { name: 'Singapore', words: 'Singapore|Singaporean', statistics: 'the Department of Statistics Singapore' },
  { name: 'South Africa', words: 'South Africa|South African|South Africans|Johannesburg|Cape Town|Pretoria', statistics: 'Statistics South Africa (Stats SA)' },
  { name: 'Nigeria', words: 'Nigeria|Nigerian|Nigerians|Lagos|Abuja', statistics: 'the National Bureau of Statistics' },
  { name: 'Kenya', words: 'Kenya|Kenyan|Kenyans|Nairobi', statistics: 'the Kenya National Bureau of Statistics' },
  { name: 'Ghana', words: 'Ghana|Ghanaian|Accra', statistics: 'the Ghana Statistical Service' },
  { name: 'Egypt', words: 'Egypt|Egyptian|Cairo', statistics: 'CAPMAS' },
  { name: 'Saudi Arabia', words: 'Saudi Arabia|Saudi|Riyadh', statistics: 'the General Authority for Statistics' },
  { name: 'the world', words: 'world|worldwide|global|globally|the planet', statistics: 'the UN Statistics Division and the World Bank’s data' },
];

const BEFORE_WORD = '(?<![\\p{L}\\p{N}])';
const AFTER_WORD = '(?![\\p{L}\\p{N}])';

/** Each place with its words as a pattern tried at one position (sticky). */
const COMPILED = PLACES.map((p) => ({
  place: { name: p.name, statistics: p.statistics, ...(p.health ? { health: p.health } : {}) },
  at: new RegExp(`${BEFORE_WORD}(?:${p.words})${AFTER_WORD}`, 'uy'),
}));
/**
 * Every place's words in one pattern: it first matches where the first place named starts. One
 * search of the sentence, instead of one per place.
 */
const ANY_PLACE = new RegExp(
  `${BEFORE_WORD}(?:${PLACES.map((p) => `(?:${p.words})`).join('|')})${AFTER_WORD}`,
  'u',
);

/** What the US agencies count, by the words of the claim; the first that fits names the agency. */
// biome-ignore format: one agency per line.
const US_AGENCIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/unemploy|jobs?\b|employ|wages?|payroll|labou?r force|inflation|consumer prices|CPI|cost of living/iu, 'the Bureau of Labor Statistics (BLS)'],
  [/(?<!\w)GDP(?!\w)|gross domestic|economy (?:grew|shrank)|economic growth|recession|trade deficit|exports?|imports?/iu, 'the Bureau of Economic Analysis (BEA)'],
  [/budget|deficit|national debt|federal debt|spending|tax revenue|taxes/iu, 'the Congressional Budget Office (CBO) and the Treasury'],
  [/crimes?|murders?|homicides?|shootings?|violent|robber|burglar/iu, 'the FBI’s crime data and the Bureau of Justice Statistics'],
  [/deaths?|died|births?|life expectancy|overdoses?|suicides?|obesity|diabetes/iu, 'the CDC’s National Center for Health Statistics'],
  [/gas prices|gasoline|oil|energy|electricity|coal|renewable/iu, 'the Energy Information Administration (EIA)'],
  [/population|people live|residents|households?|income|poverty|uninsured|immigrants?|foreign-born|census|housing|homeowners?/iu, 'the US Census Bureau'],
];

/** Subjects counted by national statistics: a figure about them is a national statistic. */
export const NATIONAL_TOPIC =
  /unemploy|jobs|employment|wages|earnings|inflation|consumer prices|cost of living|(?<!\w)GDP(?!\w)|gross domestic|economy|recession|population|births?|deaths?|life expectancy|mortality|migration|immigra|emigra|poverty|income|households?|homeless|housing|house prices|rents?\b|crime|murders?|homicides?|prison|budget|deficit|national debt|public debt|taxes|tax revenue|spending|exports?|imports?|trade|manufacturing|productivity|retail sales|census|residents|citizens|students|pupils|graduates|teachers|nurses|doctors|hospital|waiting lists?|overdoses?|obesity|smokers|vaccinat|cases|infections/iu;

/** The first place the sentence names, if any. */
export function placeIn(sentence: string): Place | null {
  const first = ANY_PLACE.exec(sentence);
  if (!first) return null;
  // Of the places whose words start there, the one listed first (as when each was searched).
  for (const { place, at } of COMPILED) {
    at.lastIndex = first.index;
    if (at.test(sentence)) return place;
  }
  return null;
}

/** Who publishes the official figure a sentence states, in the place it names. */
export function statisticsBodyFor(sentence: string, place: Place): string {
  if (place.name !== 'the United States') return place.statistics;
  return (
    US_AGENCIES.find(([re]) => re.test(sentence))?.[1] ??
    'the US Census Bureau or the federal agency that counts it'
  );
}
