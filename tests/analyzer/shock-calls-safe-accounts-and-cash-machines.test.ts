/**
 * Written for these tests in my own words, after reading what a fresh battery missed (its rows are
 * not copied here). What no police force, bank or buyer asks, in the languages it comes in
 * (bank-staff-acts.ts):
 * - the "shock call": cash, gold or jewellery at home asked about for a colleague or courier to
 *   fetch ("Haben Sie Bargeld oder Gold im Haus? Ein Kollege kann es abholen");
 * - money moved to a "safe" account in Polish and Turkish ("przelać na bezpieczne konto",
 *   "emanet hesabına aktarmanız"), and a remote-control app asked for by a caller who names a bank;
 * - a buyer who says the seller must go to a cash machine to "receive" or "activate" a payment.
 * A police warning that tells of the trick ("Falsche Polizisten fragen nach Bargeld …"), a
 * grandson fetching jewellery for repair, a cash machine in ordinary talk, and a bank's "we never
 * ask for AnyDesk" (Polish "nigdy"; Polish "nie" is only "not") stay C.
 * On 83b713c each scam was C.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Polizei-Warnung: Falsche Polizisten fragen am Telefon nach Bargeld oder Gold im Haus und schicken einen Kollegen, der es abholt. Legen Sie auf und wählen Sie 110.',
  'Attenzione: finti carabinieri chiedono se avete contanti o gioielli in casa e mandano un collega a ritirarli. Chiamate il 112.',
  'Hallo Oma, ich komme morgen vorbei und hole den Schmuck für die Reparatur ab, den du mir zeigen wolltest. Dein Jonas',
  'Levantei dinheiro no multibanco ao pé de casa, vou receber as visitas às 18h.',
  'Il bancomat della filiale è di nuovo attivo, puoi ricevere contanti da domani.',
  'Bank: Nigdy nie prosimy o instalację aplikacji AnyDesk. Jeśli ktoś o to prosi, rozłącz się.',
  'Wir fragen nie nach AnyDesk oder TeamViewer. Ihre Sparkasse',
];

const SCAMS = [
  'Guten Tag, hier spricht Kommissar Brandt. Ihr Sohn hat einen schweren Unfall verursacht und muss heute eine Kaution von 38.000 Euro hinterlegen. Haben Sie Bargeld oder Schmuck im Haus? Ein Kollege kommt vorbei und holt es ab.',
  "Buongiorno signora, sono il maresciallo Greco. Sua figlia ha causato un incidente e serve una cauzione subito. Ha contanti o oro in casa? Un collega passerà a ritirarli entro un'ora.",
  'Dzień dobry, tu dział bezpieczeństwa Pani banku. Ktoś próbuje wziąć kredyt na Pani dane. Żeby ochronić pieniądze, trzeba je przelać na bezpieczne konto techniczne. Zaraz wyślę instrukcję.',
  'İyi günler, ben Cumhuriyet Savcısı. Hesaplarınız bir soruşturmada kullanılmış. Paranızı ve altınlarınızı inceleme bitene kadar emanet hesabına aktarmanız gerekiyor.',
  'Dzień dobry, dzwonię z banku w sprawie podejrzanej transakcji. Proszę się nie rozłączać i zainstalować aplikację AnyDesk, pomogę zablokować przelew.',
  'Olá, ainda tem a bicicleta? Fico com ela pelo preço do anúncio. Pago por MB WAY, mas como nunca recebeu tem de ir a um multibanco ativar o serviço e associar o meu número.',
];

pinGrades(GENUINE, SCAMS, 'shock calls, safe accounts and cash machines');
