/**
 * The Portuguese tax office's and the Turkish court system's names in a stranger's site (the
 * eighth battery's "pt.portaldasfinancas.at" and "uyap-dosya-sorgu.net" were C on 222afac: neither
 * body was on the brand lists), a check reported done ("ha sido comprobada", "foi validada") read
 * as no ask to act, and a monthly premium beside the cover it buys read as no stake multiplied.
 * On 222afac the Portuguese look-alike was C; the Turkish one was F by its threat, and the two
 * genuine messages pin what the new readings must leave alone (the Spanish notice was C with a
 * warning that it "asks you to open a link (comprobada)").
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Agencia Tributaria: su declaración de la renta ha sido comprobada y le corresponde una devolución de 320 €. Consulte el estado en agenciatributaria.gob.es.',
    "It's only $30 per month for a $250,000 life insurance policy, and you can cancel at any time.",
  ],
  [
    'Portal das Finanças: existe uma dívida de IMI de 86,20 EUR em seu nome. Pague até amanhã para evitar a penhora: https://financas.portaldasfinancas.pt-pagamentos.com/imi',
    'UYAP bilgilendirme: adınıza açılmış icra dosyası bulunmaktadır. Haciz işlemi başlamadan dosyanızı görüntüleyin: uyap-icra-sorgula.com/dosya',
  ],
  'tax and court look-alikes, and checks reported done',
);
