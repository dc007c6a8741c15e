/**
 * A buyer who says the money is sent and that the reader must approve a request or a notification
 * to receive it (the "Bizum inverso", the BLIK and banking-app versions of it): approving one pays
 * whoever sent it. Read in Spanish and Portuguese before; now in English with the sum written as
 * "$400", German ("damit die 200 € ankommen"), Turkish ("'Onayla' dersen para hesabına geçer") and
 * Polish ("proszę zatwierdzić, żeby otrzymać"), the eighth battery's Turkish row among them. A
 * card payment approved in the bank's app, the reader's own purchase, receives nothing. The four
 * scams were C on 222afac.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Zalando: please confirm the notification in your banking app to approve your card payment of €32.50.',
    'Ana te ha enviado 20 € por Bizum. Ya los tienes en tu cuenta.',
  ],
  [
    'Payment for the armchair is done. A request will pop up in your bank app, approve it to receive the $400.',
    'Das Geld für den Kinderwagen ist unterwegs. In Ihrer App kommt gleich eine Anfrage, bestätigen Sie sie, damit die 180 € ankommen.',
    "Kaporayı gönderdim. Telefonuna bir bildirim düşecek, 'Onayla' dersen para hesabına geçer.",
    'Zapłaciłam za wózek. Przyjdzie powiadomienie w aplikacji, proszę je zatwierdzić, żeby otrzymać 450 zł.',
  ],
  'requests approved to receive money',
);
