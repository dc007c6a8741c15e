/**
 * Street addresses in the forms of the languages the judge reads, on the normal form: "12 Elm
 * Road, Leeds LS6 2AB", "Calle de Alcalá 145", "C/ Mayor 12, 3º B", "Rua das Flores, 123",
 * "12 rue de la Paix", "Goethestr. 7", "Berliner Straße 10, 10115 Berlin", "Via Roma 15",
 * "Kerkstraat 12", "ul. Marszałkowska 10/12", "Atatürk Cad. No: 15", "Jl. Sudirman No. 45",
 * "Số 12 đường Lê Lợi". A business's address is public by law (a shop's imprint, a registered
 * office) and a sign of an accountable seller: one that follows a company form or an "our shop /
 * registered office / visit us" phrase is kept, and so are the addresses news writes about.
 */

export interface FoundAddress {
  start: number;
  end: number;
}

const W = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
/** One to four capitalised words, with the small words street names have between them. */
const NAMES = `${W}(?:\\s(?:(?:de|del|de la|de los|de las|la|el|los|las|da|do|das|dos|des|du|di|dei|degli|della|delle|van|von|der|den|the|of|and|y|e)\\s)?${W}){0,3}`;
const HOUSE = '\\d{1,5}[A-Za-z]?(?:\\s?(?:bis|ter))?';
const EN_TYPES =
  'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Close|Court|Ct|Crescent|Cres|Place|Pl|Way|Boulevard|Blvd|Terrace|Gardens|Grove|Square|Sq|Hill|Row|Mews|Walk|Parade|Highway|Hwy|Circle|Cir|Trail|Parkway|Pkwy|View|Rise|Green';
const POSTCODE =
  '(?:[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|[A-Z]{2} \\d{5}(?:-\\d{4})?|\\d{2}-\\d{3}|\\d{4} ?[A-Z]{2}|\\d{4,5})';
const TOWN = `(?:,?\\s(?:${POSTCODE}\\s)?${W}(?:\\s${W})?(?:\\s${POSTCODE})?)?`;

/**
 * Each shape, whether it starts with the house number (then a year or count may not be one), and
 * what every match of it holds, tested on the whole text first (null: nothing to test). A shape
 * opens with a lookbehind or a capital, so its search tries every position of the text; the test
 * has a word V8 can skip ahead to, and a text without it is not searched (a 25,000-character
 * article took 4 ms for the nine shapes, most of it German, Polish and Turkish shapes that were
 * not there).
 */
export const SHAPES: ReadonlyArray<[RegExp, boolean, RegExp | null]> = [
  // English: "Flat 3, 27 Orchard Close, Leeds LS6 2AB".
  [
    new RegExp(
      `(?<![\\p{L}\\p{N}.,£$€-])(?:(?:Flat|Apt|Apartment|Unit)\\.? ?\\d{1,4}[A-Z]?,? )?${HOUSE},? (?:[A-Z][a-z'’.-]+ ){1,3}(?:${EN_TYPES})\\b\\.?(?:,? (?:[A-Z][a-z]+(?: [A-Z][a-z]+)?,? )?${POSTCODE}\\b|,? [A-Z][a-z]+(?: [A-Z][a-z]+)?(?=[,.\\n]|$))?`,
      'gmu',
    ),
    true,
    new RegExp(` (?:${EN_TYPES})\\b`, 'u'),
  ],
  // Spanish, Portuguese and Italian: the street type first, the number after the name.
  [
    new RegExp(
      `(?<![\\p{L}])(?:Calle|C/|Avenida|Avda\\.?|Av\\.|Plaza|Pza\\.|Paseo|Pº|Camino|Carretera|Ctra\\.|Ronda|Travesía|Glorieta|Rambla|Rua|R\\.|Travessa|Praça|Largo|Estrada|Alameda|Rodovia|Praceta|Via|V\\.le|Viale|Piazza|P\\.zza|P\\.za|Corso|C\\.so|Vicolo|Piazzale|Lungomare)\\s+(?:(?:de la|de los|de las|del|de|da|do|das|dos|dei|degli|delle|della|di)\\s+)?(?:\\p{Lu}\\.\\s)?${NAMES},?\\s*(?:n\\.?[º°o]?\\.?\\s*|nº\\s*)?\\d{1,5}[A-Za-z]?(?:/[A-Za-z0-9]+)?(?:,?\\s*\\d{1,2}\\s?[º°ªoa](?:\\s?[A-Z](?![\\p{L}]))?)?${TOWN}`,
      'gmu',
    ),
    false,
    null,
  ],
  // French: "12 rue de la Paix", "5 bis avenue Victor Hugo, 75016 Paris".
  [
    new RegExp(
      `(?<![\\p{L}\\p{N}])${HOUSE},?\\s+(?:rue|avenue|av\\.|bd|boulevard|place|allée|chemin|impasse|quai|route|cours|square|passage|villa|cité|voie|sentier|faubourg|rte)\\s+(?:(?:de la|de l’|de l'|du|des|de|d’|d')\\s*)?${NAMES}${TOWN}`,
      'gmu',
    ),
    true,
    null,
  ],
  // German and Dutch: the name and its type as one word, then the number.
  [
    new RegExp(
      `(?<![\\p{L}])\\p{Lu}[\\p{L}-]*(?:straße|strasse|str\\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|markt|straat|laan|plein|gracht|kade|dijk|singel|steeg|dreef)\\s?\\d{1,4}(?:\\s?[a-zA-Z](?![\\p{L}])|-\\d{1,3})?${TOWN}`,
      'gmu',
    ),
    false,
    /(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|markt|straat|laan|plein|gracht|kade|dijk|singel|steeg|dreef)\s?\d/u,
  ],
  [
    new RegExp(
      `(?<![\\p{L}])(?:(?:Am|An der|Auf dem|Im|In der|Zum|Zur)\\s${W}|${W}\\s(?:Straße|Strasse|Str\\.|Weg|Allee|Platz|Gasse|Ring|Damm))\\s\\d{1,4}[a-z]?${TOWN}`,
      'gmu',
    ),
    false,
    /(?:Am|An der|Auf dem|Im|In der|Zum|Zur)\s\p{Lu}|\s(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm)\s\d/u,
  ],
  // Polish: "ul. Marszałkowska 10/12 m. 5, 00-950 Warszawa".
  [
    new RegExp(
      `(?<![\\p{L}])(?:ul\\.|ulica|al\\.|aleja|aleje|pl\\.|plac|os\\.|osiedle)\\s+${NAMES}\\s+\\d{1,4}[a-zA-Z]?(?:/\\d{1,4}[a-zA-Z]?)?(?:\\s*m\\.?\\s*\\d{1,4})?${TOWN}`,
      'gimu',
    ),
    false,
    /(?:ul\.|ulica|al\.|aleja|aleje|pl\.|plac|os\.|osiedle)\s/iu,
  ],
  // Turkish: "Atatürk Cad. No: 15", "Cumhuriyet Mah. Gül Sok. No:12 D:4".
  [
    new RegExp(
      `(?<![\\p{L}])${NAMES}\\s(?:Cad\\.|Caddesi|Cd\\.|Sok\\.|Sokak|Sokağı|Sk\\.|Bulvarı|Blv\\.|Mah\\.|Mahallesi|Mh\\.)(?:\\s${NAMES}\\s(?:Cad\\.|Caddesi|Cd\\.|Sok\\.|Sokak|Sokağı|Sk\\.))?\\s*,?\\s*No\\s*[:.]?\\s*\\d{1,4}(?:/\\d{1,4})?(?:\\s*(?:D|Daire)\\s*[:.]?\\s*\\d{1,4})?${TOWN}`,
      'gmu',
    ),
    false,
    /\s(?:Cad\.|Caddesi|Cd\.|Sok\.|Sokak|Sokağı|Sk\.|Bulvarı|Blv\.|Mah\.|Mahallesi|Mh\.)/u,
  ],
  // Indonesian: "Jl. Sudirman No. 45, RT 02/RW 05".
  [
    new RegExp(
      `(?<![\\p{L}])(?:Jl\\.|Jln\\.|Jalan|Gg\\.|Gang)\\s+${NAMES}(?:\\s+(?:No\\.?|Nomor)\\s*\\d{1,4}[A-Za-z]?|\\s+\\d{1,4})(?:,?\\s*RT\\.?\\s*\\d{1,3}\\s*/\\s*RW\\.?\\s*\\d{1,3})?${TOWN}`,
      'gmu',
    ),
    false,
    null,
  ],
  // Vietnamese: "Số 12 đường Lê Lợi", "45 phố Hàng Bạc", "12 Nguyễn Huệ, Quận 1".
  [
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:[Ss]ố\\s+\\d{1,4}[A-Za-z]?(?:/\\d{1,4})?,?\\s+(?:(?:đường|phố|ngõ|hẻm|Đường|Phố|Ngõ|Hẻm)\\s+)?${NAMES}|\\d{1,4}[A-Za-z]?(?:/\\d{1,4})?\\s+(?:đường|phố|ngõ|hẻm|Đường|Phố|Ngõ|Hẻm)\\s+${NAMES}|\\d{1,4}[A-Za-z]?(?:/\\d{1,4})?\\s+${NAMES}(?=,\\s*(?:[Pp]hường|P\\.|[Qq]uận|Q\\.)))(?:,\\s*(?:[Pp]hường|P\\.|[Qq]uận|Q\\.)\\s*[\\p{L}\\d ]{1,20})*`,
      'gmu',
    ),
    true,
    null,
  ],
];

/** Addresses news writes about, which are no one's private home. */
const PUBLIC_ADDRESSES =
  /^(?:10 Downing Street|11 Downing Street|1600 Pennsylvania Avenue|221B Baker Street|55 rue du Faubourg Saint-Honoré|Carrera de San Jerónimo)/;
/** A business's address: after a company form or "our shop", "registered office", "visit us". */
const BUSINESS_BEFORE =
  /(?:(?<![\p{L}])(?:Ltd|Limited|plc|PLC|Inc|LLC|LLP|GmbH|AG|KG|SAS|SARL|SA|S\.A|S\.L|SL|S\.r\.l|Srl|SpA|S\.p\.A|B\.V|BV|N\.V|Sp\. z o\.o|A\.Ş|Tbk|Pty|Corp|Corporation|Co)(?![\p{L}])\.?|(?<![\p{L}])(?:registered (?:office|address)|head office|headquarters|HQ|our (?:office|offices|shop|store|showroom|warehouse|address)|visit us(?: at)?|find us(?: at)?|trading address|business address|company address|nuestra (?:tienda|oficina|sede)|domicilio social|nossa loja|sede social|notre (?:boutique|magasin|siège|adresse)|siège social|unser(?:e)? (?:Geschäft|Laden|Büro|Adresse)|Firmensitz|Impressum|il nostro negozio|sede legale|onze winkel|ons kantoor|nasz sklep|siedziba|mağazamız|merkez(?:imiz)?|toko kami|kantor kami|cửa hàng|trụ sở))[^.\n]{0,40}$/iu;
const BUSINESS_LOOKBACK = 80;
/** Words before a number that make it a year or a count, not a house number ("in 2019 Oxford Street"). */
const NOT_HOUSE_NUMBER =
  /(?<![\p{L}])(?:in|since|by|until|of|during|before|after|about|over|under|nearly|almost|all|the|than|top|and|en|em|à|im|seit|dal|sinds|od|yılında|sejak|năm)\s$/iu;

export function addressSpans(text: string): FoundAddress[] {
  if (!/\d/.test(text)) return [];
  const out: FoundAddress[] = [];
  for (const [shape, numberFirst, needs] of SHAPES) {
    if (needs && !needs.test(text)) continue;
    for (const m of text.matchAll(shape)) {
      const address = m[0].replace(/[\s,]+$/, '');
      const lookback = text.slice(Math.max(0, m.index - BUSINESS_LOOKBACK), m.index);
      if (
        PUBLIC_ADDRESSES.test(address) ||
        (numberFirst && NOT_HOUSE_NUMBER.test(text.slice(Math.max(0, m.index - 12), m.index))) ||
        BUSINESS_BEFORE.test(lookback)
      )
        continue;
      out.push({ start: m.index, end: m.index + address.length });
    }
  }
  return out;
}
