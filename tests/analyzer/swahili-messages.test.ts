/**
 * Swahili, as Kenya and Tanzania write their texts, read by its own words (swahili-words.ts): the
 * language reader does not know it, and before this every Swahili scam of a battery written for
 * this stop (8 of 8, kept outside the repository) was graded C. Written for these tests in my own
 * words, none a row of any corpus or battery.
 * Scams: money "sent by mistake" asked back to "this number"; a prize whose registration fee goes
 * to a number; a line to be closed unless the reader calls; an agent's PIN asked by an "officer"; a
 * loan approved for a fee; a job abroad paid for by M-Pesa; money sent to "the other line".
 * Genuine: a mobile-money receipt, a bundle bought, a SIM registration reminder that sends the
 * reader to a shop, a PIN warning, a loan to repay by a date, a child asking a parent for school
 * fees, a parents' meeting paid by Paybill, the operator's own offer by its short code.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const MISTAKE =
  'Habari dada, nimetuma Ksh 2,300 kwa namba yako kimakosa, ilikuwa ya kodi ya nyumba. Tafadhali nirudishie kwa hii namba 0722 415 908. Mungu akubariki.';
const PRIZE =
  'HONGERA! Laini yako imeshinda Ksh 150,000 kwenye promosheni ya Safaricom. Ili kupokea zawadi yako tuma ada ya usajili Ksh 1,500 kwa namba 0798 330 126 leo.';
const LINE_CLOSED =
  'Mpendwa mteja, akaunti yako ya M-PESA itasimamishwa leo saa kumi jioni. Piga 0711 590 227 haraka kuthibitisha taarifa zako.';
const AGENT_PIN =
  'Mpendwa wakala, tunaboresha mfumo wa akaunti yako leo. Afisa wetu atakupigia sasa hivi, tafadhali mpe PIN yako ya wakala ili kukamilisha.';
const LOAN_FEE =
  'Mpendwa mteja, ombi lako la mkopo wa Ksh 30,000 limeidhinishwa bila dhamana. Tuma ada ya usindikaji Ksh 800 kwa namba 0745 116 002 kupokea pesa leo.';
const JOB_ABROAD =
  'Habari, umechaguliwa kwa nafasi ya kazi ya dereva Dubai, mshahara wa AED 3,000 kwa mwezi. Unatakiwa kulipa ada ya viza Ksh 35,000 kupitia M-Pesa namba 0703 228 410 ndani ya siku 2.';
const OTHER_LINE =
  'Tafadhali tuma pesa kwa hii namba 0757 330 918, ile nyingine ina shida. Jina litakuja Grace Achieng.';

const RECEIPT =
  'TCK4Q8LM1X Imethibitishwa. Umepokea Ksh2,000.00 kutoka PETER NJOROGE 0722111222 mnamo 3/4/25 saa 9:05 AM. Salio jipya la M-PESA ni Ksh5,430.00.';
const BUNDLE =
  'Umenunua dakika 100 kwa Ksh 50. Zitaisha muda wake baada ya saa 24. Angalia salio kwa kupiga *144#.';
const SIM_REMINDER =
  'Mpendwa mteja, tafadhali sajili laini yako kabla ya tarehe 15/04/2025 ili kuepuka kufungiwa. Tembelea duka la Safaricom lililo karibu nawe ukiwa na kitambulisho chako.';
const PIN_WARNING =
  'M-PESA haitakuuliza PIN yako kamwe. Usimpe mtu yeyote PIN yako, hata mtu anayejiita mfanyakazi wa Safaricom.';
const LOAN_DUE =
  'Umepata mkopo wa M-Shwari wa Ksh 5,000. Tafadhali lipa kabla ya 20/04/2025 ili uendelee kupata mikopo zaidi.';
const SCHOOL_FEES = 'Mama tafadhali tuma pesa ya karo leo, mwalimu ameuliza. Asante sana.';
const MEETING =
  'Habari, kikao cha wazazi ni Jumamosi saa nne asubuhi. Kila mzazi achangie Ksh 500 kwa Paybill 522533 akaunti jina la mtoto.';
const OWN_OFFER =
  'Safaricom: Umeshinda dakika 50 za bure kwa kununua bundle ya Ksh 99 leo. Piga *544# kununua.';

pinGrades(
  [RECEIPT, BUNDLE, SIM_REMINDER, PIN_WARNING, LOAN_DUE, SCHOOL_FEES, MEETING, OWN_OFFER],
  [MISTAKE, PRIZE, LINE_CLOSED, AGENT_PIN, LOAN_FEE, JOB_ABROAD, OTHER_LINE],
  'in Swahili',
);

describe('Swahili read by its own words', () => {
  it('reads money sent by mistake and asked back, and a PIN asked for', () => {
    const a = anatomyOf(MISTAKE);
    expect(a.pretexts.map((p) => p.kind)).toContain('person');
    expect(a.asks.map((x) => x.kind)).toContain('pay');
    expect(anatomyOf(AGENT_PIN).asks.map((x) => x.kind)).toContain('secret');
  });

  it('reads a receipt and a PIN warning as asking nothing', () => {
    expect(anatomyOf(RECEIPT).asks).toEqual([]);
    expect(anatomyOf(PIN_WARNING).asks.map((x) => x.kind)).not.toContain('secret');
  });
});
