import { it } from 'vitest';
import { maskPersonalData } from '../../src/server/privacy/mask';
const cases = [
  'Call me on +447700900128 or 4155550133 or 612 345 678 or 612 34 56 78, 0151/23456780, 1-877-402-5816.',
  'Llámame al ６１２ ３４５ ６７８ o al ٠٦١٢٣٤٥٦٧٨.',
  'Tu clave es 58213. Ihre TAN: 849301. Votre mot de passe : Soleil2024! Code ४८२९१३.',
  'Buenos días Carmen, ¿qué tal?', 'Querida Lucía,\nte escribo', 'Liebe Anna, danke', 'Guten Tag Frau Schneider,\nIhr Paket', 'Chère Claire, merci', 'Bonsoir Julien!',
  'hi rachel okafor, your parcel is here', 'Gracias por todo.\nSaludos,\nAna García', 'Mit freundlichen Grüßen\nJonas Weber', 'Merci.\nCordialement,\nClaire Martin', 'See you at 6!\nx Priya', 'Back soon.\n- Marcus',
  'IBAN de89 3704 0044 0532 0130 00 or DE89-3704-0044-0532-0130-00 or de89.3704.0044.0532.0130.00', 'Card 4111.1111.1111.1111 or 4111/1111/1111/1111 or 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1',
  'Vivo en Calle de Alcalá 145, Madrid. J’habite 12 rue de la Paix. Ich wohne Goethestr. 7.',
  'SSN 123 45 6789, DNI 12345678Z, NIE X1234567L, INSEE 1 85 05 78 006 084 36, Steuer-ID 12 345 678 903',
  'Sendungsnummer JJD000390007781234. Número de seguimiento: 1Z999AA10123456784. Numéro de suivi 6A12345678901.',
  'DHL 00340434161234567890',
  'Write to maria.gonzalez at example dot com, maria (at) example (dot) com, maria[at]example[dot]com, maria＠example.com or maria @ example.com',
  'Verify now: https://secure-bank.example/verify?email=maria.gonzalez@example.com&phone=447700900128',
  'Call the surgery on 01632 960123. Where does the figure 01632 come from?',
  'Card 4111\u200B1111\u200B1111\u200B1111 exp',
  'Your card ending 4821 was charged £49.99 on 12/03/2024 at 14:30. Inflation 2.4% in 2023. 1,234 people. Call 0300 123 2040 or text 7726.',
  'ISO 27001 since 1999; flight 2490 lands 10.30; 5000 new offers; 1500 mg; Population: 8 336 817 people (census 2020).',
  'Version 1.4.0 fixed 1,234 bugs in 12 months. Score 96-88. In 2019 150 people came.',
  'Hi Mum, it’s me 👩‍💻 سلام‌ها',
];
it('try', () => { for (const c of cases) console.log(JSON.stringify(maskPersonalData(c).text)); });
