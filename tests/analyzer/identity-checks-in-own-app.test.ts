/**
 * An identity check through the reader's own app or online banking ("To verify your identity,
 * take a selfie and a photo of your ID in the app"), in a message that gives no link and no number
 * of its own, sends the reader nowhere but where they already sign in: the Revolut welcome was F,
 * "Asks for passwords, codes or personal data". A look-alike site, a number to call, a threat, or
 * a password, PIN or code asked for, and it stays F. Written for these tests; none is a row of any
 * corpus.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Welcome to Revolut! To verify your identity, take a selfie and a photo of your ID in the app.',
  'Monzo: we need to check a few details. Please confirm your identity in the Monzo app under Account > Verify. Thanks!',
  'HSBC: To keep using your account, please verify your identity through your online banking. If you need help, visit a branch.',
];

const SCAMS = [
  'Revolut: your account is limited. Verify your identity now at revolut-verify-id.com to restore access.',
  'Your bank account will be closed today unless you verify your identity in the app. Call 0800 123 4567 now.',
  'HSBC: please confirm your online banking password and PIN by replying to this message.',
  'Microsoft 365: your sign-in expires today. Scan the QR code and enter your email address, password and the code displayed in your authenticator app to confirm your identity, or your account will be restricted.',
];

pinGrades(GENUINE, SCAMS, 'identity checks in the reader’s own app');
