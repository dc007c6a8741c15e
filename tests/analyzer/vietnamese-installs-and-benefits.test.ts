/**
 * Vietnamese scams that ask for an app installed at their link, in the name of the tax office or
 * of social insurance (issue 33). "Vui lòng cài đặt ứng dụng eTax tại <link>" was not read as an
 * install, because the app's name stood between "cài đặt ứng dụng" and "tại"; "để tiếp tục nhận
 * lương hưu" (to keep receiving your pension) was no claim about the reader's affairs, so the
 * message had no pretext. Beside them, the genuine notices of the same offices.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../helpers/pipeline';

const bad = (grade: string) => grade === 'D' || grade === 'F';

const SCAMS: readonly string[] = [
  'Cục thuế thông báo: Ông/Bà có khoản hoàn thuế TNCN 3.200.000đ. Vui lòng cài đặt ứng dụng eTax tại etax-gdt.vn.app để nhận.',
  'BHXH thông báo: Quý khách cần cài đặt ứng dụng VssID mới tại vssid-bhxh.com để tiếp tục nhận lương hưu.',
  'Bảo hiểm xã hội: Trợ cấp của quý khách sẽ bị dừng. Vui lòng cập nhật thông tin tại bhxh-capnhat.com trong 24h.',
];

const GENUINE: readonly string[] = [
  'BHXH: Lương hưu tháng 12 đã được chuyển vào tài khoản của quý khách. Trân trọng.',
  'Bảo hiểm xã hội Việt Nam khuyến cáo: không cài đặt ứng dụng lạ, không bấm vào đường link lạ để tránh mất tiền.',
  'Cục thuế: Người nộp thuế có thể cài đặt ứng dụng eTax Mobile từ App Store hoặc Google Play để tra cứu nghĩa vụ thuế.',
];

describe('an app to install at the link, a benefit at stake', () => {
  for (const text of SCAMS)
    it(`D or F: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
    });
});

describe('the offices’ own notices', () => {
  for (const text of GENUINE)
    it(`C or better: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(false);
    });
});
