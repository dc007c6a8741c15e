/**
 * An identity check through the reader's own app or online banking ("To verify your identity,
 * take a selfie and a photo of your ID in the app"), in a message that gives no link and no number
 * of its own, sends the reader nowhere but where they already sign in: the Revolut welcome was F,
 * "Asks for passwords, codes or personal data". A look-alike site, a number to call, a threat, or
 * a password, PIN or code asked for, and it stays F. So is a named service the reader signs in to
 * themselves ("log into Workday … enter your bank details there"), which was F. Written for these
 * tests; none is a row of any corpus.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Welcome to Revolut! To verify your identity, take a selfie and a photo of your ID in the app.',
  'Monzo: we need to check a few details. Please confirm your identity in the Monzo app under Account > Verify. Thanks!',
  'HSBC: To keep using your account, please verify your identity through your online banking. If you need help, visit a branch.',
  'Hi Tom, welcome to the team! So your first salary lands on time, please sign in to BambooHR, open My Info > Pay and enter your bank details there. Payroll never asks for account numbers by email. - Grace, HR',
];

const SCAMS = [
  'Revolut: your account is limited. Verify your identity now at revolut-verify-id.com to restore access.',
  'Your bank account will be closed today unless you verify your identity in the app. Call 0800 123 4567 now.',
  'HSBC: please confirm your online banking password and PIN by replying to this message.',
  'Sign in to PayPal now and enter your card number and security code to lift the limit on your account.',
  'HR: your salary is on hold. Log in to your account at payroll-update-portal.com and enter your bank details today.',
  'Microsoft 365: your sign-in expires today. Scan the QR code and enter your email address, password and the code displayed in your authenticator app to confirm your identity, or your account will be restricted.',
];

pinGrades(GENUINE, SCAMS, 'identity checks in the reader’s own app');
