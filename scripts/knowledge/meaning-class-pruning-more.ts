/**
 * The hand review of the dictionaries' candidates, continued (see meaning-class-pruning.ts):
 * German, Italian, Dutch, Polish, Turkish and Indonesian.
 */
import type { Review } from './meaning-class-pruning';

export const de: Review = {
  pay: 'zahlen, bezahlen, zahlung, bezahlung, überweisen, überweisung, einzahlung, begleichen, entrichten, anzahlung, auszahlung',
  verify:
    'bestätigen, bestätigung, verifizieren, verifizierung, verifikation, überprüfen, überprüfung, prüfen, aktualisieren, aktualisierung, authentifizieren, legitimieren, sich legitimieren',
  click: 'klicken, klick, antippen, tippen, drücken',
  fee: 'gebühr, kosten, entgelt, porto, aufpreis, zuschlag, postgebühr, zustellgebühr',
  penalty: 'strafe, bußgeld, geldstrafe, geldbuße, mahngebühr, säumniszuschlag, konventionalstrafe',
  money: 'geld, betrag, summe, bargeld, guthaben',
  code: 'code, kode, tan',
  password: 'passwort, kennwort, zugangsdaten, anmeldedaten, zugangswort',
  card: 'karte, kreditkarte, bankkarte, girokarte',
  link: 'link, webseite, internetseite, homepage, verknüpfung',
  account: 'konto, kundenkonto, nutzerkonto, account',
  bank: 'bank, sparkasse, kreditinstitut, geldinstitut, bankwesen, bankinstitut',
  phone: 'telefon, handy, mobiltelefon, nummer, rufnummer, telefonnummer',
  parcel: 'paket, päckchen, sendung, lieferung, packstück, postpaket, paketsendung',
  deliver:
    'zustellung, zustellen, liefern, lieferung, auslieferung, kurier, zusteller, ablieferung, anlieferung',
  toll: 'maut, mautgebühr, autobahn, vignette, straßenbenutzungsgebühr',
  tax: 'steuer, steuern, zoll, finanzamt, abgabe, steuererklärung, zollgebühr',
  refund:
    'erstattung, erstatten, rückerstattung, rückerstatten, rückzahlen, zurückzahlen, gutschrift, rückvergütung',
  blocked:
    'sperren, gesperrt, sperrung, sperre, blockieren, blockiert, deaktivieren, einschränken, einschränkung, einfrieren, kündigen, stornieren',
  urgent:
    'dringend, dringlich, sofort, umgehend, unverzüglich, eilig, frist, ablaufen, abgelaufen, schnellstmöglich, letzte mahnung',
  prize:
    'gewinn, belohnung, geschenk, bonus, gutschein, prämie, verlosung, gewinnspiel, lotterie, jackpot, hauptgewinn',
  win: 'gewinnen, gewinner, gewonnen, sieger',
  job: 'arbeit, arbeiten, job, stellenangebot, gehalt, lohn, nebenjob, beschäftigung, provision, vakanz, heimarbeit',
  investment:
    'investieren, investition, anlage, geldanlage, rendite, gewinn, dividende, börse, aktien, krypto, kapitalanlage',
  loan: 'kredit, darlehen, leihen, ausleihen, hypothek, anleihe',
  police:
    'polizei, polizist, gericht, richter, anwalt, rechtsanwalt, staatsanwalt, festnahme, verhaftung, haftbefehl, gefängnis, kaution, anzeige',
  family:
    'mutter, mama, mutti, vater, papa, sohn, tochter, oma, opa, großmutter, großvater, enkel, enkelin, bruder, schwester, tante, onkel, eltern',
  appointment: 'termin, arzttermin, terminerinnerung, erinnerung, sprechstunde',
  pharmacy: 'apotheke, rezept, medikament, arznei, arzneimittel',
};

export const it: Review = {
  pay: 'pagare, pagamento, versamento, versare, bonifico, saldare, depositare',
  verify:
    'verificare, verifica, confermare, conferma, controllare, aggiornare, aggiornamento, convalidare, autenticare',
  click: 'cliccare, clic, premere',
  fee: 'spese, costo, costare, tariffa, affrancatura, supplemento',
  penalty: 'multa, multare, sanzione, contravvenzione, mora, penale',
  money: 'denaro, soldi, importo, somma, contante, saldo',
  code: 'codice',
  password: 'password, credenziali',
  card: 'carta, carta di credito, bancomat',
  link: 'link, sito, collegamento',
  account: 'conto, account',
  bank: 'banca, bancario',
  phone: 'telefono, cellulare, numero',
  parcel: 'pacco, spedizione, plico, pacchetto',
  deliver: 'consegna, consegnare, corriere, recapito, recapitare',
  toll: 'pedaggio, autostrada',
  tax: 'tassa, imposta, dogana, fisco, tributo, agenzia delle entrate',
  refund: 'rimborso, rimborsare, restituire, restituzione',
  blocked:
    'bloccare, blocco, bloccato, sospendere, sospeso, sospensione, disattivare, limitare, congelare, annullare',
  urgent: 'urgente, subito, immediatamente, scadenza, scadere, scaduto',
  prize: 'premio, regalo, ricompensa, buono, omaggio, lotteria, estrazione, dono',
  win: 'vincere, vincitore, vinto',
  job: 'lavoro, lavorare, impiego, stipendio, salario, paga, commissione, reclutare',
  investment: 'investire, investimento, profitto, guadagno, rendimento, dividendo, borsa, azioni',
  loan: 'prestito, prestare, credito, finanziamento, mutuo',
  police:
    'polizia, poliziotto, carabinieri, tribunale, giudice, avvocato, arresto, arrestare, carcere, prigione, cauzione, denuncia',
  family:
    'madre, mamma, padre, papà, figlio, figlia, figliola, figliolo, nonna, nonno, nipote, fratello, sorella, zia, zio, genitori',
  appointment: 'appuntamento, visita, promemoria, consulto',
  pharmacy: 'farmacia, ricetta, farmaco, medicina, farmacista',
};

export const nl: Review = {
  pay: 'betalen, betaling, overmaken, overboeken, storten, storting, voldoen, afrekenen, uitbetaling, uitbetalen',
  verify:
    'verifiëren, verificatie, bevestigen, bevestiging, controleren, controle, checken, bijwerken, valideren',
  click: 'klikken, klik, tikken, tik, drukken',
  fee: 'kosten, tarief, porto, verzendkosten, toeslag, administratiekosten, onkosten',
  penalty: 'boete, geldboete, beboeten, incassokosten',
  money: 'geld, bedrag, som, saldo, contant, totaalbedrag',
  code: 'code, cijfercode',
  password: 'wachtwoord, inloggegevens, inloggen',
  card: 'kaart, pas, bankpas, creditcard, betaalpas',
  link: 'link, website, webpagina',
  account: 'rekening, account, bankrekening',
  bank: 'bank',
  phone: 'telefoon, mobiel, nummer, telefoonnummer',
  parcel: 'pakket, pakje, zending, bestelling, collo',
  deliver: 'bezorgen, bezorging, bezorger, leveren, levering, afleveren, aflevering, koerier',
  toll: 'tol, tolweg, snelweg, autosnelweg, tolheffing',
  tax: 'belasting, belastingdienst, douane, heffing',
  refund: 'terugbetaling, terugbetalen, teruggave, restitutie, restitueren, terugstorten',
  blocked:
    'blokkeren, geblokkeerd, blokkade, opschorten, afsluiten, afgesloten, bevriezen, beperken, beperking, deactiveren, annuleren, opzeggen',
  urgent:
    'dringend, onmiddellijk, meteen, spoedig, urgent, spoedeisend, verlopen, vervallen, termijn, uiterlijk',
  prize: 'beloning, cadeau, geschenk, bonus, premie, loterij, verloting, tegoedbon, waardebon',
  win: 'winnen, winnaar, gewonnen',
  job: 'baan, werk, werken, salaris, loon, vacature, bijbaan, commissie, taak',
  investment:
    'beleggen, belegging, investeren, investering, winst, rendement, dividend, beurs, aandelen',
  loan: 'lening, lenen, krediet, hypotheek',
  police:
    'politie, politieagent, rechtbank, rechter, advocaat, arrestatie, arresteren, gevangenis, borgtocht, aangifte',
  family:
    'moeder, mama, mam, vader, papa, pap, zoon, dochter, oma, opa, kleinzoon, kleindochter, broer, zus, tante, oom, ouders',
  appointment: 'afspraak, consult, herinnering',
  pharmacy: 'apotheek, recept, medicijn, geneesmiddel, apotheker',
};

export const pl: Review = {
  pay: 'płacić, zapłacić, opłacić, opłacać, opłata, płatność, wpłata, wpłacić, przelew, przelać, dopłata, dopłacić, zapłata',
  verify:
    'weryfikacja, weryfikować, zweryfikować, potwierdzić, potwierdzenie, potwierdzać, sprawdzić, sprawdzać, aktualizacja, zaktualizować, aktualizować',
  click: 'kliknąć, klikać, kliknięcie, nacisnąć, naciskać',
  fee: 'opłata, koszt, kosztować, prowizja, należność, dopłata, opłata dodatkowa',
  penalty: 'kara, grzywna, mandat',
  money: 'pieniądze, kwota, suma, gotówka, środki, saldo',
  code: 'kod, blik',
  password: 'hasło, dane logowania',
  card: 'karta, karta kredytowa',
  link: 'link, strona, strona internetowa',
  account: 'konto, rachunek',
  bank: 'bank, bankowy, bankowość',
  phone: 'telefon, numer, komórka',
  parcel: 'paczka, przesyłka, paczkomat',
  deliver: 'dostawa, dostarczyć, dostarczać, doręczyć, doręczać, doręczenie, kurier',
  toll: 'autostrada, myto, opłata drogowa',
  tax: 'podatek, cło, urząd skarbowy, skarbowy',
  refund: 'zwrot, zwrócić, zwracać, zwrot pieniędzy',
  blocked:
    'zablokować, zablokowany, blokada, blokować, zawiesić, zawieszenie, zawieszać, anulować, ograniczyć, ograniczać, zamrozić',
  urgent:
    'pilnie, pilny, natychmiast, niezwłocznie, termin, wygasa, wygasać, upływa, termin ostateczny',
  prize: 'nagroda, wygrana, prezent, bonus, premia, loteria, kupon, bon, upominek',
  win: 'wygrać, wygrywać, zwycięzca',
  job: 'praca, pracować, zatrudnienie, pensja, wynagrodzenie, oferta pracy, prowizja, zadanie, zlecenie',
  investment: 'inwestycja, inwestować, zysk, dywidenda, giełda, kryptowaluta',
  loan: 'pożyczka, pożyczyć, pożyczać, kredyt, hipoteka',
  police:
    'policja, policjant, sąd, sędzia, prokurator, adwokat, prawnik, areszt, aresztowanie, więzienie, kaucja',
  family:
    'mama, mamusia, matka, tata, tato, tatuś, ojciec, syn, córka, babcia, dziadek, wnuk, wnuczka, brat, siostra, ciocia, ciotka, wujek, rodzice',
  appointment: 'wizyta, przypomnienie, konsultacja',
  pharmacy: 'apteka, recepta, lek, lekarstwo, farmaceuta',
};

export const tr: Review = {
  pay: 'ödemek, ödeme, havale, transfer, tediye',
  verify: 'doğrulamak, doğrulama, onaylamak, onay, teyit etmek, güncellemek, güncelleme',
  click: 'tıklamak, tıklama',
  fee: 'ücret, bedel, masraf, harç',
  penalty: 'ceza, para cezası',
  money: 'para, tutar, miktar, nakit, bakiye',
  code: 'kod, şifre',
  password: 'şifre, parola',
  card: 'kart, kredi kartı, banka kartı',
  link: 'bağlantı, link, site, web sitesi',
  account: 'hesap',
  bank: 'banka',
  phone: 'telefon, numara, cep telefonu',
  parcel: 'kargo, paket, gönderi, koli',
  deliver: 'teslim, teslimat, teslim etmek, kurye, dağıtım',
  toll: 'otoyol, köprü, geçiş ücreti, hgs, ogs',
  tax: 'vergi, gümrük',
  refund: 'iade, geri ödeme',
  blocked:
    'bloke, engellemek, askıya almak, kısıtlamak, kısıtlama, dondurmak, iptal, iptal etmek, kapatmak',
  urgent: 'acil, hemen, derhal, son gün, süre, sona ermek',
  prize: 'ödül, hediye, ikramiye, piyango, çekiliş, kupon, bonus',
  win: 'kazanmak, kazanan',
  job: 'iş, iş ilanı, maaş, çalışmak, eleman, komisyon, görev',
  investment: 'yatırım, kazanç, faiz, borsa, hisse, kripto',
  loan: 'kredi, borç, ödünç, ipotek',
  police:
    'polis, mahkeme, savcı, savcılık, hâkim, avukat, tutuklama, gözaltı, cezaevi, emniyet, jandarma',
  family:
    'anne, baba, oğul, kız, abla, abi, ağabey, kardeş, dede, nine, babaanne, anneanne, torun, teyze, hala, amca, dayı',
  appointment: 'randevu, hatırlatma, muayene',
  pharmacy: 'eczane, reçete, ilaç, eczacı',
};

export const id: Review = {
  pay: 'bayar, pembayaran, transfer, setor, lunas',
  verify: 'verifikasi, konfirmasi, perbarui, pembaruan, periksa, validasi, pemutakhiran',
  click: 'klik, tekan, ketuk, mengeklik',
  fee: 'biaya, ongkos, ongkir, tarif',
  penalty: 'denda, sanksi',
  money: 'uang, duit, dana, saldo, jumlah, tunai',
  code: 'kode, kode akses',
  password: 'kata sandi, sandi, password',
  card: 'kartu, kartu kredit, atm',
  link: 'tautan, situs, situs web, pranala',
  account: 'akun, rekening',
  bank: 'bank',
  phone: 'nomor, telepon, hp, ponsel, nomer',
  parcel: 'paket, kiriman, parsel',
  deliver: 'kirim, pengiriman, kurir, antar',
  toll: 'tol, jalan tol, gerbang tol',
  tax: 'pajak, bea cukai, bea, cukai',
  refund: 'refund, pengembalian dana, pengembalian',
  blocked: 'blokir, beku, nonaktif, menonaktifkan, tangguhkan, mematikan',
  urgent: 'segera, batas waktu, tenggat waktu, kedaluwarsa, hangus',
  prize: 'hadiah, undian, bonus, voucher, voucer, imbalan',
  win: 'menang, pemenang, memenangkan',
  job: 'kerja, pekerjaan, gaji, lowongan, komisi, tugas, paruh waktu, bekerja',
  investment:
    'investasi, berinvestasi, keuntungan, untung, profit, dividen, saham, bursa saham, cuan',
  loan: 'pinjaman, pinjam, kredit, pinjol',
  police: 'polisi, pengadilan, hakim, jaksa, pengacara, penjara, tahanan, tangkap, polres, polda',
  family:
    'mama, mami, ayah, papa, papi, anak, nenek, kakek, cucu, adik, kakak, om, tante, paman, bibi',
  appointment: 'janji temu, jadwal, konsultasi, pengingat',
  pharmacy: 'apotek, resep, obat, apoteker, farmasi',
};
