/**
 * Genuine long mail the rules called scams (issue 33: "15% of ordinary newsletters and personal
 * mail are graded D/F"), found in the long-mail corpus's new training rows and mended for what
 * they mean, each beside the phishing that copies its shape. Every text here is my own wording.
 * - A shop's shipping notice: the carrier it ships with ("on its way with DPD", "handed to UPS",
 *   "Verzonden met: PostNL") was read as who writes, so the shop's own site was "not DPD's".
 * - A school letter: "Dear Parent/Carer" was read as a relative's plea, and a trip paid "through
 *   ParentPay by Friday" as money pushed by a deadline. In a long letter that sends the reader
 *   nowhere foreign, a due date meeting a payment is by chance: only hard evidence or a push other
 *   than a date (a fee to release, an arrest) keeps it high.
 * - A reset the reader asked for, in German, French or Spanish: the disowning condition was not
 *   read ("Wenn Sie diese Anfrage nicht gestellt haben"), and a long mail's reset link, never
 *   read as the sender's own, kept the request to set a password as a credential request.
 * - "From there you can update your billing information" after "there is nothing you need to
 *   do": the reader's option, not a demand.
 * - Warnings about phishing: "IT will never threaten to block your account", "fordert Sie niemals
 *   … auf, Ihr Passwort einzugeben", "These messages want you to type your password", and the
 *   sentence after fake messages are named that goes on about them ("Ils invitent à cliquer").
 * - "After entering your password you will approve a prompt or type a one-time passcode": how a
 *   new sign-in works, told; "you will need to confirm your password at <link>" still asks.
 * - "Versand mit: DHL", "enviado hoje pelos Correios": the carrier again; and what was done today
 *   ("wurde heute übergeben") is no deadline, as "wird heute gesperrt" is.
 * - "(j****s.berg@gmail.com)", the reader's own address shown masked, is no e-mail to write to;
 *   "use a password you don't use anywhere else" threatens nothing ("or else" does).
 * - A login asked for and sent back by reply is a credential request: the reply being the
 *   sender's own way to answer does not make a password safe to send.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE: readonly string[] = [
  'Subject: Your Fjellkit order 5521 is on its way with DPD\n\nHi Sam,\n\nGreat news: your order left our warehouse this morning and has been handed to DPD.\n\nTracking number: 15509876543210\nExpected: Friday between 9:00 and 13:00\n\nYou can follow the parcel on the DPD website or on your order page at fjellkit.co.uk. It can take a few hours for tracking to show the first scan. DPD will text you a one-hour window on the day.\n\nIn this parcel:\n- Trail running vest, size M - £64.00\n- Soft flask 500 ml - £14.00\n\nQuestions? Write to hello@fjellkit.co.uk, Monday to Friday.\n\nThe Fjellkit team',
  'Onderwerp: Je bestelling is verzonden (order 4410)\n\nHoi Lotte,\n\nWe hebben je betaling ontvangen en je pakket is vandaag verstuurd.\n\nOrdernummer: 4410\nVerzonden met: PostNL brievenbuspakje\nTrack & trace: 3SABC1234567\nVerwachte bezorging: woensdag\n\nInhoud:\n- Keramische mok, groen\n- Theelepel, messing\n\nHet pakje past door de brievenbus, je hoeft dus niet thuis te blijven. Volg de zending in de PostNL-app met de code hierboven.\n\nVragen? Stuur ons een bericht via het contactformulier op onzewinkel.nl.\n\nGroetjes,\nMarieke',
  'Subject: Year 4 visit to the Natural History Museum - please pay by Thursday\n\nDear Parent/Carer,\n\nYear 4 will visit the Natural History Museum on Tuesday 18 March as part of our science topic. We will travel by coach, leaving at 8:45am and returning by 3:30pm. Children should bring a packed lunch in a named bag and wear their school jumper.\n\nThe trip costs £15 per child, covering the coach and the museum workshop. Please pay through your ParentPay account by Thursday 6 March, where the trip is listed under "Trips", and tick the consent box there too. If paying is a difficulty, please speak to Mr Osei in the office; support is available.\n\nThank you for your support.\n\nKind regards,\nHannah Brook\nYear 4 Leader\nHillside Primary School',
  'Betreff: Passwort zurücksetzen für Ihr Konto\n\nHallo Herr Keller,\n\nSie haben auf unserer Anmeldeseite ein neues Passwort angefordert.\n\nÜber diesen Link legen Sie ein neues Passwort fest:\nkonto.ruderbox.de/passwort-neu?token=77ab-13cd\n\nGeben Sie dort Ihr neues Passwort zweimal ein. Der Link ist 24 Stunden gültig.\n\nWenn Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt unverändert.\n\nBitte geben Sie Ihr Passwort niemals an Dritte weiter. Unser Support fragt nie danach.\n\nViele Grüße\nIhr Ruderbox-Team',
  'Subject: Your plan renews automatically next month\n\nDear Priya Shah,\n\nYour hosting plan and two mailboxes are set to renew on April 2, and the card on file is valid.\n\nPlan: Business Hosting, 1 year\nRenewal total: $142.80\nPayment method: Visa ending 4471\n\nThere is nothing you need to do. We will charge the card before the renewal date and send you a receipt.\n\nIf you would like to make changes, sign in to your dashboard at hostmeadow.com and open Billing.\n\nFrom there you can change the term, update your billing information or switch off auto-renew.\n\nKind regards,\nHostmeadow Billing Team',
  'Subject: Reminder from IT: how we contact you\n\nHello colleagues,\n\nWe have seen more stolen accounts this month after people clicked links in emails that looked official. Please remember:\n- IT will never ask for your password.\n- IT will never threaten to block your account if you do not sign in through a link.\n- IT will never ask you to approve a sign-in you did not start.\n\nIf you typed your password on a page you reached from an email, change it at once from the staff portal or a campus computer. For help, call the Service Desk on 0470-555 019.\n\nBest regards,\nIT Services',
  'Betreff: Achtung: Phishing-Mails mit Passwortabfrage\n\nLiebe Kolleginnen und Kollegen,\n\nderzeit kursieren E-Mails, die angeblich vom Rechenzentrum stammen. Darin wird behauptet, Ihr Postfach sei voll, und Sie sollen sich über einen Link anmelden.\n\nDas Rechenzentrum fordert Sie niemals per E-Mail auf, Ihr Passwort einzugeben. Löschen Sie solche Nachrichten und melden Sie sie an die IT-Hotline.\n\nMit freundlichen Grüßen\nIhr Rechenzentrum',
  "Objet : Méfiez-vous des faux messages à notre nom\n\nBonjour,\n\nDes e-mails frauduleux imitant nos factures circulent en ce moment. Ils annoncent un problème de paiement et invitent à cliquer sur un lien pour mettre à jour vos coordonnées bancaires.\n\nNous ne vous demanderons jamais votre mot de passe ni votre numéro de carte par e-mail. En cas de doute, ne cliquez sur aucun lien et connectez-vous à votre espace client en tapant vous-même l'adresse de notre site.\n\nCordialement,\nLe service clients",
  'Betreff: Ihre Bestellung 5521 wurde versandt\n\nGuten Tag Frau Lenz,\n\nIhre Bestellung wurde heute an unseren Paketdienst übergeben.\n\nBestellnummer: 5521\nArtikel: 1 x Tischlampe, Messing\nVersand mit: DHL\nSendungsnummer: 00340434161234567890\n\nDie Sendungsverfolgung ist innerhalb von 24 Stunden verfügbar, in Ihrem Kundenkonto unter "Bestellungen". Für diese Lieferung fallen keine weiteren Gebühren an. Bei Fragen erreichen Sie uns über das Kontaktformular auf unserer Website.\n\nMit freundlichen Grüßen\nIhr Lampenhaus-Team',
  'Assunto: Seu pedido 3310 foi enviado\n\nOlá, Carla!\n\nSeu pedido foi enviado hoje pelos Correios e deve chegar em até 5 dias úteis.\n\nPedido: 3310\nItens: 2 x Caneca de cerâmica - R$ 59,80\nCódigo de rastreamento: QB123456789BR\n\nNenhum valor adicional será cobrado na entrega. Acompanhe a entrega no site dos Correios com o código acima ou em Minha conta na nossa loja.\n\nAbraços,\nEquipe Ateliê Barro',
  "Subject: The password on your Trailnote account was changed\n\nHi Jonas,\n\nThe password for your Trailnote account (j****s.berg@gmail.com) was changed on 4 March at 08:12 from Chrome on a laptop near Bristol, United Kingdom. If you made this change, you don't need to do anything.\n\nIf you didn't change it, someone else may have your password. To protect your account:\n- Click \"Secure my account\" in this email. We'll sign out every device and ask you for a new password.\n- Then pick a new password at trailnote.com that you don't use anywhere else.\n\nThe Trailnote team",
  'Subject: Two-step sign-in for all staff accounts from 1 December\n\nDear colleagues,\n\nThank you for reporting suspicious emails this year. To protect payroll and mailboxes, two-step sign-in will be required for all staff accounts from 1 December. After entering your password you will approve a prompt in the app or type a one-time passcode.\n\nYou can turn it on today from the staff portal, and the Service Desk can help if you have no smartphone. IT will never ask you for your password by email or phone.\n\nRegards,\nChief Information Officer',
];

const SCAMS: readonly string[] = [
  'Subject: Parcel on hold\n\nDear customer,\n\nYour parcel has been handed to DHL but the customs duty of 2.99 EUR is unpaid. Pay within 24 hours or it will be returned: dhl-duty-release.info/pay\n\nDHL Express',
  'Subject: Password expires today\n\nDear user,\n\nYour mailbox password expires today. You will need to confirm your current password at mail-quota-renew.com to keep receiving email. Accounts not confirmed within 24 hours will be closed.\n\nHelp Desk',
  'Subject: Your Apple ID has been locked\n\nThere is nothing you need to do right now. You can unlock your account within 24 hours at appleid-unlock-support.com or it will be deleted.\n\nApple Support',
  'Betreff: Ihr Konto wird heute gesperrt\n\nSehr geehrter Kunde,\n\nwegen ungewöhnlicher Aktivitäten wird Ihr Konto heute gesperrt. Bestätigen Sie Ihre Daten sofort unter sparkasse-konto-check.com, um die Sperrung zu verhindern.\n\nIhre Sparkasse',
  'Enter your webmail username and password below, then reply to this email so we can keep your mailbox active.',
  "Subject: Action required: payroll update\n\nDear staff,\n\nTo receive this month's salary you must confirm your direct deposit details today. Download the attached form and enter your bank login and password, then reply to this email.\n\nPayroll Department",
];

pinGrades(GENUINE, SCAMS, 'long mail');
