/**
 * Vietnamese word classes beside vietnamese-words.ts: the matcher both files use, money said to be
 * owed to the reader (a tax refund or cut), where money asked goes or what paying it is said to
 * release, and what the reader is told they will lose by not acting (a file cancelled, a parcel
 * kept in storage, a number blacklisted, a penalty), which the threat of a Vietnamese message
 * quotes rather than the pretext ("hoàn thuế" is a refund, not a threat).
 * Written without tone marks, matched on a copy of the text with the marks taken off.
 */

/** Whole words of a list, syllables separated by any run of spaces. */
export const vi = (list: readonly string[]): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${list.map((w) => w.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );

/** A tax refund or cut said to be waiting: "được hoàn thuế TNCN", "được giảm thuế". */
export const REFUND = vi([
  'hoan thue',
  'hoan tien thue',
  'giam thue',
  // "Lệnh hoàn tiền … đã được phê duyệt": money said to be coming back (an overcharged bill).
  '(?:lenh|quyen) hoan tien',
  'hoan tien (?:hoa don|tien dien|tien nuoc|cuoc)',
]);

/**
 * A loss said to follow: "quá hạn hồ sơ sẽ bị hủy", "đơn bị lưu kho", "số chị vào danh sách đen",
 * "sẽ bị xử phạt", "sẽ bị khởi tố".
 */
export const LOSS = vi([
  'se bi (?:huy|khoa|dinh chi|xu phat|phat|cat|thu hoi|khoi to|luu kho|tam giu|tam ngung|tam dung|ngung)',
  '(?:bi|se) huy (?:ho so|don|dich vu|tai khoan|lenh)',
  'danh sach den',
  'luu kho',
  // "quá thời hạn sẽ mất quyền hoàn tiền": the right to the money lost.
  'se mat quyen',
  'mat quyen (?:nhan|hoan|loi)',
]);

/**
 * Where the money goes, pointed at ("cho số này"), or what paying is said to release ("nạp thêm …
 * để giải phóng toàn bộ tiền gốc và hoa hồng").
 */
export const PAY_TO = vi([
  '(?:cho|vao|den|toi) (?:so|sdt|so dien thoai|so may) nay|de giai phong|de (?:rut|nhan lai) (?:tien|hoa hong)',
]);
