/**
 * Someone close to the reader said to be hurt, in hospital or arrested, by a stranger who then
 * asks for money: "are you Minh Anh's mother? I'm her class teacher … she is in the emergency
 * room, the doctor must operate, transfer 40 million", "Ihr Sohn hatte einen Unfall … die Kaution",
 * "su hija ha tenido un accidente … necesitamos pagar la operación". The relative's name in the
 * writer's mouth is the pretext, as a relative's own voice is in "Hi Mum" pleas (other-languages.ts,
 * pretexts.ts); a hospital, a school or the police never ask a family for money by message. Only
 * with money asked in the message (a pay ask read by the other readings).
 */
import { type Anatomy, MONEY_ASKS } from './parts';
import { firstMatch } from '../../knowledge/patterns';
import { ANATOMY_MAX_CHARS } from './tokens';

/** The reader's relative, spoken of by someone else: "your son", "Minh Anh's mother", "bé …". */
const RELATIVE =
  /(?<![\p{L}])(?:your\s+(?:son|daughter|child|kid|boy|girl|grandson|granddaughter|grandchild|husband|wife|mother|mum|mom|father|dad|brother|sister|nephew|niece)|(?:mother|mum|mom|father|dad|parent)\s+of|\p{Lu}\p{L}+'s\s+(?:mother|mum|mom|father|dad|parent|grandmother|grandfather)|(?:su|tu)\s+(?:hij[oa]|niet[oa]|marido|esposa|madre|padre)|(?:seu|sua|o\s+seu|a\s+sua)\s+(?:filh[oa]|net[oa]|marido|esposa|m[ãa]e|pai)|(?:votre|ton|ta)\s+(?:fils|fille|petit-fils|petite-fille|mari|femme|m[èe]re|p[èe]re)|(?:ihr|ihre|dein|deine)\s+(?:sohn|tochter|enkel\p{L}*|mann|frau|mutter|vater|kind)|(?:suo|sua|tuo|tua)\s+(?:figli[oa]|nipote|marito|moglie|madre|padre)|(?:uw|je)\s+(?:zoon|dochter|kleinzoon|kleindochter|man|vrouw|moeder|vader|kind)|(?:pani|pana|tw[óo]j|twoja)\s+(?:syn|c[óo]rka|wnuk|wnuczka|m[ąa][żz]|[żz]ona|mama|tata)|(?:o[ğg]lunuz|k[ıi]z[ıi]n[ıi]z|e[şs]iniz|torununuz|anneniz|baban[ıi]z)|anak\s+(?:ibu|bapak|bu|pak|anda)|(?:m[ẹe]|b[ốo]|ph[ụu]\s+huynh)\s+(?:b[ée]|ch[áa]u|em)|con\s+(?:ch[ịi]|anh|b[áa]c|c[ôo])|b[ée]\s+\p{Lu})(?![\p{L}])/iu;

/** Hurt, in hospital or held: the trouble a stranger reports. */
const HURT =
  /(?<![\p{L}])(?:accident|injur\p{L}*|hospital|emergency\s+room|intensive\s+care|surgery|operat(?:e|ion)|arrested|custody|bail|accidente|herid[oa]|urgencias|operaci[óo]n|operar|detenid[oa]|fianza|acidente|ferid[oa]|urg[êe]ncia|cirurgia|operar|pres[oa]|fian[çc]a|bless[ée]e?|h[ôo]pital|urgences|op[ée]r(?:er|ation)|arr[êe]t[ée]e?|caution|unfall|verletzt|krankenhaus|notaufnahme|operation|operiert|verhaftet|festgenommen|kaution|incidente|ferit[oa]|ospedale|pronto\s+soccorso|intervento|operare|arrestat[oa]|cauzione|ongeluk|gewond|ziekenhuis|spoedeisende|operatie|opgepakt|gearresteerd|borg|wypad\p{L}*|rann\p{L}*|szpital\p{L}*|operacj\p{L}*|zatrzyman\p{L}*|aresztowan\p{L}*|kaucj\p{L}*|kaza|yaral\p{L}*|hastane\p{L}*|ameliyat\p{L}*|g[öo]zalt\p{L}*|tutuklan\p{L}*|kecelakaan|terluka|rumah\s+sakit|operasi|ditangkap|tai\s+n[ạa]n|ch[ấa]n\s+th[ươ][ơo]ng|c[ấa]p\s+c[ứu]u|nh[ậa]p\s+vi[ệe]n|b[ệe]nh\s+vi[ệe]n|m[ổo]\s+g[ấa]p|b[ịi]\s+b[ắa]t|b[ịi]\s+ng[ãa])(?![\p{L}])/iu;

const LABEL = 'to tell you someone close to you is hurt or in trouble';

const RUSHES = 'says someone close to you is hurt or held, to rush you';

/** The relative as the pretext, unless a person was read; the harm as the haste, unless one was. */
export function relativeHurt(text: string, anatomy: Anatomy): void {
  if (!anatomy.asks.some((a) => MONEY_ASKS.has(a.kind))) return;
  const head = text.slice(0, ANATOMY_MAX_CHARS);
  const relative = firstMatch(RELATIVE, head);
  const hurt = relative && firstMatch(HURT, head);
  if (!relative || !hurt) return;
  if (!anatomy.pretexts.some((p) => p.kind === 'person'))
    anatomy.pretexts.push({ kind: 'person', label: LABEL, span: relative });
  if (!anatomy.pressures.some((p) => p.kind === 'deadline' || p.kind === 'threat'))
    anatomy.pressures.push({ kind: 'deadline', label: RUSHES, span: hurt });
}
