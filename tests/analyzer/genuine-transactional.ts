/**
 * Genuine transactional messages, written for FactLens in the shapes real organisations publish
 * (card alerts, sign-in codes, pharmacy and surgery reminders, password resets the person asked
 * for, renewals, deliveries), with the reassurances and times such messages carry: "we will never
 * ask for your PIN", "no action is needed", "if you didn't ask for this, ignore it", "open 8:30am
 * to 6pm". None is a scam. A red flag of medium or high severity here is a false alarm, and one
 * that quotes a reassurance or a time is a quote that does not mean what its flag says. Names,
 * amounts, times and numbers are made up; every domain is the organisation's own.
 * Read by tests/analyzer/quotes-mean-what-they-say.test.ts and scripts/eval/flag-sources.ts.
 */

export interface GenuineMessage {
  kind:
    | 'card alert'
    | 'code'
    | 'prescription'
    | 'appointment'
    | 'reset'
    | 'renewal'
    | 'delivery'
    | 'bill'
    | 'other language';
  text: string;
}

export const GENUINE_TRANSACTIONAL: readonly GenuineMessage[] = [
  {
    kind: 'card alert',
    text: 'Chase Fraud Alert: Did you use your card ending 2291 for $318.06 at WALMART.COM? Reply YES or NO. Msg&data rates may apply. Chase will never ask for your PIN, password or full card number by text.',
  },
  {
    kind: 'card alert',
    text: 'Barclays: We have stopped a payment of £249.99 to CURRYS ONLINE on your card ending 4410. If you made it, reply Y. If not, reply N. We will never ask you for your PIN or passcode.',
  },
  {
    kind: 'card alert',
    text: 'Wells Fargo: Purchase of $82.15 at TARGET T-1840 on card 7712 was approved at 3:42 PM. Not you? Call 1-800-869-3557. We never ask for your access code by text.',
  },
  {
    kind: 'card alert',
    text: 'HSBC: A new payee, J SMITH, was added to your account at 09:14 today. If this was you, no action is needed. If not, call us on the number on the back of your card.',
  },
  {
    kind: 'card alert',
    text: 'Monzo: You spent £12.40 at Pret A Manger. Your balance is £310.22. We will never call you to ask you to move money.',
  },
  {
    kind: 'card alert',
    text: 'Capital One: A transaction of $1,204.00 at APPLE.COM/BILL was declined because it looked unusual. If it was you, reply 1 and try again. We will not ask for your PIN.',
  },
  {
    kind: 'card alert',
    text: 'Bank of America: Your debit card ending 0042 was used online for $57.90 at UBER *EATS on 04/12. Didn’t make this purchase? Call the number on the back of your card. Don’t share codes with anyone, even us.',
  },
  {
    kind: 'card alert',
    text: 'Santander: A direct debit of £45.00 to THAMES WATER will be taken on 1 May. You don’t need to do anything. We will never text you a link to log in.',
  },
  {
    kind: 'code',
    text: 'Your Microsoft verification code is 483920. It expires in 10 minutes. Don’t share it with anyone; Microsoft will never ask for it.',
  },
  {
    kind: 'code',
    text: 'G-582013 is your Google verification code. Don’t share this code with anyone.',
  },
  {
    kind: 'code',
    text: 'Your WhatsApp code: 318-442. Don’t share this code with others. You can also tap on this link to verify your phone: v.whatsapp.com/318442',
  },
  {
    kind: 'code',
    text: 'Amazon: 729104 is your one-time passcode to sign in. It is valid for 5 minutes. Never share this code. If you didn’t request it, you can ignore this message.',
  },
  {
    kind: 'code',
    text: 'Lloyds: Your code to approve a payment of £120.00 to A JONES is 55192. Never share this code, not even with us. If you didn’t try to make this payment, call 0345 300 0000.',
  },
  {
    kind: 'code',
    text: 'PayPal: Your security code is 664021. Your code expires in 10 minutes. Don’t share your code with anyone. We will never call you to ask for it.',
  },
  {
    kind: 'prescription',
    text: 'Boots: Good news, your prescription is ready to collect from Boots Kings Road. Open today 8:30am-6pm. Bring this message with you.',
  },
  {
    kind: 'prescription',
    text: 'CVS Pharmacy: Your prescription for ATORVASTATIN is ready for pickup at 1200 Main St. Pharmacy hours today 9am-9pm. Reply STOP to opt out.',
  },
  {
    kind: 'prescription',
    text: 'Lloyds Pharmacy: Your repeat prescription is ready. Our opening hours are Mon-Fri 0900-1730, Sat 0900-1300. No need to reply.',
  },
  {
    kind: 'prescription',
    text: 'Walgreens: Your Rx #4021985 is ready at the store on 5th Ave. Pick up by 12/20. Store open 8 a.m. to 10 p.m.',
  },
  {
    kind: 'appointment',
    text: 'Riverside Surgery: Reminder of your appointment with Dr. Patel on Tue 14 May at 10:20am. If you can no longer attend, please call 020 7946 0123. Do not reply to this message.',
  },
  {
    kind: 'appointment',
    text: 'Smile Dental: Hi Sam, see you Thursday at 2:45pm with Dr. Okafor at 12 High St. Reply C to confirm or R to reschedule.',
  },
  {
    kind: 'appointment',
    text: 'NHS: Your COVID-19 booster is booked for 3 Nov at 11:05 at St. Mary’s Hospital, Praed St. You do not need to do anything else. Please arrive 5 minutes early.',
  },
  {
    kind: 'appointment',
    text: 'Your vehicle MOT at Kwik Fit Leeds is booked for 07/06 at 8.30am. If you need to change it, visit kwik-fit.com or call 0800 75 76 77.',
  },
  {
    kind: 'reset',
    text: 'Hi Priya, we received a request to reset the password for your Dropbox account. Click the link below to choose a new password: https://www.dropbox.com/reset/5f2a9c This link expires in 24 hours. If you didn’t request a reset, you can safely ignore this email.',
  },
  {
    kind: 'reset',
    text: 'Someone asked to reset your Netflix password. To choose a new one, open https://www.netflix.com/password within 30 minutes. If it wasn’t you, no need to worry: just ignore this message and your password will stay the same.',
  },
  {
    kind: 'reset',
    text: 'Reset your Apple ID password: use this link within 3 hours https://iforgot.apple.com/verify/abc. If you did not make this request, you can disregard this email; your account is safe.',
  },
  {
    kind: 'reset',
    text: 'Slack: You asked to sign in. Click https://app.slack.com/magic/7731 to finish. The link will expire in 15 minutes and can only be used once. If you didn’t ask for this, don’t worry, nobody can access your account without it.',
  },
  {
    kind: 'renewal',
    text: 'PureGym: Your membership renews automatically on 3 March. £24.99 will be taken from your card ending 1187. No action is needed.',
  },
  {
    kind: 'renewal',
    text: 'Your Spotify Premium plan will renew on 18 June for £11.99. You don’t have to do anything; to change your plan, go to your account page.',
  },
  {
    kind: 'renewal',
    text: 'Norton: Your subscription will auto-renew on 02/01/2027 for $99.99. No action is required. You can turn off auto-renewal at any time in My Norton.',
  },
  {
    kind: 'renewal',
    text: 'DVLA: Your vehicle tax for AB12 CDE runs out on 31 July. You can renew it from 1 July at gov.uk/vehicle-tax. You will not be fined if you renew by the end of the month.',
  },
  {
    kind: 'renewal',
    text: 'Your TV Licence renews on 1 April. The payment of £169.50 will be collected by Direct Debit; you don’t need to contact us.',
  },
  {
    kind: 'delivery',
    text: 'Royal Mail: Your parcel from ASOS will be delivered today between 11:40 and 13:40. Track it at royalmail.com/track. You don’t need to be in; we can leave it in a safe place.',
  },
  {
    kind: 'delivery',
    text: 'DPD: Hi, your parcel is due today 14:05-15:05. Driver: Tom. Track or change at dpd.co.uk. No need to reply.',
  },
  {
    kind: 'delivery',
    text: 'USPS: Your item 9400 1000 0000 0000 0000 00 was delivered in or at the mailbox at 2:14 pm on May 3 in BOSTON, MA 02118. Reply STOP to cancel texts.',
  },
  {
    kind: 'delivery',
    text: 'Amazon: Your package with Kindle Paperwhite will arrive tomorrow by 9pm. Track at amazon.co.uk/orders. We will never ask you to pay a delivery fee by text.',
  },
  {
    kind: 'bill',
    text: 'Thames Water: Your bill of £86.40 is ready. It will be paid by Direct Debit on 15 Oct, so there is nothing you need to do. View it at thameswater.co.uk/myaccount.',
  },
  {
    kind: 'bill',
    text: 'Verizon: Your bill is available. Amount due $78.33 on 11/14. AutoPay is on, so no action is needed. We will never ask for your account PIN by text.',
  },
  {
    kind: 'bill',
    text: 'EDF: Your meter reading is due this week. Submit it in the app or at edfenergy.com by 20 June if you want an accurate bill. If you have already sent one, ignore this message.',
  },
  {
    kind: 'other language',
    text: 'BBVA: Se ha realizado un cargo de 45,90 € en AMAZON con tu tarjeta terminada en 3321. Si no lo reconoces, llama al 900 102 801. Nunca le pediremos sus claves por SMS.',
  },
  {
    kind: 'other language',
    text: 'Crédit Agricole : votre code de validation est 482913. Il expire dans 5 minutes. Nous ne vous demanderons jamais ce code par téléphone.',
  },
  {
    kind: 'other language',
    text: 'Sparkasse: Ihr Freigabe-Code lautet 741852. Wir werden Sie niemals nach Ihrer PIN oder TAN fragen. Geben Sie den Code nicht weiter.',
  },
  {
    kind: 'other language',
    text: 'Nubank: Compra aprovada de R$ 89,90 em MERCADO LIVRE no cartão final 5521. Nunca pediremos sua senha por mensagem.',
  },
  {
    kind: 'other language',
    text: 'Intesa Sanpaolo: il codice per autorizzare il pagamento è 310295. Non condividerlo con nessuno: non ti chiederemo mai il codice per telefono.',
  },
  {
    kind: 'other language',
    text: 'ING: Uw verificatiecode is 902341. Deel deze code met niemand. Wij vragen nooit om uw pincode.',
  },
  {
    kind: 'other language',
    text: 'BCA: Kode OTP Anda 558201, berlaku 5 menit. Kami tidak pernah meminta kode OTP, PIN atau password Anda. Jangan berikan kepada siapa pun.',
  },
  {
    kind: 'other language',
    text: 'Ameli : votre remboursement de 23,50 € a été versé le 12/03. Aucune démarche n’est nécessaire. L’Assurance Maladie ne vous demandera jamais vos coordonnées bancaires par SMS.',
  },
];
