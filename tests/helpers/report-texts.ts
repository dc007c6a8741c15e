/**
 * Varied texts a person pastes (issue 26): the kinds that all used to read "C · Nothing suspicious
 * found" (a one-time code, a school newsletter, a council report, an opinion column, satire, a
 * "Hi Mum" message) next to scams (one in Polish, one only the judge catches), a bank alert, a
 * polemic, hoaxes and sober reporting. Used by the honest-middle tests and the report-wording
 * walk. No real person, number or address.
 */
export const REPORT_TEXTS = {
  oneTimeCode:
    'Your verification code is 482913. It expires in 10 minutes. Never share this code with anyone, including our staff.',
  schoolNewsletter:
    'Dear parents, a reminder that the school trip to the science museum is on Friday 14 March. Children should bring a packed lunch and wear their school uniform. The coach leaves at 8.45am, so please be on time. Thank you for your support.',
  councilReport:
    "The council's planning committee met on Tuesday and approved the new cycle lane on Station Road. Work will begin in April and is expected to take six weeks. Residents can view the full plans at the town hall. The committee also discussed bin collection times over the holiday period.",
  opinionColumn:
    "Let's be honest: the new parking charges are a disgrace. Every shopkeeper on the high street knows they will drive people away, and anyone who says otherwise has never run a business. The council should scrap them now, before it is too late for our town.",
  satire:
    'Local man announces he has finally read the terms and conditions, and now wants everyone to know. Friends report that he has spoken of nothing else for three weeks and has started quoting clause 14 at dinner parties.',
  hiMum:
    'Hi Mum, I dropped my phone down the toilet, this is my new number. Can you message me on WhatsApp when you get this? I need to ask you something x',
  polishNewNumber:
    'Cześć mamo, to mój nowy numer, stary telefon się zepsuł. Możesz mi pilnie przelać 1200 zł? Oddam jutro, nie dzwoń, napisz tutaj.',
  // Graded D by the judge alone (signals/judge): no rule finds enough in it.
  prizeDraw:
    'Congratulations, your mobile number has been chosen in our anniversary draw. To receive the prize contact our agent on 07700 900123.',
  bankAlert:
    'HSBC: A payment of £49.99 to AMAZON was made with your card ending 1234. If this was not you, call the number on the back of your card.',
  polemic:
    'They are lying to you. The so-called experts have always been wrong, and every decent person knows it. Wake up! The elites will destroy everything we love unless we fight back now. Only a fool would still trust the mainstream media after everything they have done. Either you stand with us or you stand with them.',
  bankPhishing:
    'BANK ALERT: Your card has been BLOCKED due to suspicious activity. Verify your identity within 24 hours or your account will be closed: http://secure-bank-verify.top/login Enter your card number and PIN now. Final warning!',
  parcelScam:
    'Royal Mail: your parcel could not be delivered due to an unpaid shipping fee of £1.99. Pay now to rebook delivery: http://royalmail-redelivery-fee.top/pay',
  miracleCure:
    "This one fruit kills cancer cells 10,000 times better than chemo!!! Doctors won't tell you because Big Pharma makes billions from treatment. Share before they delete this!",
  investment:
    'Turn £250 into £5,000 in one week with our crypto trading robot. Guaranteed returns, zero risk! Only 10 places left, sign up today before the offer closes.',
  wireReport:
    'WASHINGTON (AP) - U.S. employers added 175,000 jobs in April, fewer than the 240,000 economists had expected, the Labor Department said Friday. The unemployment rate rose slightly to 3.9% from 3.8% in March, according to the department.',
  healthAgency:
    'Flu season is here. Adults over 65, pregnant women and people with long-term conditions can get a free flu vaccine at their GP surgery or pharmacy. Find out if you are eligible on the NHS website.',
  recipe:
    'Preheat the oven to 180C. Mix the flour, sugar and butter until the mixture looks like breadcrumbs, then add the eggs one at a time. Bake for 25 minutes until golden and leave to cool before slicing.',
  sportsReport:
    'United came from behind to beat City 2-1 on Saturday. A late header from the captain in the 88th minute sealed the win in front of a crowd of 40,000, lifting the side to third in the table.',
  conspiracy:
    'The moon landing was faked in a studio and NASA has been hiding the truth for decades. Wake up, people! Do your own research before they silence everyone who asks questions.',
  prize:
    'Congratulations! You have been selected to win a brand new iPhone 15. Claim your prize now by paying a small delivery fee at http://win-prize-now.top before midnight.',
} as const;

export type ReportTextName = keyof typeof REPORT_TEXTS;
