import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './index';
import { undisguise } from '../../signals/disguised-words';

const disguisedIn = (text: string) => undisguise(text).disguised.map((d) => d.text);
const flagTypes = (text: string) => detectRedFlags(text, [], []).flags.map((f) => f.type);

describe('words disguised with digits', () => {
  it('reads digits swapped for letters as the letters, keeping every position', () => {
    const text = 'Your ATM card has been BL0CKED and you w0n a prize';
    const { plain, disguised } = undisguise(text);
    expect(plain).toBe('Your ATM card has been BLOCKED and you won a prize');
    expect(plain.length).toBe(text.length);
    expect(disguised.map((d) => d.text)).toEqual(['BL0CKED', 'w0n']);
  });

  it('catches the trick in other words and other cases, and in a brand name', () => {
    expect(disguisedIn('Y0ur parcel is he1d at the depot, c0nfirm your details')).toEqual([
      'Y0ur',
      'he1d',
      'c0nfirm',
    ]);
    // A name no list knows, long enough to read as one: "FLIPKART", "VODAFONE".
    expect(disguisedIn('FL1PKART sale and V0DAF0NE bonus')).toEqual(['FL1PKART', 'V0DAF0NE']);
    expect(flagTypes('Your acc0unt is susp3nded. Ver1fy it t0day')).toContain('disguised_text');
  });

  it('leaves hashtags alone: "#COVID19" and other hashtag forms', () => {
    const tweet =
      'CDC monitors #COVID19 cases, deaths and vaccinations worldwide. Learn more: https://t.co/P1SvWRUeHh';
    expect(disguisedIn(tweet)).toEqual([]);
    expect(flagTypes(tweet)).not.toContain('disguised_text');
    // The same kind of post, worded apart: other tags, a handle and a shortened link.
    const other =
      'Book your booster via @NHS111 today #Omicr0nWave #StayH0me #Covid_19Vaccine bit.ly/3xY0zAb';
    expect(disguisedIn(other)).toEqual([]);
    expect(flagTypes(other)).not.toContain('disguised_text');
  });

  it('leaves ordinary tokens with digits alone', () => {
    for (const text of [
      'COVID19 and covid19 are the same word',
      'Upgrade from 4G/5G, a B2B deal, MP3 files',
      'The H1N1 strain and the B2B market in 2021',
      'Samsung A10s and X1 Carbon, an XPS13 and an RTX3080',
      'Flight BA0117 leaves at 10:10',
      'Deliver to London EC1A 1BB or W1A 1AA',
    ]) {
      expect(undisguise(text)).toEqual({ plain: text, disguised: [] });
    }
  });

  it('leaves links, addresses and random identifiers alone', () => {
    for (const text of [
      'Read it at https://t.co/m0bb0kFGLu and https://t.co/IUMVP1uepC',
      'Write to j0hn.smith@examp1e.org',
      'Your reference is Kxj1YqA0Ylz',
      'Only1more day to go',
    ]) {
      expect(disguisedIn(text)).toEqual([]);
    }
  });

  it('reads a long run of letters in time linear in its length', () => {
    const text = `${'a'.repeat(100_000)}0b ${'x.'.repeat(20_000)}`;
    expect(undisguise(text).disguised).toEqual([]);
  });
});

describe('look-alike letters in other scripts, and an "o" for a zero', () => {
  it('reads Latin look-alikes inside Thai words as the Thai letters, keeping every position', () => {
    const text = 'รัUโUนัสแรกเข้าสูงสุดถึง 1o,ooo บ. ระuuเติมถอนooโต้';
    const { plain, disguised } = undisguise(text);
    expect(plain).toBe('รับโบนัสแรกเข้าสูงสุดถึง 10,000 บ. ระบบเติมถอนออโต้');
    expect(plain.length).toBe(text.length);
    // Each word quoted whole, once.
    expect(disguised.map((d) => d.text)).toEqual([
      'รัUโUนัสแรกเข้าสูงสุดถึง',
      '1o,ooo',
      'ระuuเติมถอนooโต้',
    ]);
    expect(flagTypes(text)).toContain('disguised_text');
  });

  it('leaves Latin words beside Thai, a letter of a code and plain numbers alone', () => {
    for (const text of [
      'ต้องดู!MVเพื่อดาวดวงนั้น-TheStar รับMVฮิตแกรมมี่เลย! กด*471*23#',
      'Room 1o1 is on the first floor; a 16oz bottle; call 1-800-GOOD.',
      'โปรโมชั่น iPhone 15 ราคา 29,900 บาท',
      // An "o" in a code, a booking reference or a link is a letter, not a zero.
      'RETRO รหัส OTP ของคุณคือ 0886. (Ref: C8OE9) Valid for 5 minutes.',
      'รหัสสำรองที่นั่ง: V33OL4 เที่ยวบิน: PG947/01Dec2019 กรุงเทพฯ',
      'แตะเพื่อรีเซ็ตรหัสผ่าน Instagram: https://ig.me/1G4oU3kL2d3u68j',
    ])
      expect(disguisedIn(text), text).toEqual([]);
  });
});

describe('letters of another alphabet inside Latin words', () => {
  it('reads Greek and Cyrillic look-alikes as the Latin letters, keeping every position', () => {
    // Greek omicron and alpha in an English sign-in warning.
    const greek = 'Yοur accοunt wαs lοgged in frοm a new brοwser.';
    const { plain, disguised } = undisguise(greek);
    expect(plain).toBe('Your account was logged in from a new browser.');
    expect(plain.length).toBe(greek.length);
    expect(disguised.map((d) => d.text)).toEqual([
      'Yοur',
      'accοunt',
      'wαs',
      'lοgged',
      'frοm',
      'brοwser',
    ]);
    // Cyrillic capitals and small letters, in other words and a brand's name.
    expect(disguisedIn('Сurrent pаsswоrd for ΡаyΡаl expires today')).toEqual([
      'Сurrent',
      'pаsswоrd',
      'ΡаyΡаl',
    ]);
    expect(flagTypes('Kееp yоur mаilbox by signing in')).toContain('disguised_text');
  });

  it('reads them in other languages too: the mix is the trick, whatever the word', () => {
    expect(undisguise('Vοtre cοmpte a été suspеndu').plain).toBe('Votre compte a été suspendu');
    expect(undisguise('Su cuеnta ha sido bloquеada').plain).toBe('Su cuenta ha sido bloqueada');
    expect(flagTypes('Ihr Kοnto wurde gespеrrt')).toContain('disguised_text');
  });

  it('leaves text written in Greek or Cyrillic, and Greek letters in science, alone', () => {
    for (const text of [
      'Здравствуйте! Ваш заказ готов к выдаче.',
      'Καλημέρα, η παραγγελία σας έχει σταλεί.',
      // A Cyrillic word with a stray Latin "e" is still a Cyrillic word, not a disguised Latin one.
      'Здравствуйтe, друг',
      'The α-helix and β-cells; a 10 kΩ resistor; ΔG and μg/mL',
    ])
      expect(disguisedIn(text), text).toEqual([]);
  });
});

describe('a capital I for a small l, and a small l for a capital I', () => {
  it('reads the swap back where it makes a word or a brand', () => {
    expect(undisguise('Your account has been limited untiI we hear from you, PayPaI').plain).toBe(
      'Your account has been limited until we hear from you, PayPal',
    );
    expect(disguisedIn('We have temporariIy suspended your emaiI')).toEqual([
      'temporariIy',
      'emaiI',
    ]);
    expect(disguisedIn('ANTlVlRUS RENEWAL RECElPT')).toEqual(['ANTlVlRUS', 'RECElPT']);
  });

  it('leaves names run together and brands written with capitals inside alone', () => {
    for (const text of [
      'Follow us on LinkedIn, YouTube and GitHub; read it on your iPhone over WiFi',
      'replyIf closedInter addendaInfo McIntosh OpenAI MySQL JavaScript',
      'Dr. McIlroy, PhD, of the eBay team',
    ])
      expect(disguisedIn(text), text).toEqual([]);
  });
});
