/**
 * Real-looking inputs for the analyzer's tests, written for FactLens (not taken from any data
 * set): the kinds of text people paste in, each with what a careful reader would conclude.
 */

export const BANK_PHISHING_SMS =
  'Your Barclays account has been suspended. Verify your details within 24 hours at http://barclays-secure-login.xyz/verify or your account will be closed';

export const FAKE_SHOP_AD = `MEGA CLEARANCE - Designer handbags now 90% off!!! Only 3 left in stock, so order today.
Payment accepted by gift card or Bitcoin only, no refunds. Order at luxe-bags-outlet.top/sale before it's too late.`;

export const MIRACLE_CURE_POST = `Doctors hate this! This 100% natural cure reverses diabetes in 14 days without any medication.
Big Pharma doesn't want you to know about this simple kitchen remedy. Thousands have already been cured. Studies show it works better than insulin.
Share before they delete this!!!`;

export const CONSPIRACY_POST = `WAKE UP PEOPLE!!! The mainstream media won't tell you what is really going on. They don't want you to know that the lockdowns were planned years in advance by the globalists.
Do your own research. The so-called experts are lying to you and everyone knows it. Either you are with us or you are with them. Open your eyes before it's too late!`;

export const SOBER_NEWS_REPORT = `LONDON (Reuters) - Britain's economy grew by 0.3% in the third quarter, the Office for National Statistics said on Friday, slightly more than the 0.2% expansion forecast by economists polled by Reuters.

"Growth was driven by services, particularly health and education, while construction fell back," said Darren Morgan, director of economic statistics at the ONS.

The Bank of England said last month that it expects growth to remain weak next year. Some economists cautioned that the figures may be revised as more data comes in, and that household spending is likely to stay under pressure.

A study published in the Lancet in 2023 estimated that NHS waiting lists had reduced labour-market participation by about 0.5 percentage points, though its authors noted the estimate was preliminary.

A spokesperson for the Treasury declined to comment on the figures ahead of next week's budget statement.`;

export const EVERYDAY_NOTE =
  'We went to the park this afternoon and had a picnic by the lake. The kids played football while I read a book. It was a lovely day and we will probably go back next weekend.';

export const SPANISH_SCAM =
  'Su cuenta ha sido suspendida. Para reactivarla, introduzca su contraseña inmediatamente en el siguiente enlace: http://banco-seguro-verificacion.top/acceso';

export const TECH_SUPPORT_POPUP =
  'Microsoft Security Alert: Your computer has been infected with a virus. Call our certified technicians immediately on 1-888-555-0199 to avoid losing your files. Do not shut down your computer.';

export const CRYPTO_INVESTMENT =
  'Join our exclusive Bitcoin investment club! Guaranteed returns of 5% daily, completely risk-free. Send 0.1 BTC to our wallet and double your money in 20 days. Limited spots available, act now!';

export const SCAM_WARNING_NEWS = `Police have warned residents about a wave of text messages claiming to come from Royal Mail. The messages say a parcel is waiting and ask recipients to pay a £1.99 redelivery fee through a link.
"Royal Mail will never ask for payment by text," said Detective Inspector Mark Hughes of Kent Police. Action Fraud said it had received more than 2,000 reports in the past week.
Victims who entered card details later had money taken from their accounts, according to the National Fraud Intelligence Bureau.`;

/** A parcel-fee text in Spanish: delivery firm, customs fee, deadline, payment link. */
export const SPANISH_PARCEL_SCAM =
  'Correos: su paquete está retenido en aduanas. Debe pagar una tasa de 1,99 € en las próximas 24 horas o será devuelto. Pague aquí: https://correos-entrega.top/pago';

/** A bank-phishing e-mail in French: suspended account, password and bank details, deadline. */
export const FRENCH_BANK_PHISHING =
  'Votre compte a été suspendu suite à une activité inhabituelle. Veuillez confirmer votre mot de passe et vos coordonnées bancaires immédiatement sur http://secure-banque-verif.xyz sinon votre compte sera fermé définitivement.';

/** A prize scam in German: you have won, a processing fee, gift card or wire, last chance. */
export const GERMAN_PRIZE_SCAM =
  'Herzlichen Glückwunsch! Sie haben gewonnen! Zahlen Sie nur die Bearbeitungsgebühr von 20 € per Geschenkkarte oder Überweisung. Letzte Chance – handeln Sie jetzt!';

/** A Portuguese prize scam: "você ganhou", a release fee, gift card, last chance. */
export const PORTUGUESE_PRIZE_SCAM =
  'Parabéns! Você ganhou um prêmio de R$ 10.000. Para liberar, pague a taxa de liberação com cartão presente. Última chance: responda nas próximas 24 horas!';

/** A partisan meme-style post: name calling, whataboutism, slogans, a Hitler comparison. */
export const PARTISAN_POST = `Those radical leftists want to abolish the police and open the borders.
If they can riot in the streets, you can vote in person.
The same people who told you the economy would collapse now want your vote. Just like the Nazis, they silence anyone who disagrees.
VOTE THEM OUT!
#TakeBackControl`;
