/**
 * The built-in example behind /sample: a complete report of a parcel-delivery scam text, typed
 * as the contract's Results so the real results components render it unchanged.
 */
import type { Results } from '../../../shared';
import { FRAMEWORK_VERSION } from '../../../shared/constants';
import { FLAG_POINTS, NEUTRAL_SCORE, SCAM_CAP, scaleScore } from '../../../shared/scale';

/** The sample's warning signs, weighed with the live scale (two high, two medium). */
const SAMPLE_WARNING_POINTS = 2 * FLAG_POINTS.high + 2 * FLAG_POINTS.medium;
const SAMPLE_SCORE = scaleScore({
  warningPoints: SAMPLE_WARNING_POINTS,
  positivePoints: 0,
  weakSignal: -0.5,
  cap: SCAM_CAP,
});

export const SAMPLE_CONTENT =
  'USPS: Your package US9514961195221 is on hold at our warehouse due to an unpaid customs fee of $1.99. ' +
  'Pay within 24 hours or it will be returned to the sender: https://usps-redelivery-help.top/pay ' +
  'Reply STOP to opt out.';

const span = (text: string) => {
  const start = SAMPLE_CONTENT.indexOf(text);
  return { text, start, end: start + text.length };
};

export const SAMPLE_RESULTS: Results = {
  claims: [
    {
      claim:
        'Your package US9514961195221 is on hold at our warehouse due to an unpaid customs fee of $1.99.',
      status: 'uncertain',
      confidence: 35,
      analysis:
        'We cannot see USPS tracking records. USPS does not ask for customs fees by text message with a payment link; check the tracking number yourself on usps.com instead of using the link.',
      sources: [
        {
          url: 'https://www.uspis.gov/news/scam-article/smishing',
          title: 'U.S. Postal Inspection Service: Smishing',
          type: 'official guidance',
          excerpt:
            'USPS does not send unsolicited texts with payment links; text updates are sent only after a customer requests them with a tracking number.',
        },
      ],
    },
    {
      claim:
        'Pay within 24 hours or it will be returned to the sender: https://usps-redelivery-help.top/pay',
      status: 'false',
      confidence: 90,
      analysis:
        'The message claims to come from USPS, but the payment link points to usps-redelivery-help.top, a domain unrelated to usps.com. Official USPS pages are only on usps.com.',
      sources: [
        {
          url: 'https://www.usps.com/',
          title: 'USPS official website',
          type: 'official site',
          excerpt: 'Track packages and pay postage only through usps.com.',
        },
      ],
    },
  ],
  redFlags: [
    {
      indicator: 'Link domain does not match the claimed sender',
      type: 'suspicious_link',
      severity: 'high',
      explanation:
        'The text names USPS but links to a different domain ending in .top. Look-alike links are the core of delivery scams.',
      textExample: 'https://usps-redelivery-help.top/pay',
    },
    {
      indicator: 'Payment request by text message',
      type: 'payment_request',
      severity: 'high',
      explanation:
        'A small fee is a classic hook: the real goal is your card details, which are then used for larger charges.',
      textExample: 'unpaid customs fee of $1.99',
    },
    {
      indicator: 'Artificial deadline',
      type: 'urgency',
      severity: 'medium',
      explanation:
        'Pressure to act quickly is meant to stop you from checking. Real carriers give you days and a way to check on their own site.',
      textExample: 'Pay within 24 hours',
    },
    {
      indicator: 'Threat of loss',
      type: 'threat',
      severity: 'medium',
      explanation:
        'Saying the parcel will be returned adds fear of missing out on something you may be expecting.',
      textExample: 'it will be returned to the sender',
    },
    {
      indicator: 'Opt-out line to confirm your number is active',
      type: 'engagement_bait',
      severity: 'low',
      explanation:
        'Replying to an unknown sender, even with STOP, confirms your number is live and can lead to more scam messages.',
      textExample: 'Reply STOP to opt out.',
    },
  ],
  scorecard: {
    credibilityScore: SAMPLE_SCORE,
    sourceQuality: 8,
    factualAccuracy: 15,
    biasLevel: 62,
    transparencyScore: 10,
    breakdown: [
      {
        component: 'starting_point',
        label: 'Starting point',
        weight: 1,
        score: NEUTRAL_SCORE,
        note: 'Every analysis starts in the middle of the C band: finding nothing is neither good nor bad news.',
      },
      {
        component: 'warning_evidence',
        label: 'Warning signs (points taken off)',
        weight: 1,
        score: SAMPLE_WARNING_POINTS,
        note: '4 warning signs you can see in the report: a link that does not match the claimed sender, a payment request, an artificial deadline and a threat of loss.',
      },
      {
        component: 'positive_evidence',
        label: 'Signs of reliability (points added)',
        weight: 1,
        score: 0,
        note: 'Nothing we could verify: no known publisher, named author, links to reliable sources or confirmed claims.',
      },
      {
        component: 'cap',
        label: 'Ceiling applied',
        weight: 1,
        score: SCAM_CAP,
        note: 'It has the marks of a scam or phishing attempt, so the score cannot be higher than this.',
      },
      {
        component: 'source_quality',
        label: 'Source quality',
        weight: 1,
        score: 8,
        note: 'Claims to be USPS but links to an unrelated .top domain.',
      },
      {
        component: 'factual_accuracy',
        label: 'Factual accuracy',
        weight: 1,
        score: 15,
        note: 'One claim contradicted by the link itself; the other cannot be confirmed.',
      },
      {
        component: 'bias_level',
        label: 'Bias and manipulation',
        weight: 1,
        score: 62,
        note: 'Urgency, threat of loss and a payment request.',
      },
      {
        component: 'transparency',
        label: 'Transparency',
        weight: 1,
        score: 10,
        note: 'No sender identity, contact details or reference beyond a tracking-like number.',
      },
    ],
  },
  summary: {
    verifiedCount: 0,
    falseCount: 1,
    uncertainCount: 1,
    overallStatus: 'false',
    overallGrade: 'F',
    verdict: {
      headline: 'This looks like a parcel-delivery scam asking you for money.',
      actions: [
        'Don’t tap its links, reply or pay.',
        'Check your parcels only on the carrier’s own website or app.',
      ],
      reasons: [
        'Link domain does not match the claimed sender: “https://usps-redelivery-help.top/pay”',
        'Payment request by text message: “unpaid customs fee of $1.99”',
        'Artificial deadline: “Pay within 24 hours”',
      ],
      evidence: 'warning',
    },
    message:
      "This message shows the typical pattern of a parcel-delivery scam: a small fee, a short deadline and a link to a domain that is not the carrier. Do not click the link or reply; check your parcels only on the carrier's own website.",
  },
  analyzedAt: '2025-06-20T10:15:00.000Z',
  analysisMetadata: {
    version: FRAMEWORK_VERSION,
    type: 'text',
    analyzer: 'offline',
    language: 'en',
    notes: ['Sample report: the analysis of an example message, shown for illustration.'],
    contentLength: SAMPLE_CONTENT.length,
    durationMs: 42,
  },
  biasFindings: [
    {
      technique: 'appeal_to_fear',
      label: 'Appeal to fear',
      severity: 'medium',
      explanation: 'Uses the threat of losing a parcel to push for action before thinking.',
      spans: [span('it will be returned to the sender')],
    },
    {
      technique: 'false_urgency',
      label: 'False urgency',
      severity: 'high',
      explanation: 'Sets a short, arbitrary deadline that no real carrier would impose by text.',
      spans: [span('Pay within 24 hours')],
    },
  ],
  criticalQuestions: [
    'Were you expecting a parcel, and did you give USPS your phone number for text updates?',
    'Does the link go to usps.com, or to a different domain?',
    'Why would a carrier ask for a fee through a link instead of at delivery or on its own site?',
    'What happens if you look up the tracking number yourself on usps.com?',
  ],
  positiveSignals: [],
};
