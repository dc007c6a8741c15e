/**
 * Government letter boxes, written for these tests (none is a row of any corpus or battery): the
 * Dutch MijnOverheid Berichtenbox (signed in with DigiD at mijn.overheid.nl) and Portugal's ViaCTT
 * electronic mailbox (viactt.pt) are the sites of the organisations that send their notices; their
 * genuine notices were read as pointing to a link of no one's, and two such notices were called
 * scams by the judge alone (D). Look-alikes of them stay scams. On 70d58bd the Berichtenbox
 * notice's link is not read as the sender's own (ViaCTT's was, by its reputation).
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const BERICHTENBOX =
  'Onderwerp: Nieuw bericht voor u. Geachte mevrouw, er staat een nieuw bericht van het UWV voor u klaar in de Berichtenbox. De inhoud staat om veiligheidsredenen niet in deze e-mail. Lees het bericht door in te loggen met DigiD via https://mijn.overheid.nl of open de Berichtenbox-app. Met vriendelijke groet, MijnOverheid';
const VIACTT =
  'Assunto: ViaCTT - novo documento disponível. Caro cliente, a Segurança Social entregou um novo documento na sua caixa postal eletrónica ViaCTT em 03-06-2026. Para o ler, entre em www.viactt.pt com o seu utilizador e palavra-passe. Este aviso não contém o documento. CTT - Correios de Portugal';

pinGrades(
  [
    BERICHTENBOX,
    VIACTT,
    // MijnOverheid named first, then the tax office's own log-in: another body's site it names.
    'Onderwerp: Uw aanslag staat klaar. Geachte mevrouw, uw aanslag 2026 staat voor u klaar in uw Berichtenbox op MijnOverheid en in Mijn Belastingdienst. Log in via mijn.belastingdienst.nl met uw DigiD. Wij sturen nooit een betaallink per e-mail. Met vriendelijke groet, Belastingdienst',
  ],
  [
    'Uw DigiD wordt binnen 24 uur gedeactiveerd omdat uw gegevens verouderd zijn. Verleng uw DigiD direct via https://digid-verlengen-nl.com/inloggen om blokkering te voorkomen.',
    'ViaCTT: tem um documento retido por falta de pagamento de 1,99 EUR. Pague em https://viactt-pagamentos.com/pt em 24 horas para evitar a devolução.',
  ],
  'from government letter boxes',
);

describe('the sites of government letter boxes', () => {
  for (const [what, text] of [
    ['MijnOverheid', BERICHTENBOX],
    ['ViaCTT', VIACTT],
  ] as const)
    it(`reads ${what}'s link as the sender's own site`, () => {
      const links = anatomyOf(text).channels.filter((c) => c.kind === 'link');
      expect(links.length).toBeGreaterThan(0);
      expect(links.every((c) => c.own)).toBe(true);
    });
});
