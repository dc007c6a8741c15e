/**
 * A text message as a phone shows it when the sender is not a saved contact: the header is only
 * the sender's number. Rendered twice by the pixel tests, once with the number drawn and once with
 * it transparent (the same layout), so the pixels that differ are exactly the number's.
 */
import { SCAM_SMS_TEXT, renderHtml } from './screenshots';

/** A UK number from the range Ofcom keeps for drama (07700 900000-900999): no real line. */
export const SMS_SENDER_NUMBER = '+44 7700 900123';
export const SMS_SIZE = { width: 900, height: 420 } as const;

export function smsFromNumberHtml(hideNumber = false, number = SMS_SENDER_NUMBER): string {
  const bubbles = SCAM_SMS_TEXT.map((line) => `<div class="bubble">${line}</div>`).join('');
  return `<!DOCTYPE html><html><head><style>
    body { margin: 0; width: 900px; height: 420px; background: #fff; font-family: "DejaVu Sans", Arial, sans-serif; }
    .top { background: #f2f2f7; padding: 12px 24px; font-size: 22px; color: #111; text-align: center; border-bottom: 1px solid #ddd; }
    .number { color: ${hideNumber ? 'transparent' : '#111'}; }
    .thread { padding: 14px 24px; }
    .bubble { background: #e9e9eb; color: #000; font-size: 20px; line-height: 1.35; padding: 9px 14px;
              border-radius: 16px; margin: 0 0 10px; max-width: 840px; }
  </style></head><body><div class="top"><span class="number">${number}</span></div>
  <div class="thread">${bubbles}</div></body></html>`;
}

export function renderSmsFromNumber(hideNumber = false): Promise<Buffer> {
  return renderHtml(smsFromNumberHtml(hideNumber), SMS_SIZE);
}

/** A white image with nothing on it, or with one large glyph (what an icon or a stray mark reads as). */
export function renderBlank(glyph = ''): Promise<Buffer> {
  return renderHtml(
    `<!DOCTYPE html><html><body style="margin:0;width:600px;height:300px;background:#fff;font:120px 'DejaVu Sans',Arial,sans-serif;color:#000;padding:60px 250px;box-sizing:border-box">${glyph}</body></html>`,
    { width: 600, height: 300 },
  );
}
