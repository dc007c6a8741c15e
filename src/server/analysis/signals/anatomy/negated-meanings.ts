/**
 * What a negation is about, by meaning class. A negated verb of asking or contacting ("we will
 * never ask", "nunca le pediremos", "wir werden Sie niemals … fragen") says what the sender will
 * not do; of sharing, in a prohibition, protects a secret ("don't share this code", "deel deze code
 * met niemand"); of needing or acting says nothing is needed ("no action is needed", "vous n'avez
 * rien à faire"); of a charge or a loss says it will not happen ("you will not be fined"). Read as
 * word stems, so every inflection counts.
 */
export type NegatedMeaning = 'ask' | 'share' | 'need' | 'loss';

export const MEANING_STEMS: ReadonlyArray<[NegatedMeaning, RegExp]> = [
  [
    'ask',
    /^(?:ask(?:s|ed|ing)?|request(?:s|ed|ing)?|require[sd]?|call(?:s|ed|ing)?|phone|ring|text(?:s|ed)?|e-?mail(?:s|ed)?|message[sd]?|contact(?:s|ed)?|demand\p{L}*|ped[eií]\p{L}*|pid\p{L}*|solicit\p{L}*|requer\p{L}*|exig\p{L}*|appel\p{L}*|frag\p{L}*|bitten|aufforder\p{L}*|forder\p{L}*|bittet|anforder\p{L}*|verlang\p{L}*|anruf\p{L}*|kontaktier\p{L}*|ligar\p{L}*|chied\p{L}*|chiam\p{L}*|richied\p{L}*|contatt\p{L}*|vraag\p{L}*|vragen|bellen|belt|verzoek\p{L}*|meminta|minta|menanyakan|menghubungi|menelepon|hubungi|threaten\p{L}*|menac\p{L}*|droh\p{L}*|amenaz\p{L}*|amea[cç]\p{L}*|minacc\p{L}*|dreig\p{L}*|mengancam)$/u,
  ],
  [
    'share',
    /^(?:share[sd]?|sharing|pay|give|giving|disclose[sd]?|reveal|tell|forward|pass|say|enter|type|input|read|speak|key|introduzc\p{L}*|digit\p{L}*|tecle\p{L}*|eingeb\p{L}*|tipp\p{L}*|inserisc\p{L}*|invoer\p{L}*|masukkan|ketik|sebutkan|compart\p{L}*|proporcion\p{L}*|revel\p{L}*|divulg\p{L}*|partag\p{L}*|communiqu\p{L}*|transmet\p{L}*|donn\p{L}*|weitergeben|weiter|teilen|teilt|mitteil\p{L}*|nennen|geben|gebt|gib|partilh\p{L}*|forne\p{L}*|passe|condivid\p{L}*|comunic\p{L}*|dar|forni\p{L}*|deel|delen|deelt|geef|geven|doorgeven|berikan|beri|bagikan|sebarkan|kasih|infokan|beritahu\p{L}*)$/u,
  ],
  [
    'need',
    /^(?:action|actions|need|needs|needed|necessary|required|have|has|must|anything|reply|respond|acci[oó]n|hacer|tienes|tiene|falta|necesari\p{L}*|necesit\p{L}*|démarche|demarche|besoin|rien|nécessaire|necessaire|requise?|müssen|muss|musst|müsst|erforderlich|nötig|notwendig|aktion|handlung|maßnahme|massnahme|ação|acao|precis\p{L}*|necessári\p{L}*|azion\p{L}*|devi|deve|richiest\p{L}*|necessari(?!ly$)\p{L}*|hoeft|hoef|nodig|vereist|actie|perlu|harus|tindakan)$/u,
  ],
  [
    'loss',
    /^(?:charged?|charges|charging|fined?|payments?|fees?|costs?|pagos?|paiements?|frais|pagamentos?|betaling|betalingen|gebühr\p{L}*|kosten|biaya|suspend\p{L}*|closed?|block\p{L}*|cancel\p{L}*|lose|loses|lost|losing|affected|interrupt\p{L}*|deduct\p{L}*|penali[sz]\p{L}*|cobr\p{L}*|bloque\p{L}*|factur\p{L}*|débit\p{L}*|belast\p{L}*|berechn\p{L}*|gesperrt|sperren|addebit\p{L}*|potong|blokir|diblokir)$/u,
  ],
];
