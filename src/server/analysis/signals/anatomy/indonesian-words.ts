/**
 * Meaning classes for the anatomy of an Indonesian (or Malay) message, for class-reader.ts: a prize
 * "won" with a winner's PIN, loans with no collateral, betting, paid tasks, promised returns, an
 * account blocked or a bill due, a relative on a new number; calling or visiting, paying or
 * topping up airtime, giving a code; a bank account written out. Hand-written from common usage,
 * with the short forms of SMS ("slmt", "hub", "rek", "mdpt"), matched in lower case.
 * other-languages.ts already reads paying, a fee, a code and a relative in Indonesian; this adds
 * the pretexts and the ways to act (a phone number to call) that reading lacks.
 */

import type { ClassWords } from './class-reader';
import { WAY_TO_MAKE_MONEY } from './parts';

const words = (list: readonly string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/**
 * A word as SMS shorthand writes it as well as in full: any vowel after the first letter may be
 * dropped ("mendapatkan", "mndptkn", "mendptkn") and a prefix may be cut off by a hyphen, an
 * underscore or a dot ("men_dptkn", "m-dptkan", "slmt_"), so one entry reads the spellings a
 * sender improvises instead of the few written down. Used only inside a longer pattern (after
 * "selamat", after "your number"), where a short skeleton cannot match on its own.
 */
export function shorthand(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    const vowel = 'aeiou'.includes(c);
    out += i > 0 && vowel ? `${c}?` : c;
    if (i < 3 && !vowel) out += '[-_.]?';
  }
  return out;
}

/** Receiving, winning, being chosen: each with the endings shorthand keeps ("-kan", "-nya"). */
const RECEIVED = ['mendapat', 'mdapat', 'memenang', 'menang', 'memperoleh', 'terpilih', 'meraih']
  .map((w) => `${shorthand(w)}\\p{L}*`)
  .join('|');
const CONGRATULATIONS = shorthand('selamat');

/** Cash written with its unit glued on ("Rp 45jt", "Rp.100jt"). */
const CASH = 'uang tunai rp\\.?\\s?\\d[\\d.,]*(?:jt|juta|rb|ribu)?';

/** A prize named to the reader: the claim of a win in itself, and the offer. */
const PRIZE_WORDS = 'hadiah|hdiah|hadian|undian|pemenang|pmenang|cek tunai';

/**
 * The reader's number or SIM card said to have received something ("No. Anda Mndptkn", "simcard
 * anda M-dptkan"), or to have officially ("resmi") received it: how a lottery win is announced.
 */
const NUMBER_WON = `(?:no(?:mor)?|sim ?card|kartu)\\.?[^.\\n]{0,20}?anda (?:telah |sudah )?(?:resmi )?(?:${RECEIVED})|resmi (?:${RECEIVED})`;

export const PRIZE = words([
  `${PRIZE_WORDS}|${CASH}`,
  'pin[ _-]?(?:pemenang|pmenang|undian)',
  NUMBER_WON,
]);

export const WON = words([
  `${CONGRATULATIONS}[^.\\n]{0,60}?(?:${RECEIVED})`,
  'anda terpilih|terpilih menang',
  NUMBER_WON,
  PRIZE_WORDS,
]);

export const LOAN = words([
  'pinjaman|pnjaman|pinjol|dana tunai|kta|modal usaha|pembiayaan|kredit tanpa (?:jaminan|agunan|angunan)',
]);

export const NO_CHECKS = words([
  'tanpa (?:jaminan|agunan|angunan|bi checking)|tnpa jaminan|proses (?:sangat )?cepat|\\d+ hari cair|langsung cair|bunga (?:0|flat|rendah)',
]);

export const GAMBLING = words([
  'togel|judi|slot gacor|gacor|bandar|casino|kasino|maxwin|scatter|freebet|depo \\d+',
  // Lottery numbers sold as sure to come out: "angka jitu", "angka gaib", "2D/3D/4D", "master togel".
  'angka (?:jitu|gaib|ghaib|ritual|pasti)|[2-4]d(?:[_/ -][2-4]d)+|\\p{L}*togel\\p{L}*',
]);

export const JOB = words([
  'kerja (?:paruh waktu|online|dari rumah|sampingan)|komisi|gaji (?:harian|per hari|\\d|rp)|like (?:video|tiktok|(?:&|dan) follow)|penghasilan (?:tambahan|\\d)|tugas (?:online|harian)',
]);

export const INVEST = words(['investasi\\p{L}*|robot trading|kripto']);

export const RETURNS = words([
  '(?:profit|untung|keuntungan) \\d+ ?%|(?:di ?)?jamin(?:an)? (?:\\d+ ?% )?(?:tembus|untung|profit|menang)',
]);

export const FREE_MONEY = words([
  'bonus (?:new member|member baru|deposit)|saldo gratis|gratis saldo',
]);

/** An account, card or number blocked or closing: a loss, the threat. */
const BLOCKED = `(?:${shorthand('rekening')}|akun|kartu|atm|nomor|simcard|sim card)[^.\\n]{0,40}?(?:diblokir|terblokir|dinonaktifkan|non-?aktif|ditangguhkan|dibekukan|hangus|akan ditutup|error|eror)`;
export const ACCOUNT_LOSS = words([BLOCKED]);

/**
 * An account, card or number blocked or closing, or a bill or an instalment due: the pretext. A
 * date a payment is due is no threat in itself (every genuine reminder names one).
 */
/** A refund said to be waiting: "bayaran balik cukai" (Malay), "pengembalian dana", "restitusi". */
const REFUND = words([
  'bayaran balik|pengembalian (?:dana|pajak|uang)|restitusi pajak|(?:dana|uang) (?:anda )?dikembalikan',
]);

export const ACCOUNT_STATE = words([
  BLOCKED,
  'jatuh tempo|tunggakan',
  // A parcel held or undeliverable: "Paket Anda tidak dapat dikirim", "paket tertahan di gudang".
  'paket (?:anda |kakak )?(?:tidak dapat|tidak bisa|tdk bisa|gagal) (?:dikirim|diantar|dikirimkan)|paket (?:anda |kakak )?(?:tertahan|ditahan)',
]);

export const LEGAL_THREAT = words(['ditangkap|ditahan|surat tilang|kasus narkoba|polres|polsek']);

/**
 * A relative or a lover addressed at the start. Not "ibu" or "bapak": they are also the polite
 * "Madam" and "Sir" of every bank message.
 */
export const PERSON = words(['mama|mamah|mami|mamih|mah|papa|papah|papi|papih|pah|yank|sayang']);

/** A phone or its number: "hp", "hape", "nomor", "nmr", "no". */
const HANDSET = '(?:hp|hape|henpon|handphone|telepon|telpon|no|nomor|nomer|nomr|nmr)';

/**
 * Someone the reader knows on a number the reader cannot check: a new number ("ini no baruq",
 * "nmrku anyar", "ganti nomor"), a phone borrowed from a friend or a stranger ("pake hp temen",
 * "pinjam nomor orang") or their own phone lost or broken ("hpku hilang").
 */
export const NEW_NUMBER = words([
  '(?:no|nomor|nomer|nomr|nmr)(?:ku|q)? (?:baru|bru|anyar)\\p{L}*|ganti (?:nomor|nomer|no|nmr)',
  `(?:pake|pakai|pk|pinjam|pnjam|pinjem|minjem|minjam|numpang|nyilih|nginjem) ${HANDSET}(?: \\p{L}+)? (?:teman|temen|tmn|tmen|orang|orng|org|kawan|kwn|sodara|saudara|tetangga)`,
  `${HANDSET}(?: ?ku| aku| saya| sy| mama| papa| bapak| bpk| ibu) (?:lagi |sedang |lg )?(?:hilang|ilang|rusak|dicuri|dicopet|kecopetan|jatuh ke air)`,
]);

export const MISTAKE = words([
  'salah kirim|salah transfer|kekirim|tidak sengaja|gak sengaja|nggak sengaja',
]);

/** Calling, visiting, clicking: "hub", "hubungi", "kunjungi", "klik", "info:". */
export const CLICK = words([
  'hub(?:ungi)?|call|telp|tlp|tlpn|kunjungi|klik|klick|buka|wa|whatsapp|info\\s?:|cs\\s?:|u/info|melapor',
  // Updating or confirming one's data on the page given: "perbarui data di …", "verifikasi akun".
  // Or a form to fill in there: "isi formulir di …".
  'perbarui|perbaharui|verifikasi|konfirmasi|lengkapi|akses|isi (?:formulir|form|data)',
  // Signing up again, and Malay: "daftar ulang", "sila sahkan", "kemas kini", "layari".
  'daftar ulang|sahkan|kemas ?kini|layari',
  // Texting a mobile number: "silahkan SMS 0853…", "sms di 0852…", "sms ke 0812…".
  'sms(?: (?:ke|di))?(?= ?(?:\\+?62|0)8)',
]);

/**
 * Phone credit asked for, in Indonesian and the Javanese and Sundanese of SMS: a verb of sending,
 * buying or filling for someone, then the credit ("kirimi dulu pulsa", "belikn aq pulsa",
 * "tukokno pulsa", "pangmeulikeun pulsa"). Not "isi ulang" (topping up one's own line).
 */
const CREDIT_VERB =
  "(?:kirim(?:kan|kn|in|i|ni)?|krm(?:kan|in)?|beli(?:kan|kn|in)?|bli(?:kan|kn|in)|isi(?:kan|kn|in|['’`]in)|tuku(?:kno|kke|kne|kake)?|tukokno|tukokke|tukokne|tumbas(?:ke|aken)|(?:pang)?meuli(?:keun)?|(?:pang)?meser(?:keun)?)";
const FOR_WHOM =
  '(?: (?:dulu|dl|dlu|heula|ndisek|disik|aja|saja|aku|aq|sy|saya|bpk|bapak|bapa|bpa|mama|mamah|ibu|papa))*';
export const CREDIT = `${CREDIT_VERB}${FOR_WHOM} (?:pulsa|pls)`;

/** "When", "every", "before", "after": what follows is a time, not an ask. */
const WHEN = '(?:saat|ketika|waktu|setiap|tiap|sebelum|setelah|sesudah|sblm|stlh)';

/** Paying or sending money, topping up airtime: "transfer ke", "dikirim ke rek", "isi pulsa". */
export const PAY = words([
  'transfer(?:nya)?|ditransfer|di transfer|kirim(?:kan)? (?:uang|dana|pulsa)|dikirim (?:aja |saja )?ke|setor|mahar(?:nya)?',
  // Not topping up as a time ("Pembayaran saat isi pulsa": paid when you top up).
  `(?<!${WHEN} )isi(?:in|.in)? (?:aku )?pulsa`,
  // Phone credit sent or bought for the sender, in shorthand too: "kirimkan dulu pulsa 50 ribu",
  // "bliin bpk pls 50rb", "krm ke nomor ini".
  'kirim(?:kan|in)?(?: dulu| dl| aja| saja)? (?:pulsa|pls)|(?:beli(?:in|kan)|bliin|beliin)(?: \\p{L}+){0,2}? (?:pulsa|pls)|(?:krm|kirim\\p{L}*) (?:ke )?(?:nomor|nomr|nmr)(?: ini)?',
  CREDIT,
]);

/** "This number" as where the money or credit goes: "ke nomor ini", "di no ini", "kana nomor ieu". */
export const PAY_TO = words([
  `(?:ke|ka|di|kana|nang|neng|menyang) (?:no|nomor|nomer|nomr|nmr)\\.?(?: hp)? ?(?:ini|inih|iki|ieu)`,
]);

/**
 * Told not to call, or that the sender will be the one calling: "jangan telpon dulu", "jgn
 * tlp/sms", "tong nelpon", "nanti aku yang telpon", "lagi gak bisa angkat telpon".
 */
const CALL = '(?:telp|telpon|telepon|tlp|tlpn|tilpun|nelpon|nelepon|call|sms)';
export const NO_CALL = words([
  // Not "jangan hubungi": a bank's warning not to contact numbers it does not use.
  `(?:jangan|jgn|jng|gausah|ga usah|gak usah|nggak usah|tidak usah|tdk usah|tong)(?: dulu| dl)? (?:di ?)?${CALL}`,
  `${shorthand('nanti')} (?:aku |aq |saya |sy |bpk |bapak |mama |mamah |papa |ibu |gw |gue |ku )?(?:yang|yg) (?:${CALL}|hubungi)`,
  `(?:lagi|lg|sedang) (?:ga|gak|nggak|tidak|tdk|gk) (?:bisa|bs) (?:angkat|terima|nerima|ngomong|bicara|${CALL})`,
]);

export const DETAILS = words(['data (?:diri|pribadi)|pin atm|nomor kartu|verifikasi data']);

export const SECRET = words(['(?:kirim|kasih|sebutkan|bacakan)[^.\\n]{0,20}?(?:kode|otp)']);

export const NEGATED = words(['jangan|jgn|tidak|tdk|bukan|tak pernah']);
const NEVER = words(['(?:tidak|tdk|tak) pernah']);

export const DONE = words([
  'berhasil|sukses|telah (?:diterima|dikirim|ditransfer)|sudah (?:diterima|masuk)',
  // Money that came in: "Anda menerima transfer Rp2.500.000 dari …", "dana masuk". Not money to
  // come ("Anda akan menerima", "untuk menerima dana"): that is what fee scams promise.
  '(?:anda|kamu) (?:telah |sudah |baru saja )?menerima|(?:transfer|dana|uang) masuk',
]);

export const SEND_MONEY = words([
  'transfer\\p{L}*|ditransfer|kirim\\p{L}*|dikirim|setor|bayar|krim|krm|kirimin|tf|trf|trnsfer',
]);
/** The name an account is in: "a/n Budi", "atas nama Budi". */
export const PAYEE = words(['a/n|atas nama']);

/** A bank account written out: "No. Rek. 024-8721-191", "BNI 5500248418". */
export const BANK_ACCOUNT = words([
  '(?:rek(?:ening)?|no\\.? ?rek\\.?|bank [a-z]{2,8}|bni|bri|bca|mandiri)[^\\n\\d]{0,30}?\\d[\\d .-]{6,20}\\d',
]);

export const CHAT_ID = words(['(?:wa|whatsapp)[ :.]*(?:0|\\+?62)\\d[\\d -]{7,13}\\d']);

export const URGENT = words([
  'segera|sekarang|skrng|skrg|secepatnya|hari ini|batas waktu|penting',
  // "dalam 24 jam", "1x24 jam", "dalam 2 hari": hours, or a few days.
  'dalam \\d+ jam|1 ?x ?24 jam|dalam [1-3] hari',
]);

export const MONEY = words([
  'rp\\.?\\s?\\d[\\d.,]*(?:\\s?(?:jt|juta|rb|ribu))?',
  '\\d[\\d.,]*\\s?(?:jt|juta|rb|ribu|rbu)',
]);

/** A phone number to call or text: Indonesian mobiles and Jakarta lines. */
export const PHONE = words(['(?:\\+?62|0)8\\d[\\d -]{6,12}\\d|021[- ]?\\d{6,8}']);

/** Someone else to call: "suami saya", "atasan sy", "saudara sy", "sdh dikuasakan" (authorised). */
export const THIRD_PARTY = words([
  '(?:suami|istri|isteri|atasan|saudara|adik|kakak|bos|bapak|bapa|papa|ayah) (?:saya|sy|sya|kami)',
  '(?:sdh |sudah )?(?:di)?kuasakan',
  // A named person the payment is to go through: "harap ke Bpk Chandra", "melalui Ibu Sari".
  '(?:ke|melalui|lewat) (?:bpk|bapak|pak|ibu|bu|sdr|saudara)\\.?,? ?\\p{L}+',
]);

/**
 * A sale or a payment of the reader's: someone who has seen ("survei", "sudah lihat"), likes
 * ("cocok") or wants ("berminat", "nego") the reader's house, land or car; an instalment or the
 * rent; a payment the reader is about to make, or one whose terms changed. A seller's own "the
 * house is sold" is no such thing.
 */
const SEEN = '(?:sudah|sdh|udah|sdah|telah) (?:sy |saya |kami )?(?:lihat|liat|survei|survey)';
export const DEAL = words([
  `(?:rumah|ruma|tanah|mobil|motor)[^\\n]{0,60}?(?:survei|survey|cocok|berminat|nego|${SEEN})`,
  `(?:survei|survey|cocok|berminat|${SEEN})[^.\\n]{0,30}?(?:rumah|ruma|tanah|mobil|motor)`,
  'angsuran|cicilan|penyetoran|kontrakan|uang sewa',
  // A payment of the reader's to come, or its terms changed: "kalau mau di bayar", "sebelum di
  // transfer", "pembayaran bulan ini", "ada perubahan pembayaran".
  '(?:kalau|kalo|klo|bila|jika|sebelum|sblm) (?:mau |akan )?(?:di ?bayar|di ?transfer|bayar|transfer)',
  "pembayaran(?:['’]?nya)? bulan ini|perubahan (?:pembayaran|rekening|no(?:mor)? rekening)",
]);

export const FEE = words(['biaya (?:admin|administrasi|pengiriman|pajak)|pajak hadiah']);

/** The table class-reader.ts reads. */
export const INDONESIAN_WORDS: ClassWords = {
  offers: [
    [GAMBLING, 'to offer winnings from a betting site'],
    [FREE_MONEY, 'to offer free money or credit'],
    [LOAN, 'to offer a loan on easy terms'],
    [JOB, 'to offer easy paid work'],
    [INVEST, WAY_TO_MAKE_MONEY],
    [PRIZE, 'that you have won a prize'],
    [REFUND, 'that you are owed a refund'],
  ],
  gamblingLabel: 'to offer winnings from a betting site',
  jobLabel: 'to offer easy paid work',
  account: ACCOUNT_STATE,
  threat: ACCOUNT_LOSS,
  due: words(['jatuh tempo|jth tempo|jt tempo']),
  // Or a keyword to answer with, or a first task to try ("Mau coba tugas pertama? Balas YA").
  interest: words([
    'tertarik\\?|apakah (?:anda|kakak|kak) tertarik|minat\\?|berminat|(?:balas|ketik|reply) (?:ya|y|ok|minat|gabung)|mau (?:coba|ikut|gabung)\\p{L}*',
  ]),
  mine: words(['(?:kartu|atm|rekening|rek|akun|hp|m-?banking)(?:ku| (?:saya|aku|aq|gue|gw|sy))']),
  accountLabel: 'to be about your account, card or a payment being blocked or due',
  // Blocked by what the reader did ("diblokir sementara karena salah PIN 3 kali") or asked.
  requested: words([
    'karena (?:salah|kesalahan) (?:input |memasukkan )?(?:pin|password|kata sandi|mpin)|(?:sesuai|atas) permintaan (?:anda|bapak|ibu|nasabah)',
  ]),
  law: LEGAL_THREAT,
  person: PERSON,
  // A new or borrowed number claimed anywhere is also the claim of someone the reader knows.
  personClaim: NEW_NUMBER,
  newNumber: NEW_NUMBER,
  mistake: MISTAKE,
  click: CLICK,
  pay: PAY,
  payTo: PAY_TO,
  details: DETAILS,
  secret: SECRET,
  negated: NEGATED,
  never: NEVER,
  done: DONE,
  sendMoney: SEND_MONEY,
  bankAccount: BANK_ACCOUNT,
  payee: PAYEE,
  chatId: CHAT_ID,
  phone: PHONE,
  thirdParty: THIRD_PARTY,
  deal: DEAL,
  urgent: URGENT,
  noCall: NO_CALL,
  money: MONEY,
  free: FREE_MONEY,
  noChecks: NO_CHECKS,
  returns: RETURNS,
  won: WON,
  winnings: GAMBLING,
  fee: FEE,
};
