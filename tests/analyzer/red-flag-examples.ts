/**
 * Texts for tests/analyzer/pinned-red-flags.test.ts: each "Why" example of issue 14 points 1 and 2
 * written out as a realistic text of our own (not copied from any data set), the legitimate ones
 * the rules used to cry wolf on and the scam families they used to miss.
 */

// Legitimate texts the rules must leave alone.

/** A post on X: every link there goes through the platform's own wrapper, t.co. */
export const TWEET_WITH_TCO = `New from our climate desk: sea levels along the Gulf Coast rose about 10 cm since 2010, faster than the global average, a NOAA analysis finds. Full story: https://t.co/Qm3Rk8vXpZ`;

/** A LinkedIn and a YouTube share: lnkd.in and youtu.be are the platforms' own short links. */
export const PLATFORM_SHARES = `Thrilled to share that our team won the regional innovation award this year! Read the announcement here https://lnkd.in/eB7xPq2K and watch the ceremony at https://youtu.be/dQw4w9WgXcQ`;

/** A tech newsletter that mentions Yahoo (and links to its own story through a shortener). */
export const NEWSLETTER_MENTIONING_YAHOO = `The Weekly Byte, issue 212

Yahoo said on Tuesday it will close its Groups service for good next month, ending a forum that once hosted millions of mailing lists. Members can download their messages until 15 December. We looked back at what the service meant for early online communities: https://bit.ly/3wkByte212

Also this week: a new open-source password manager, and why your router needs an update.`;

/** An old blog post with acronyms and all-caps brand names, none of them shouting. */
export const ACRONYM_BLOG_POST = `Back in 2002 CNET ran a piece on FOAF, the "friend of a friend" vocabulary for describing people on the web. I wrote a small script for it that still runs on my old server: http://www.example-weblog.org/cgi-bin/foaf/index.cgi?user=anna . The BIBLE study group at church now uses it to share its reading list, and I pay for the hosting from the ATM outside TESCO every month.`;

/** A petition invitation by text: a keyword to a short code is not a premium-rate trap. */
export const PETITION_SHORT_CODE = `Our library is due to close in March. Text LIBRARY to 70070 to add your name to the petition to keep it open. Standard network rates apply. Thank you for standing up for your community!`;

/** A bank's advice page: it mentions the PIN only to say never to give it. */
export const BANK_SAFETY_ADVICE = `How to spot a scam call. We will never ask you for your full PIN, your online banking password or a one-time passcode, and we will never ask you to move money to a "safe account". If someone does, hang up and call us on the number on the back of your card.`;

// Scam families the rules used to miss.

/** A child's "new number" message asking for money today. */
export const NEW_NUMBER_MUM = `Hi Mum, it's me. This is my new number, my phone broke and I'm using an old one till the insurance sorts it. Can you do me a favour? I need to pay a bill today but my banking app won't work on this phone. Can you send £480 and I'll pay you back tomorrow x`;

/** A wrong-number opener that turns friendly: the first step of a romance or investment scam. */
export const WRONG_NUMBER_OPENER = `Hi, is this Kevin? We were supposed to meet for tennis at 4 today. Oh, sorry, I think I got the wrong number! But it's nice to meet you anyway, my name is Lily. Where are you from? I'm a fashion designer living in Los Angeles.`;

/** The "investment friend": a new acquaintance's uncle and his sure crypto profits. */
export const INVESTMENT_FRIEND = `Good morning dear. Did you sleep well? I made 38% profit this week on a crypto trading platform my uncle showed me, he is an analyst and knows the market. It is very safe, I can teach you step by step, you only need to start with $1,000.`;

/** A job offer asking a registration fee plus passport and bank details. */
export const JOB_FEE_WITH_DOCUMENTS = `Dear applicant, congratulations, you have been shortlisted for the position of Remote Data Entry Clerk at Global Staffing Partners, earning $35 per hour. To complete your onboarding please pay the registration fee of $85 and send a scan of your passport and your bank details to hr.globalstaffing@gmail.com so we can set up your salary.`;

/** A customs "release" fee for a parcel a stranger says they sent. */
export const CUSTOMS_RELEASE_FEE = `Hello my friend, the gift box I sent you from London is held at the customs office in your country. The agent says you must pay a release fee of $650 before they can deliver it. Please contact the diplomatic courier on WhatsApp +44 7700 900321 today.`;

/** A hardware-wallet "security notice" with no urgency words and no visible link, only a button. */
export const WALLET_FIRMWARE_NOTICE = `Ledger

Security notice

Dear customer,

Following a recent review of our systems, a new firmware version is available for your Ledger Nano device. This update improves the protection of your assets. To complete the update you will be asked to confirm your 24-word recovery phrase.

Get Started

Ledger SAS, 1 rue du Mail, 75002 Paris`;

/** An airdrop lure: connect your wallet to claim tokens. */
export const AIRDROP_LURE = `You are eligible for the Arbitrum community airdrop: 2,500 ARB tokens are reserved for your wallet address. Connect your wallet at arb-claim-rewards.app to claim them before the snapshot closes.`;

/** A "protected message" lure with no link in the pasted text. */
export const PROTECTED_MESSAGE_LURE = `From: Microsoft 365 <no-reply@secure-msg-office.com>
Subject: You have received a protected message

Sarah Bennett (s.bennett@harbourlaw.co.uk) has sent you a protected message.

Review now

This message is protected by Microsoft Office 365 Message Encryption.`;

/** A callback scam: a subscription renewal you did not order, and a number to call to cancel. */
export const CALLBACK_RENEWAL = `Norton LifeLock
Invoice #NL-884120

Dear customer, your annual Norton 360 Deluxe subscription has been renewed and $399.99 has been charged to your account today. If you did not authorize this renewal or want a refund, please call our billing department at +1 (808) 555-0147.

Thank you for choosing Norton.`;

/** A heated post claiming an election was stolen, urging readers to share it before it is deleted. */
export const STOLEN_ELECTION_POST = `They STOLE this election and everybody knows it. Millions of fake ballots were dumped in the swing states in the middle of the night, and the media is hiding it because they are in on it. The courts won't touch it. They are deleting this everywhere, so SHARE IT BEFORE IT IS DELETED! Wake up people, this is our last chance to save the country!!!`;

/** A public-health misinformation post: "they are hiding" the deaths, share before deleted. */
export const VACCINE_HIDING_POST = `Nurses are being told to stay silent. Thousands of healthy young people are dying after the jab and the health authorities are hiding the numbers from you. Share this before it gets taken down.`;

// Legitimate neighbours of the new family rules.

/** A wire report about election-fraud claims: it reports them, it does not make them. */
export const ELECTION_WIRE_REPORT = `ATLANTA (Reuters) - Georgia election officials on Monday again rejected claims that the presidential election was stolen, saying three counts, including a hand recount of about 5 million paper ballots, confirmed the result. Republican Secretary of State Brad Raffensperger said investigators had found no evidence of fake ballots or widespread fraud. Lawsuits alleging the vote was rigged have been dismissed by state and federal courts.`;

/** A wallet maker's genuine advice: it tells you never to share the recovery phrase. */
export const WALLET_SAFETY_ADVICE = `Your 24-word recovery phrase is the only backup of your crypto wallet. Write it on paper and keep it somewhere safe. Ledger will never ask you for it: not by e-mail, not by phone and not on any website. Anyone who asks for your recovery phrase is trying to steal your funds.`;

/** A genuine job advert that says there is no fee and asks for a passport only at the interview. */
export const GENUINE_JOB_ADVERT = `We are hiring a part-time library assistant (20 hours a week, £11.90 an hour). Apply online with your CV by 30 April. Shortlisted candidates will be invited to an interview; please bring your passport or another proof of your right to work. There is no fee of any kind to apply.`;

/** A genuine renewal notice: it names the plan and says where to manage it, with no number to call. */
export const GENUINE_RENEWAL = `Your Spotify Premium plan renewed on 3 May and £11.99 was charged to your Visa ending 2291. You can change or cancel your plan at any time in your account settings. Questions? Visit our help pages.`;

/** A wire report that calls a government a "regime", as wire style does. */
export const WIRE_REPORT_REGIME = `DAMASCUS (Reuters) - The Syrian regime said on Tuesday it had retaken two villages near Idlib, state media reported, while opposition groups said shelling continued overnight.`;

/** A report that quotes a minister calling attackers "terrorists". */
export const QUOTED_TERRORISTS = `"These terrorists will be found and punished," the interior minister told reporters after the bombing, which killed 14 people, according to police.`;
