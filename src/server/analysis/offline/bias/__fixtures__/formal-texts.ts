/**
 * A small labelled set written for FactLens (issue 36, point 6): technical, legal and scientific
 * documents in the voice of standards, contracts, statutes and papers, none of which persuades,
 * and persuasive posts that must still be read as persuasion. The style and persuasion flags are
 * measured on it (register.test.ts): at most 3% of the formal documents may be flagged.
 */

export type FormalGenre = 'technical' | 'legal' | 'scientific';

export interface LabelledDocument {
  genre: FormalGenre | 'persuasive';
  text: string;
}

// biome-ignore format: one document per entry, as written.
export const FORMAL_DOCUMENTS: readonly LabelledDocument[] = [
  { genre: 'technical', text: `1. Introduction

This document specifies how MIME bodies are encoded for transport. A MIME entity consists of header fields followed by a body. Implementations MUST accept both CRLF and LF line endings, and SHOULD NOT emit lines longer than 998 octets.

2. Content-Transfer-Encoding

The base64 encoding is defined in Section 6.8. A decoder that meets corrupt data, i.e. characters outside the base64 alphabet, MUST ignore them rather than reject the whole MIME part. An encoder MUST NOT insert line breaks inside an encoded quantum.

3. Security Considerations

An attacker may send a MIME message with deeply nested multipart bodies in order to exhaust memory. Receivers SHOULD limit the nesting depth; a limit of 100 levels is RECOMMENDED.` },
  { genre: 'technical', text: `3.2 Cache invalidation

When the origin server answers with status 304, the client MUST reuse the stored representation. A stored response whose validator no longer matches is considered stale and SHOULD be revalidated before use. Caches MUST NOT store responses to requests that carry an Authorization header field unless the response explicitly allows it (see Section 5.2.2.5).

3.3 Failure handling

If the cache detects corrupt entries, for example a truncated body or a checksum mismatch, it MUST discard the entry and fetch it again. A fatal error in the storage layer MUST NOT be exposed to the client as a successful response.` },
  { genre: 'technical', text: `Garbage collection in the runtime

The collector runs in two phases. In the mark phase it walks every object reachable from the roots, i.e. the stack, the globals and the remembered set. In the sweep phase unreachable objects are freed and their memory returned to the allocator. A process that allocates faster than the collector can sweep will eventually be killed by the operating system's out-of-memory handler.

Parameters

The heap limit is set with --max-heap (default 512 MB). Setting it above the physical memory of the host is NOT RECOMMENDED, since the kernel will then swap and latency grows by orders of magnitude (see Table 2).` },
  { genre: 'technical', text: `4.1 Handshake

The client opens a TCP connection to port 443 and sends a ClientHello message. The server MUST respond with a ServerHello, its certificate chain and a key share. If the client's supported versions do not overlap with the server's, the server MUST abort the handshake with a protocol_version alert.

4.2 Downgrade protection

An active attacker who can modify packets in transit may attempt to force both peers onto an older protocol version. To prevent this, the server embeds a fixed value in the last 8 bytes of its random field, and clients MUST check it. A mismatch indicates tampering and the connection MUST be terminated.` },
  { genre: 'technical', text: `Error codes

E_CORRUPT (code 74): the archive header is damaged or the data is corrupt. The tool stops reading at the first bad block and reports its offset in bytes.
E_DENIED (code 13): the process lacks permission to open the file.
E_KILLED (code 137): the worker was killed by a signal, typically SIGKILL from the supervisor after it exceeded its memory limit of 256 MB.

Each code is written to standard error together with a one-line description, e.g. "archive.tar: unexpected end of data at 4096 bytes". Scripts SHOULD test the exit status rather than parse the message.` },
  { genre: 'technical', text: `Configuration reference

The server reads its settings from environment variables at start-up. PORT sets the TCP port (default 3000). DATA_DIR sets the directory of the SQLite database. LOG_LEVEL is one of fatal, error, warn, info, debug or trace. An invalid value is a fatal configuration error: the process exits with status 1 and prints the name of the offending variable.

Limits

Request bodies larger than 1 MB are refused with status 413. The rate limiter allows 10 analyze requests per minute per client address; the limit is applied before the body is parsed, so a flood of oversized requests costs little CPU.` },
  { genre: 'technical', text: `2. Terminology

The key words "MUST", "MUST NOT", "REQUIRED", "SHALL", "SHALL NOT", "SHOULD", "SHOULD NOT", "RECOMMENDED", "MAY" and "OPTIONAL" in this document are to be interpreted as described in RFC 2119.

A "resolver" is a program that extracts information from name servers in response to client requests. A "stub resolver" refers to a resolver that cannot perform the full resolution itself and relies on a recursive server.

3. Message format

All DNS messages share one format: a header of 12 octets, then the question, answer, authority and additional sections. Names in a message MAY be compressed with pointers; a pointer loop is a malformed message and MUST be rejected.` },
  { genre: 'technical', text: `Release notes, version 4.2

Fixed: the importer no longer crashes on spreadsheets with merged header cells. Fixed: a race condition that could leave a lock file behind when two exports ran at once. Changed: the default export encoding is now UTF-8 without a byte order mark; set export.bom = true for the old behaviour.

Known issues: on network drives the file watcher may miss changes made by other machines. As a workaround, set watcher.poll = 2000 (milliseconds). Deprecated: the legacy XML format will be removed in version 5.0; convert files with the bundled migrate command.` },
  { genre: 'technical', text: `5. Threat model

We assume an adversary who controls the network between client and server and who can replay, drop or reorder packets. The adversary cannot compromise either endpoint. Under these assumptions the protocol provides confidentiality and integrity of application data.

A malicious server is out of scope: a client that connects to an attacker-controlled host will receive whatever data that host chooses to send. Denial of service by flooding is likewise out of scope and is expected to be mitigated at the network layer, e.g. by rate limiting at the load balancer.` },
  { genre: 'technical', text: `Installing the firmware

1. Download the image for your board revision (see the table in Appendix A).
2. Verify the SHA-256 checksum of the file. A mismatch means the download is corrupt; do not flash it.
3. Hold the BOOT button while connecting the USB cable, then release it after 2 seconds.
4. Run the flashing tool with the port name, for example COM3 on Windows or /dev/ttyUSB0 on Linux.

Flashing takes about 40 seconds. Do not disconnect the board while the LED blinks: an interrupted write leaves the device in recovery mode, from which it can be restored by repeating steps 3 and 4.` },
  { genre: 'legal', text: `TERMS OF SERVICE

1. Definitions. In this Agreement, "Service" means the software made available by the Provider, and "User" means any person who accesses the Service.

2. Licence. Subject to the terms of this Agreement, the Provider hereby grants the User a non-exclusive, non-transferable licence to use the Service for personal purposes.

3. Restrictions. The User shall not (a) copy or modify the Service, (b) attempt to gain unauthorised access to any system, or (c) use the Service to transmit malicious code.

4. Termination. The Provider may suspend or terminate access without notice if the User breaches clause 3.` },
  { genre: 'legal', text: `Section 12. Offences

(1) A person commits an offence if, without lawful authority, he or she knowingly destroys or damages records held by a public authority.

(2) A person guilty of an offence under subsection (1) is liable on summary conviction to a fine not exceeding level 5 on the standard scale, or on conviction on indictment to imprisonment for a term not exceeding two years.

(3) In proceedings for an offence under this section it is a defence for the accused to prove that he or she took all reasonable steps to avoid committing the offence.` },
  { genre: 'legal', text: `JUDGMENT

The appellant was convicted of fraud and sentenced to four years' imprisonment. He appeals against conviction on the ground that the trial judge misdirected the jury on the meaning of dishonesty.

We have considered the directions in full. In our judgment the judge correctly applied the test set out by the Supreme Court, and the jury were properly directed that they must first ascertain the defendant's actual state of mind as to the facts. The appeal against conviction is dismissed.

The appeal against sentence, pursuant to section 11 of the Criminal Appeal Act, is likewise dismissed.` },
  { genre: 'legal', text: `PRIVACY NOTICE

1. Who we are. The Company is the controller of the personal data described in this notice.

2. What we collect. We collect the name, e-mail address and payment details that you provide when you place an order, and technical data such as your IP address in accordance with our Cookie Policy.

3. Why we use it. We process your data (a) to perform our contract with you, (b) to comply with legal obligations, and (c) where you have consented, to send you marketing. You may withdraw consent at any time.

4. Your rights. Subject to applicable law, you have the right to access, correct or erase your personal data.` },
  { genre: 'legal', text: `EMPLOYMENT CONTRACT

This Agreement is made between the Employer and the Employee (together, "the Parties").

Clause 4. Hours. The Employee shall work 37.5 hours per week, Monday to Friday, subject to reasonable additional hours where the needs of the business so require.

Clause 7. Confidentiality. The Employee shall not, during or after the employment, disclose any confidential information of the Employer, save as required by law.

Clause 11. Termination. Either party may terminate this Agreement by giving not less than one month's written notice. Notwithstanding the foregoing, the Employer may terminate without notice in the event of gross misconduct.` },
  { genre: 'legal', text: `Article 5. Principles relating to processing

1. Personal data shall be processed lawfully, fairly and in a transparent manner in relation to the data subject.

2. Personal data shall be collected for specified, explicit and legitimate purposes and not further processed in a manner that is incompatible with those purposes.

3. Personal data shall be accurate and, where necessary, kept up to date; every reasonable step must be taken to ensure that personal data that are inaccurate are erased or rectified without delay.

4. The controller shall be responsible for, and be able to demonstrate compliance with, paragraphs 1 to 3.` },
  { genre: 'legal', text: `NOTICE OF HEARING

The Court will hear the application of the plaintiff for an interim injunction on 14 March at 10.00 am. The defendant is required to file any evidence in reply not later than seven days before the hearing.

The plaintiff alleges that the defendant has infringed its registered trade mark by selling counterfeit goods under a confusingly similar sign. The defendant denies infringement and contends that the mark is invalid for lack of distinctive character. The Court has made no finding on either allegation.` },
  { genre: 'legal', text: `LEASE AGREEMENT

1. The Landlord lets and the Tenant takes the Property for a term of twelve months beginning on the Start Date.

2. The Tenant shall pay the Rent monthly in advance. Rent not paid within 14 days of the due date shall bear interest at 3% above the base rate.

3. The Tenant shall keep the interior of the Property in good repair, fair wear and tear excepted, and shall not cause any nuisance to neighbouring occupiers.

4. The Landlord may enter the Property to inspect its condition on giving not less than 24 hours' written notice, save in an emergency.` },
  { genre: 'legal', text: `Directive on consumer credit, Article 10

Credit agreements shall be drawn up on paper or on another durable medium. All the contracting parties shall receive a copy of the credit agreement.

The credit agreement shall specify in a clear and concise manner: (a) the type of credit; (b) the identity of the parties; (c) the duration of the agreement; (d) the total amount of credit; (e) the borrowing rate, and the conditions governing its application.

Member States shall ensure that a consumer who has not received this information may withdraw from the agreement within fourteen days.` },
  { genre: 'legal', text: `SETTLEMENT AGREEMENT

Whereas the Claimant brought proceedings against the Respondent alleging unfair dismissal, and whereas the Respondent denies liability, the Parties have agreed as follows.

1. The Respondent shall pay the Claimant the sum of £12,000 within 28 days of the date of this Agreement, without admission of liability.

2. The Claimant accepts the payment in full and final settlement of all claims arising from the employment and its termination.

3. Neither party shall make any derogatory statement about the other. This clause shall not prevent either party from making a protected disclosure.` },
  { genre: 'scientific', text: `Abstract

Background: Short sleep has been associated with cognitive decline, but causal evidence is limited.
Methods: We followed 2,140 adults aged 50 to 70 for eight years. Sleep duration was measured with wrist actigraphy and cognition with a standard battery at baseline and follow-up.
Results: Participants sleeping less than six hours had a faster decline in memory scores (difference −0.09 SD per year, 95% CI −0.14 to −0.04; p < 0.001) after adjustment for age, sex and education.
Conclusions: The association is consistent with a causal effect, but residual confounding cannot be excluded. Randomised trials of sleep extension are needed.` },
  { genre: 'scientific', text: `2. Methods

2.1 Samples. Water samples were collected at 24 sites along the river between May and September. Each sample (500 mL) was filtered through a 0.45 µm membrane within 4 hours of collection.

2.2 Analysis. Concentrations of nitrate and phosphate were measured by ion chromatography. The limit of detection was 0.02 mg/L for both ions. Samples above the calibration range were diluted and measured again.

2.3 Statistics. Differences between upstream and downstream sites were tested with a paired t-test; p < 0.05 was taken as significant. All analyses were run in R (version 4.3).` },
  { genre: 'scientific', text: `Results

Tumour volume decreased in the treated group compared with controls (mean 212 vs 486 mm³ at day 21; n = 12 per group; p = 0.003). Body weight did not differ between groups, indicating that the dose was tolerated. Two animals in the control group were killed before day 21 because their tumours exceeded the humane end-point defined in the protocol.

Discussion

These results in a mouse model do not establish efficacy in humans. The effect size is comparable to that reported by Chen et al. (2019) for a related compound, and a phase I trial is required to determine a safe dose.` },
  { genre: 'scientific', text: `Introduction

Invasive species are a major driver of biodiversity loss. The grey squirrel, introduced to Britain in the nineteenth century, has displaced the native red squirrel across most of England. Competition for food and the transmission of squirrelpox virus have both been proposed as mechanisms (Gurnell et al., 2004).

In this study we test the hypothesis that disease transmission explains most of the decline. We compare the rate of range contraction in regions with and without the virus, using survey data from 1995 to 2020 (see Figure 1).` },
  { genre: 'scientific', text: `Abstract

We report the detection of a gravitational-wave signal from the merger of two compact objects with masses of 31 and 25 solar masses. The signal was observed by two detectors with a combined signal-to-noise ratio of 24. The estimated luminosity distance is 540 Mpc. The probability that noise alone would produce an event as strong is less than 1 in 200,000 years.

The remnant is a black hole of 53 solar masses; the missing mass was radiated as gravitational waves. These observations test general relativity in the strong-field regime and find no deviation from its predictions (Table 3).` },
  { genre: 'scientific', text: `4. Discussion

Our findings indicate that the vaccine reduced symptomatic infection by 68% (95% CI 59 to 75) over six months of follow-up. Protection waned after the fourth month, consistent with earlier reports (Smith et al., 2021). Severe adverse events were rare and occurred at similar rates in both arms (0.4% vs 0.3%).

Limitations. The trial was not powered to detect effects on mortality, and participants over 80 years were under-represented. The results may not apply to variants that emerged after the trial period, i.e. after March 2022.` },
  { genre: 'scientific', text: `Materials and methods

Strains and culture. Escherichia coli K-12 was grown in LB medium at 37 °C with shaking at 200 rpm. Antibiotic resistance was induced by serial passage in sub-inhibitory concentrations of ciprofloxacin, doubling the concentration every 48 hours.

Sequencing. Genomic DNA was extracted from 8 resistant and 8 control lines and sequenced to a mean depth of 120×. Variants were called against the reference genome; mutations present in control lines were excluded. The data are available under accession number PRJNA000000.` },
  { genre: 'scientific', text: `Results

Across the 46 countries in the sample, a one-point increase in the corruption perception index was associated with a 0.8% rise in foreign direct investment (β = 0.008, SE = 0.002; p < 0.01). The association held after controlling for GDP per capita, trade openness and political stability (Table 4, column 3).

The coefficient on the interaction term was not significant, which suggests that the relationship between corruption and investment does not depend on the size of the economy. We caution that the index measures perceptions rather than the incidence of corrupt transactions.` },
  { genre: 'scientific', text: `Methods

We searched MEDLINE, Embase and the Cochrane Library from inception to January 2023 for randomised controlled trials comparing vitamin D supplementation with placebo for the prevention of acute respiratory infection. Two reviewers independently extracted data and assessed risk of bias.

Results

Thirty-seven trials (n = 49,419) met the inclusion criteria. Supplementation reduced the proportion of participants with at least one infection (odds ratio 0.92, 95% CI 0.86 to 0.99). Heterogeneity was moderate (I² = 35%). The certainty of the evidence was rated moderate because of risk of bias in several trials.` },
  { genre: 'scientific', text: `Abstract

We study how state propaganda spreads on social media. Using 1.2 million posts collected between 2018 and 2021, we measured how often accounts linked to state media repeated slogans, insulted opponents or appealed to fear. Participants in a follow-up survey (n = 1,804) rated the posts for credibility.

Results. Posts that used name calling were shared 1.6 times more often than neutral posts (95% CI 1.4 to 1.8). Appeals to fear increased sharing only among older participants (interaction p = 0.02).

Conclusions. The techniques we catalogue are associated with reach, but our design cannot establish that they cause it (see Section 5 for limitations).` },
  { genre: 'scientific', text: `2. Methods

2.1 Study design. This was a retrospective cohort study of 14,300 patients admitted with sepsis to 22 hospitals between 2015 and 2020. The primary outcome was death within 30 days; secondary outcomes were length of stay and readmission.

2.2 Exposure. Early antibiotic treatment was defined as the first dose within one hour of triage. Patients who died within 6 hours of admission were excluded, since treatment timing could not affect their outcome.

2.3 Analysis. We fitted mixed-effects logistic regression models with hospital as a random effect (Table 1). Missing laboratory values were handled by multiple imputation.` },
  { genre: 'technical', text: `7. Kill switch

The device MUST provide a hardware kill switch that disconnects the radio. When the switch is engaged, the firmware SHALL NOT attempt to transmit, and any queued packets MUST be discarded.

8. Attack surface

An attacker within radio range may inject malformed frames. The parser MUST treat every length field as untrusted, e.g. by checking it against the remaining buffer before reading. A frame that fails the check is dropped and a counter is incremented; the counter is exposed as rx_malformed (see Appendix B).` },
  { genre: 'technical', text: `Incident report INC-2291

Summary: between 02:10 and 03:45 UTC the payment service returned errors for 38% of requests. Root cause: a configuration change set the connection pool size to 0 on all hosts, which starved the workers.

Timeline
02:08 change deployed (version 3.14.2)
02:10 error rate alarm fired
03:30 change rolled back
03:45 error rate back to baseline

Action items: add a validation rule that rejects pool_size < 1; require a canary stage for configuration changes.` },
  { genre: 'legal', text: `Section 4. Money laundering and terrorist financing

(1) A relevant person shall apply customer due diligence measures when establishing a business relationship or carrying out an occasional transaction of 15,000 euros or more.

(2) Where the relevant person has reasonable grounds to suspect that the funds are the proceeds of criminal conduct or are related to terrorist financing, the person shall make a report to the financial intelligence unit as soon as practicable.

(3) A person who fails to comply with subsection (1) or (2) commits an offence and is liable on conviction to a fine.` },
  { genre: 'legal', text: `MERGER AGREEMENT

Article 6. Defence against hostile offers

6.1 Until the Closing Date, the Target shall not solicit any competing proposal. If the Target receives an unsolicited offer that its board considers superior, the board may, subject to clause 6.3, withdraw its recommendation.

6.2 Upon termination under clause 6.1, the Target shall pay the Purchaser a break fee equal to 2% of the equity value, in accordance with Schedule 3.

6.3 Nothing in this Article shall prevent the board from complying with its fiduciary duties under applicable law.` },
  { genre: 'persuasive', text: 'WAKE UP PEOPLE!!! The corrupt elites are LYING to you about the vaccine. These traitors want to control your children. Share before they delete this!' },
  { genre: 'persuasive', text: 'Those idiots in parliament have destroyed this country. Every single one of them is a crook and a liar. Vote them out!' },
  { genre: 'persuasive', text: 'The so-called experts will never tell you the truth. Why haven\'t they explained where the money went? Something doesn\'t add up, and everyone knows it.' },
  { genre: 'persuasive', text: 'Either you stand with our brave farmers or you are a traitor to this nation. There is no middle ground. Real patriots know what is coming for our way of life.' },
];
