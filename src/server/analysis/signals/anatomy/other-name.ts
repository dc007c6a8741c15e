/**
 * A payment into an account in someone else's name, excused before the reader sees it: "don't
 * worry if the name is different", "alıcı adı farklı çıkarsa sorun değil, eşimin hesabı", "la
 * cuenta está a nombre de mi mujer, no pasa nada", "nicht wundern, da steht ein anderer Name". A
 * bank shows the payee's name so that a payment to the wrong person can be stopped; a seller, a
 * firm or a relative who asks the reader in advance to pay no heed to it is asking them past that
 * check. Read by its parts in any order within one sentence: the other name (a name said to
 * differ, or the account of a wife, brother or friend) and the excuse ("no problem", "keine
 * Sorge"). Only with a payment asked in the message, as hard evidence (hardAsk). A bank's own help
 * ("if the name does not match, stop") excuses nothing.
 */
import { hardAsk } from './bank-staff-acts';
import type { Anatomy } from './parts';
import { ANATOMY_MAX_CHARS, type Reading } from './tokens';

const KIN_EN =
  'wife|husband|partner|brother|sister|cousin|friend|colleague|mum|mom|mother|dad|father|son|daughter|uncle|aunt|boss|girlfriend|boyfriend|fianc[ée]e?|brother-in-law|sister-in-law';
const OTHER_NAME = new RegExp(
  [
    // English: "the name will be different", "the name won't match", "a different name", "it's
    // in my wife's name", "my brother's account".
    `(?:name|payee)\\s+(?:[\\p{L}']+\\s+){0,3}?(?:is|will\\s+be|may\\s+be|might\\s+be|shows?|comes?\\s+up(?:\\s+as)?|appears?(?:\\s+as)?|says|reads|looks)\\s+(?:a\\s+(?:bit\\s+)?|slightly\\s+)?(?:different|wrong|someone\\s+else'?s?|another)`,
    `(?:different|another|other)\\s+(?:person'?s\\s+)?name`,
    `name\\s+(?:won'?t|doesn'?t|does\\s+not|will\\s+not|may\\s+not|might\\s+not)\\s+match`,
    `(?:in|under)\\s+my\\s+(?:${KIN_EN})'?s?\\s+name`,
    `my\\s+(?:${KIN_EN})'s\\s+(?:account|name|bank|details)`,
    // Spanish, Portuguese.
    '(?:otro|distinto|diferente)\\s+nombre|nombre\\s+(?:distinto|diferente|de\\s+otra\\s+persona)|a\\s+nombre\\s+de\\s+(?:mi|un|una)\\s+\\p{L}+|cuenta\\s+de\\s+mi\\s+\\p{L}+',
    '(?:outro|diferente)\\s+nome|nome\\s+(?:diferente|de\\s+outra\\s+pessoa)|(?:no|em)\\s+nome\\s+d[oa]\\s+(?:minha|meu)\\s+\\p{L}+|conta\\s+d[oa]\\s+(?:minha|meu)\\s+\\p{L}+',
    // French, German, Italian, Dutch.
    "autre\\s+nom|nom\\s+(?:diff[ée]rent|ne\\s+correspond)|au\\s+nom\\s+d[e']\\s*(?:ma|mon)\\s+\\p{L}+|compte\\s+de\\s+(?:ma|mon)\\s+\\p{L}+",
    'anderer?n?\\s+namen?|name\\s+(?:stimmt\\s+nicht|ist\\s+anders|weicht\\s+ab)|(?:l[äa]uft|lautet)\\s+auf\\s+(?:meine|meinen|den\\s+namen)|konto\\s+(?:meiner|meines)\\s+\\p{L}+',
    'altro\\s+nome|nome\\s+divers[oa]|intestat[oa]\\s+a\\s+(?:mia|mio)\\s+\\p{L}+|conto\\s+di\\s+(?:mia|mio)\\s+\\p{L}+',
    "andere\\s+naam|op\\s+(?:de\\s+)?naam\\s+van\\s+(?:mijn|m'n)\\s+\\p{L}+|naam\\s+klopt\\s+niet|rekening\\s+van\\s+(?:mijn|m'n)\\s+\\p{L}+",
    // Polish, Turkish, Indonesian, Vietnamese.
    '(?:inne|innego|inna)\\s+(?:nazwisko|imi[ęe]|dane|nazw\\p{L}*)|na\\s+(?:moj[ąa]\\s+|mojego\\s+)?(?:żon[ęe]|zon[ęe]|m[ęe]ża|meza|brata|siostr[ęe]|koleg[ęe]|mam[ęe]|tat[ęe]|szwagra)|konto\\s+(?:mojej\\s+|mojego\\s+)?(?:żony|zony|m[ęe]ża|meza|brata|siostry|kolegi|mamy|taty)',
    '(?:al[ıi]c[ıi]|hesap)\\s+ad[ıi]\\s+farkl[ıi]|farkl[ıi]\\s+(?:isim|ad)|(?:e[şs]imin|karde[şs]imin|annemin|babam[ıi]n|arkada[şs][ıi]m[ıi]n|abimin|ablam[ıi]n|orta[ğg][ıi]m[ıi]n)\\s+(?:hesab[ıi]|ad[ıi]na|ad[ıi])',
    'atas\\s+nama\\s+(?:istri|suami|adik|kakak|teman|saudara|ibu|bapak|om|tante|sepupu)|nama\\s+(?:penerima\\s+|rekening\\s+)?(?:beda|berbeda|lain)|rekening\\s+(?:istri|suami|adik|kakak|teman|saudara)',
    '(?:tài\\s+khoản|tk|stk)\\s+(?:đứng\\s+)?tên\\s+(?:vợ|chồng|em|anh|chị|bạn|mẹ|bố)|tên\\s+(?:người\\s+nhận\\s+|tài\\s+khoản\\s+)?khác',
  ]
    .map((s) => `(?<![\\p{L}])(?:${s})(?![\\p{L}])`)
    .join('|'),
  'iu',
);
const NEVER_MIND = new RegExp(
  [
    "don'?t\\s+worry|do\\s+not\\s+worry|no\\s+worries|(?:it'?s|that'?s|is)\\s+(?:fine|ok|okay|normal|alright)|no\\s+problem|ignore\\s+(?:it|that|the\\s+name)|doesn'?t\\s+matter",
    'no\\s+(?:te\\s+|se\\s+)?preocup\\p{L}*|no\\s+pasa\\s+nada|es\\s+normal|sin\\s+problema|no\\s+(?:hay|es)\\s+problema|da\\s+igual',
    'n[ãa]o\\s+(?:se\\s+|te\\s+)?preocup\\p{L}*|sem\\s+problema|é\\s+normal|n[ãa]o\\s+(?:h[áa]|tem)\\s+problema|pode\\s+ignorar',
    "ne\\s+(?:t['’]|vous\\s+)inqui[èe]t\\p{L}*|pas\\s+de\\s+(?:souci|probl[èe]me)|c['’]est\\s+normal|aucun\\s+(?:souci|probl[èe]me)",
    'keine\\s+sorge|kein\\s+problem|nicht\\s+wundern|ist\\s+(?:normal|egal)|macht\\s+nichts',
    'non\\s+preoccupar\\p{L}*|nessun\\s+problema|[èe]\\s+normale|non\\s+[èe]\\s+un\\s+problema',
    'geen\\s+(?:probleem|zorgen)|maak\\s+je\\s+geen\\s+zorgen|schrik\\s+niet|is\\s+normaal|maakt\\s+niet\\s+uit',
    'nie\\s+(?:przejmuj|martw)\\p{L}*|bez\\s+problemu|to\\s+normalne|nie\\s+szkodzi',
    'sorun\\s+(?:değil|degil|yok|olmaz)|problem\\s+(?:değil|degil|yok|olmaz)|merak\\s+etme\\p{L}*|önemli\\s+değil',
    '(?:tidak|gak|ga|nggak|enggak)\\s+(?:apa-?apa|papa|masalah)|gpp|jangan\\s+khawatir|aman\\s+kok',
    'không\\s+sao|đừng\\s+lo|không\\s+vấn\\s+đề|bình\\s+thường',
  ]
    .map((s) => `(?<![\\p{L}])(?:${s})(?![\\p{L}])`)
    .join('|'),
  'iu',
);
const LABEL = "to pay into an account in someone else's name";
const WHY =
  "says not to mind that the account is in someone else's name: a seller or a firm is paid into its own account, and your bank shows the name so that you can stop";

export function payeeNameExcused(reading: Reading, anatomy: Anatomy): void {
  const text = reading.text.slice(0, ANATOMY_MAX_CHARS);
  // A payment asked, or a fee named with its amount ("if you send the £400 holding fee").
  const money =
    anatomy.asks.some((a) => a.kind === 'pay') || anatomy.pressures.some((p) => p.kind === 'fee');
  if (!money || anatomy.asks.some((a) => a.label === LABEL)) return;
  for (const [i, s] of reading.sentences.entries()) {
    if (s.start >= text.length) break;
    const said = text.slice(s.start, s.end);
    const other = OTHER_NAME.exec(said);
    if (!other || !NEVER_MIND.test(said)) continue;
    const start = s.start + other.index;
    const span = { text: other[0], start, end: start + other[0].length };
    hardAsk(anatomy, { kind: 'pay', label: LABEL, span, sentence: i }, WHY);
    return;
  }
}
