/**
 * Real screenshots for OCR tests, made the way a person makes them: a page rendered by Chromium
 * (playwright-core + the system's Chromium, CHROMIUM_PATH; one shared per process, chromium.ts)
 * and captured as PNG or JPEG. No network: the HTML is set directly and every request is refused.
 */
import { acquireChromium } from './chromium';

export { CHROMIUM_PATH } from './chromium';

/** A phone-style text message thread with a gift-card scam, as a messaging app shows it. */
export const SCAM_SMS_TEXT = [
  'URGENT: Your Amazon account has been locked due to suspicious activity.',
  'To avoid permanent suspension, verify your account within 24 hours at amaz0n-secure-login.top',
  'and confirm your password and card number.',
  'A $500 refund is waiting: pay the $50 release fee with Google Play gift cards and text us the codes.',
];

/**
 * The thread's header names the sender without a phone number: a screenshot showing personal data
 * (a phone number, an e-mail address) is not kept for display (src/server/privacy), and most tests
 * need the image kept. Pass a header with a number to test that.
 */
export const SMS_SENDER = 'Amazon Alerts';

export function scamSmsHtml(
  lines: readonly string[] = SCAM_SMS_TEXT,
  sender: string = SMS_SENDER,
): string {
  const bubbles = lines
    .map((line) => `<div class="bubble">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</div>`)
    .join('');
  return `<!DOCTYPE html><html><head><style>
    body { margin: 0; width: 900px; height: 420px; background: #fff; font-family: "DejaVu Sans", Arial, sans-serif; }
    .top { background: #f2f2f7; padding: 10px 24px; font-size: 18px; color: #111; border-bottom: 1px solid #ddd; }
    .thread { padding: 14px 24px; }
    .bubble { background: #e9e9eb; color: #000; font-size: 20px; line-height: 1.35; padding: 9px 14px;
              border-radius: 16px; margin: 0 0 10px; max-width: 840px; }
  </style></head><body><div class="top">${sender.replace(/&/g, '&amp;').replace(/</g, '&lt;')} &middot; Text Message &middot; Today 9:41 AM</div>
  <div class="thread">${bubbles}</div></body></html>`;
}

/** WebP of the page: Chromium captures PNG or JPEG only, so its canvas encodes the capture. */
async function encodeWebp(page: import('playwright-core').Page, png: Buffer): Promise<Buffer> {
  const dataUrl = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    canvas.getContext('2d')!.drawImage(img, 0, 0);
    return canvas.toDataURL('image/webp', 0.9);
  }, png.toString('base64'));
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

export async function renderHtml(
  html: string,
  options: { width: number; height: number; type?: 'png' | 'jpeg' | 'webp' },
): Promise<Buffer> {
  const { browser, release } = await acquireChromium();
  // A context of its own (what browser.newPage() made too): nothing carries over between renders.
  const context = await browser
    .newContext({ viewport: { width: options.width, height: options.height } })
    .catch((error: unknown) => {
      release();
      throw error;
    });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html);
    // Two animation frames: the compositor has drawn the page, so there is a frame to capture. On a
    // loaded machine a capture right after setContent could find none ("Unable to capture
    // screenshot", seen in 2 of 6 runs of report-first-seconds beside an evaluation run).
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
    );
    if (options.type === 'jpeg') return await page.screenshot({ type: 'jpeg', quality: 90 });
    const png = await page.screenshot({ type: 'png' });
    return options.type === 'webp' ? await encodeWebp(page, png) : png;
  } finally {
    await context.close().catch(() => undefined);
    release();
  }
}
