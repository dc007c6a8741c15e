/**
 * The words the masker reads numbers and codes by, in the languages the judge reads (English,
 * Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish, Indonesian, Vietnamese).
 * Each list is one concept across the languages, lower case, matched on the normal form
 * (normal-form.ts) as whole words, case-insensitively. What makes a number public (a currency,
 * a unit, a percentage, "ending") and what makes one someone's (a code, an account, a reference,
 * a parcel, an identity document, a phone) are both here, so a language is added in one file.
 */

const words = (...lists: string[]) =>
  lists
    .join('|')
    .split('|')
    .map((w) => w.trim())
    .filter(Boolean);

/** Longest first, escaped, spaces free: one alternation of whole phrases. */
export function alternation(list: readonly string[]): string {
  return [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');
}

/** Currency signs (before or after a number); the normal form has "R$", "zł" and "Rp" as written. */
export const CURRENCY_SIGNS = '[$£€¥₹₺₫₽₩₦₱₴₪฿¢]|R\\$|zł|Rp\\.?|kr\\.?|Fr\\.|Kč|Ft|lei';
/** Currency codes and names that make a number an amount. */
export const CURRENCY_WORDS = words(
  'usd|eur|gbp|jpy|inr|try|vnd|idr|pln|brl|mxn|ars|cop|clp|pen|chf|cad|aud|nzd|sek|nok|dkk|czk|huf|ron|zar',
  'dollar|dollars|euro|euros|pound|pounds|quid|pence|penny|cents|cent|bucks|rupees|yen|francs|franc',
  'pesos|peso|céntimos|centavos|reais|real|soles|bolívares',
  'centimes|livres',
  'franken|rappen|pfund',
  'centesimi|sterline',
  'eurocent|gulden',
  'złotych|złote|złoty|zloty|groszy|grosz',
  'lira|lirası|türk lirası|kuruş|tl',
  'rupiah|ribu rupiah|juta rupiah',
  'đồng|dong|vnđ|nghìn đồng|triệu đồng',
  'درهم|ريال|دينار|جنيه|ليرة|دولار|يورو',
);
/** Words for "per cent" (after a number; Turkish "yüzde" comes before it). */
export const PERCENT_WORDS = words(
  'percent|per cent|pct|percentage points|points percentage|porcentaje',
  'por ciento|por cento|pour cent|pourcent|prozent|prozentpunkte|per cento|procent|procentowych',
  'persen|phần trăm|puan|٪',
);
export const PERCENT_BEFORE = words('yüzde|%|٪');
/** Units of measure and size words (after a number, or written against it: "500g", "5km"). */
export const UNITS = words(
  'mm|cm|m|km|mi|ft|in|yd|nm|µm|m²|m2|m³|m3|km²|km2|ha|ac|sq ft|square feet|square metres|square meters',
  'mg|g|kg|t|lb|lbs|oz|st|ml|cl|dl|l|gal|pt|kcal|cal|kj|kwh|mwh|gwh|twh|kw|mw|gw|w|v|mah|a|hz|khz|mhz|ghz',
  'kb|mb|gb|tb|pb|kbps|mbps|gbps|px|dpi|fps|rpm|bpm|db|mph|km/h|kmh|kph|knots|°c|°f|°|k',
  'metres|meters|metre|meter|kilometres|kilometers|miles|mile|feet|foot|inches|inch|yards',
  'grams|grammes|kilograms|kilos|tonnes|tons|pounds|ounces|litres|liters|gallons|calories|watts|volts',
  'metros|kilómetros|quilómetros|quilômetros|gramos|gramas|kilogramos|quilos|toneladas|litros',
  'mètres|kilomètres|grammes|tonnes|kilogrammes|litres',
  'meter|metern|kilometer|kilometern|gramm|kilogramm|tonnen|liter|litern',
  'metri|chilometri|grammi|chili|tonnellate|litri',
  'kilometer|kilo|liter|ton',
  'metrów|kilometrów|gramów|kilogramów|ton|litrów',
  'metre|kilometre|gram|kilogram|litre',
  'meter|kilometer|gram|kilogram|liter',
  'mét|ki-lô-mét|cây số|gam|lít|tấn',
);
/** Units of time and multipliers. */
export const TIME_UNITS = words(
  'seconds|second|secs|sec|s|minutes|minute|mins|min|hours|hour|hrs|hr|h|days|day|weeks|week|months|month|years|year|yrs|decades|centuries|ms',
  'segundos|minutos|horas|días|dias|semanas|meses|años|anos|siglos|séculos',
  'secondes|heures|jours|semaines|mois|ans|années|siècles',
  'sekunden|minuten|stunden|tage|tagen|wochen|monate|monaten|jahre|jahren|jahrhunderte',
  'secondi|minuti|ore|giorni|settimane|mesi|anni|secoli',
  'seconden|uur|uren|dagen|weken|maanden|jaar|jaren|eeuwen',
  'sekund|minut|godzin|godziny|dni|tygodni|miesięcy|lat|lata',
  'saniye|dakika|saat|gün|hafta|ay|yıl|yil',
  'detik|menit|jam|hari|minggu|bulan|tahun|abad',
  'giây|phút|giờ|ngày|tuần|tháng|năm|thế kỷ',
);
export const MULTIPLIERS = words(
  'thousand|million|millions|billion|billions|trillion|bn|mn|m|k|mil|mio|mrd',
  'mil millones|millones|millón|billones|milhões|milhão|bilhões|mille|milliers|milliards|milliard',
  'tausend|millionen|million|milliarden|milliarde|mila|milioni|miliardi|miljoen|miljard',
  'tysięcy|tys|milionów|miliony|miliardów|bin|milyon|milyar|ribu|juta|miliar|triliun',
  'nghìn|ngàn|triệu|tỷ',
);
/** Who or what a number counts, when it is not a unit ("2,000 people", "1200 complaints"). */
export const COUNTED = words(
  'people|persons|person|residents|inhabitants|citizens|users|customers|voters|votes|jobs|homes|houses|cases|deaths|patients|students|pupils|children|adults|workers|employees|staff|members|fans|visitors|viewers|followers|subscribers|signatures|complaints|points|goals|runs|words|pages|items|lines|files|views|likes|shares|downloads|copies|units|cars|vehicles|flights|tests|doses|beds|steps|calories|species|trees|animals|troops|soldiers|officers|rooms|seats|schools|stores|shops|branches|reviews|orders|accounts|messages|emails|calls|texts|results|times|rows|records|entries|applications|refugees|migrants|protesters|participants|runners|hectares|acres|barrels|km|laps|km²',
  'personas|habitantes|ciudadanos|usuarios|clientes|votos|empleos|viviendas|casos|muertos|muertes|pacientes|alumnos|estudiantes|niños|trabajadores|empleados|socios|visitas|seguidores|firmas|quejas|puntos|goles|palabras|páginas|veces|árboles|soldados|plazas|asientos|dosis|camas|coches|vehículos|vuelos|pruebas',
  'pessoas|cidadãos|usuários|utilizadores|votos|empregos|casas|mortes|mortos|pacientes|alunos|crianças|trabalhadores|funcionários|sócios|visitantes|seguidores|assinaturas|reclamações|pontos|gols|golos|palavras|páginas|vezes|árvores|carros|veículos|voos|testes|leitos',
  'personnes|habitants|citoyens|utilisateurs|clients|voix|emplois|logements|cas|morts|décès|patients|élèves|étudiants|enfants|salariés|employés|membres|visiteurs|abonnés|signatures|plaintes|points|buts|mots|pages|fois|arbres|soldats|places|doses|lits|voitures|véhicules|vols|tests',
  'menschen|personen|einwohner|bürger|nutzer|kunden|wähler|stimmen|arbeitsplätze|stellen|wohnungen|häuser|fälle|tote|todesfälle|patienten|schüler|studenten|kinder|erwachsene|beschäftigte|mitarbeiter|mitglieder|besucher|follower|abonnenten|unterschriften|beschwerden|punkte|tore|wörter|seiten|mal|bäume|soldaten|plätze|dosen|betten|autos|fahrzeuge|flüge|tests|euro',
  'persone|abitanti|cittadini|utenti|clienti|elettori|voti|posti|case|casi|morti|decessi|pazienti|alunni|studenti|bambini|lavoratori|dipendenti|soci|visitatori|follower|iscritti|firme|reclami|punti|gol|parole|pagine|volte|alberi|soldati|dosi|letti|auto|veicoli|voli',
  'mensen|personen|inwoners|burgers|gebruikers|klanten|kiezers|stemmen|banen|woningen|huizen|gevallen|doden|patiënten|leerlingen|studenten|kinderen|werknemers|leden|bezoekers|volgers|handtekeningen|klachten|punten|doelpunten|woorden|keer|bomen|soldaten|plaatsen|doses|bedden|auto|voertuigen|vluchten|testen',
  'osób|osoby|ludzi|mieszkańców|obywateli|użytkowników|klientów|wyborców|głosów|miejsc|mieszkań|domów|przypadków|zgonów|pacjentów|uczniów|studentów|dzieci|pracowników|członków|odwiedzających|obserwujących|podpisów|skarg|punktów|goli|słów|stron|razy|drzew|żołnierzy|dawek|łóżek|samochodów|pojazdów|lotów|testów',
  'kişi|insan|vatandaş|kullanıcı|müşteri|seçmen|oy|iş|konut|ev|vaka|ölüm|hasta|öğrenci|çocuk|çalışan|işçi|üye|ziyaretçi|takipçi|imza|şikayet|puan|gol|kelime|sayfa|kez|defa|ağaç|asker|doz|yatak|araç|uçuş|test|adet',
  'orang|penduduk|warga|pengguna|pelanggan|pemilih|suara|pekerjaan|rumah|kasus|kematian|pasien|siswa|murid|mahasiswa|anak|pekerja|karyawan|anggota|pengunjung|pengikut|tanda tangan|keluhan|poin|gol|kata|halaman|kali|pohon|tentara|dosis|tempat tidur|mobil|kendaraan|penerbangan|tes|unit|buah',
  'người|dân|công dân|người dùng|khách hàng|cử tri|phiếu|việc làm|nhà|ca|ca tử vong|bệnh nhân|học sinh|sinh viên|trẻ em|công nhân|nhân viên|thành viên|lượt|lượt xem|người theo dõi|chữ ký|khiếu nại|điểm|bàn thắng|từ|trang|lần|cây|binh sĩ|liều|giường|xe|chuyến bay',
);
/** Words before a number that make it the last digits of a card or an account, shown openly. */
export const ENDING_WORDS = words(
  'ending|ending in|ending with|ends in|ends with|ending on|last four digits|last 4 digits|last four|last 4|final digits',
  'terminada en|terminado en|que termina en|acabada en|acabado en|finalizada en|con final|últimos 4 dígitos|últimos cuatro dígitos',
  'terminada em|terminado em|com final|final|que termina em|com os dígitos finais',
  'finissant par|se terminant par|terminant par|qui se termine par|se termine par|dont les derniers chiffres sont',
  'endet auf|endend auf|endend mit|mit endung|mit den endziffern|endziffern|letzte vier ziffern',
  'che termina con|terminante con|terminante in|con finale|finale|che finisce con|ultime 4 cifre|ultime quattro cifre',
  'eindigend op|eindigt op|eindigend met|eindigt met|laatste 4 cijfers|laatste vier cijfers',
  'kończąca się na|kończącej się na|kończący się na|zakończona|zakończonej|końcówka|końcówce|o końcówce|z końcówką',
  'ile biten|ile sona eren|ile biter|son dört hanesi|son 4 hanesi|son dört hane|son 4 hane',
  'berakhiran|berakhir dengan|dengan akhiran|akhiran|4 digit terakhir|empat digit terakhir',
  'kết thúc bằng|kết thúc là|đuôi|có đuôi|số đuôi|4 số cuối|bốn số cuối',
  'endung|der endung|mit der endung|المنتهية بـ|المنتهية ب|تنتهي بـ|تنتهي ب|آخر أربعة أرقام',
);
/** Words that say the number after them is a one-time code, a PIN or a password. */
export const CODE_WORDS = words(
  'code|codes|passcode|pass code|password|passphrase|pin|pin code|otp|one-time code|one time code|one-time passcode|verification code|security code|access code|login code|sign-in code|auth code|authentication code|confirmation code|2fa code|cvv|cvc|csc|cvv2|tan|mtan|smstan|pushtan|token',
  'código|códigos|clave|claves|contraseña|código de verificación|código de seguridad|clave de acceso|clave de firma|clave sms|código pin|código otp|código de acceso|código de confirmación|pin de acceso',
  'senha|código de verificação|código de segurança|código de acesso|código de confirmação|palavra-passe|palavra passe',
  "mot de passe|code de vérification|code de sécurité|code confidentiel|code à usage unique|code d’accès|code d'accès|code de confirmation|code secret|code pin",
  'passwort|kennwort|bestätigungscode|sicherheitscode|einmalcode|einmalpasswort|zugangscode|geheimzahl|pin-code|pin-nummer|freigabecode|tan-nummer|aktivierungscode',
  "codice|codici|codice di verifica|codice otp|codice di sicurezza|codice segreto|codice di accesso|codice di conferma|codice pin|parola d’ordine|parola d'ordine",
  'wachtwoord|verificatiecode|beveiligingscode|inlogcode|pincode|toegangscode|bevestigingscode|eenmalige code',
  'kod|kodu|kodem|hasło|hasła|kod weryfikacyjny|kod sms|kod blik|blik|kod jednorazowy|kod pin|kod dostępu|kod potwierdzający|kod autoryzacyjny',
  'şifre|şifreniz|şifresi|parola|doğrulama kodu|doğrulama kodunuz|tek kullanımlık şifre|güvenlik kodu|onay kodu|kodunuz|sms şifresi',
  'kode|kode otp|kode verifikasi|kata sandi|sandi|kode keamanan|kode akses|kode konfirmasi|kode rahasia|pin anda',
  'mã|mã otp|mã xác nhận|mã xác thực|mật khẩu|mã bảo mật|mã pin|mã truy cập|mã kích hoạt',
  'cryptogramme|cryptogramme visuel|prüfnummer|kartenprüfnummer|prüfziffer|código de seguridad|código cvv|codice cvv|codice di sicurezza|kod cvv|kod cvc|güvenlik kodu|cvv kodu|kode cvv|mã cvv|cvv2|cvc2',
  'رمز|رمز التحقق|كلمة المرور',
);
/** Words that introduce a phone number. */
export const PHONE_WORDS = words(
  'phone|telephone|tel|tel.|mobile|cell|cellphone|call|ring|text|sms|whatsapp|fax|landline|freephone|hotline|number',
  'teléfono|tel|móvil|celular|llama|llámame|llamar|whatsapp|número',
  'telefone|telemóvel|ligue|liga|ligar|contacto|número',
  'téléphone|tél|portable|appelez|appeler|numéro|fixe',
  'telefon|handy|mobil|mobilnummer|rufnummer|anrufen|ruf|festnetz|nummer',
  'telefono|cellulare|chiama|chiamare|numero',
  'telefoon|mobiel|bel|bellen|nummer|telefoonnummer',
  'telefon|komórka|komórkowy|zadzwoń|numer|numer telefonu',
  'telefon|cep|gsm|ara|arayın|numara|numarası',
  'telepon|hp|wa|hubungi|telp|nomor|no hp|no. hp|no wa',
  'điện thoại|sđt|gọi|số|số điện thoại|zalo|hotline',
);
/** Words that introduce a parcel's tracking number. */
export const TRACKING_WORDS = words(
  'tracking|tracking number|tracking no|tracking code|tracking id|track and trace|parcel|parcel number|package|shipment|consignment|waybill|awb',
  'número de seguimiento|seguimiento|número de envío|envío|paquete|localizador del envío',
  'código de rastreio|código de rastreamento|rastreio|rastreamento|encomenda|objeto|número de rastreio',
  'numéro de suivi|suivi|numéro de colis|colis|envoi|numéro d’envoi',
  'sendungsnummer|sendungsverfolgung|paketnummer|trackingnummer|sendung|paket|paketschein',
  'numero di tracciamento|numero di tracking|tracciamento|spedizione|pacco|numero di spedizione',
  'trackingcode|track & trace|trackingnummer|zending|pakket|verzendnummer|barcode',
  'numer przesyłki|przesyłka|przesyłki|paczka|paczki|numer śledzenia|list przewozowy',
  'takip numarası|kargo takip numarası|kargo takip|gönderi|kargo|gönderi numarası',
  'nomor resi|resi|no resi|paket|kiriman|nomor pengiriman',
  'mã vận đơn|vận đơn|mã kiện hàng|kiện hàng|mã theo dõi',
  'dhl|ups|fedex|usps|gls|dpd|hermes|evri|royal mail|correos|seur|mrw|ctt|correios|colissimo|chronopost|la poste|bpost|postnl|inpost|poczta polska|yurtiçi|aras kargo|mng kargo|ptt|jne|j&t|sicepat|pos indonesia|vnpost|ghn|ghtk|viettel post',
);
/** Words that introduce someone's reference, order, case, policy or customer number. */
export const REFERENCE_WORDS = words(
  'reference|ref|ref.|case|claim|policy|order|order number|booking|ticket|invoice|customer|customer number|membership|member|application|complaint|patient|nhs number|nhs no|student id|employee|payroll|utr|pnr|confirmation|contract|loan|mandate',
  'referencia|pedido|número de pedido|expediente|factura|póliza|reserva|cliente|número de cliente|localizador|contrato|préstamo|solicitud|incidencia',
  'referência|pedido|encomenda n.º|fatura|factura|apólice|reserva|protocolo|cliente|número de cliente|contrato|processo',
  'référence|réf|commande|numéro de commande|dossier|facture|contrat|réservation|client|numéro client|n° client|sinistre',
  'referenz|bestellnummer|bestellung|aktenzeichen|rechnungsnummer|rechnung|kundennummer|vertragsnummer|buchungsnummer|vorgangsnummer|auftragsnummer|versicherungsnummer|mitgliedsnummer|ticketnummer',
  'riferimento|ordine|numero ordine|pratica|fattura|polizza|prenotazione|cliente|codice cliente|contratto|richiesta',
  'referentie|kenmerk|bestelling|bestelnummer|dossier|factuur|polis|boeking|klantnummer|ordernummer|contractnummer|dossiernummer',
  'numer zamówienia|zamówienie|zamówienia|sprawa|sprawy|faktura|faktury|polisa|rezerwacja|numer klienta|umowa|umowy|numer referencyjny',
  'sipariş|sipariş numarası|referans|fatura|poliçe|rezervasyon|müşteri numarası|dosya|başvuru|sözleşme',
  'nomor pesanan|pesanan|referensi|tagihan|faktur|polis|pemesanan|nomor pelanggan|kontrak|nomor tiket',
  'mã đơn|mã đơn hàng|đơn hàng|số tham chiếu|hóa đơn|hợp đồng|mã khách hàng|mã đặt chỗ|mã hồ sơ',
);
/** Words that introduce a bank account number or a sort code. */
export const ACCOUNT_WORDS = words(
  'account|account number|acct|acc|a/c|sort code|routing number|routing|bsb|aba|bank account',
  'cuenta|número de cuenta|cuenta bancaria|ccc',
  'conta|número de conta|nib|agência|conta bancária',
  'compte|numéro de compte|rib|compte bancaire',
  'konto|kontonummer|blz|bankleitzahl|bankverbindung',
  'conto|numero di conto|conto corrente|c/c',
  'rekening|rekeningnummer|bankrekening',
  'numer konta|konto|rachunek|nr rachunku|numer rachunku',
  'hesap|hesap numarası|hesap no|banka hesabı',
  'rekening|nomor rekening|no rek|no. rek|norek',
  'tài khoản|số tài khoản|stk',
);
/** Words that introduce a national identity, tax or social security number, or a passport's. */
export const ID_WORDS = words(
  "passport|passport number|id card|identity card|national id|id number|id no|personal number|personal id|ssn|social security|social security number|ni number|national insurance|national insurance number|driving licence|driver’s license|driver's license|tax id|tin",
  'dni|nie|nif|pasaporte|documento de identidad|número de la seguridad social|nss|curp|rut|cuit|cédula',
  'cpf|rg|cartão de cidadão|passaporte|número de contribuinte|contribuinte|niss|número de utente|bi',
  "numéro de sécurité sociale|sécurité sociale|insee|nir|carte d’identité|carte d'identité|cni|passeport|numéro fiscal",
  'steuer-id|steuerid|steueridentifikationsnummer|steuernummer|sozialversicherungsnummer|rentenversicherungsnummer|personalausweis|personalausweisnummer|ausweisnummer|ausweis|reisepass|reisepassnummer|idnr',
  "codice fiscale|carta d’identità|carta d'identità|passaporto|tessera sanitaria",
  'bsn|burgerservicenummer|paspoort|id-kaart|identiteitskaart|sofinummer',
  'pesel|nip|dowód osobisty|dowodu osobistego|paszport|numer dowodu|regon',
  'tc kimlik|tc kimlik no|t.c. kimlik no|kimlik numarası|kimlik no|tckn|pasaport|nüfus cüzdanı|vergi numarası',
  'nik|ktp|nomor induk kependudukan|paspor|npwp|nomor kk',
  'cccd|cmnd|căn cước|căn cước công dân|hộ chiếu|số định danh|mã số thuế',
);
/** Standards bodies, written in capitals before a standard's number ("ISO 27001", "EN 1090"). */
export const STANDARDS = 'ISO|EN|DIN|IEC|IEEE|RFC|ASTM|ANSI|BS|NF|UNE|UNI|NEN|PN|EU|UU|GOST';
/** Words before a number that name the public thing it numbers: a law, a flight, a page. */
export const PUBLIC_LABELS = words(
  'regulation|directive|law|act|bill|resolution|decree|article|art.|section|§|chapter|clause|paragraph',
  'ley|real decreto|decreto|reglamento|directiva|loi|décret|règlement|gesetz|verordnung|richtlinie|lei|legge|decreto legge|wet|besluit|ustawa|rozporządzenie|kanun|yönetmelik|undang-undang|uu|peraturan|luật|nghị định|thông tư',
  'flight|flug|vuelo|vol|voo|volo|vlucht|lot|uçuş|sefer|penerbangan|chuyến bay|train|zug|tren|comboio|treno|trein|pociąg|tren|kereta',
  'ice|ic|ec|tgv|ter|ave|alvia|intercity|eurostar|thalys|frecciarossa|frecciargento|italo|sprinter|yht|argo|tàu',
  'page|pages|p.|pp.|página|páginas|seite|seiten|pagina|pagine|strona|sayfa|halaman|trang',
  'route|bus|line|highway|interstate|motorway|autobahn|autopista|estrada|route nationale|strada|snelweg|autostrada|otoyol|jalan tol|quốc lộ',
  'model|version|build|release|firmware|ios|android|windows|macos|episode|season|volume|vol.',
  'boeing|airbus|iphone|galaxy|pixel|playstation|ps|xbox|rtx|gtx|ryzen|core|covid|apollo|windows',
);
