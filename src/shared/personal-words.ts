/**
 * The words a personal message is read by (src/shared/personal-text.ts), in the languages the
 * judge reads: English, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish,
 * Indonesian and Vietnamese. Lower case; each list is one concept across the languages, so a
 * language is added here and nowhere else. Pure data, shared by the server and the analyzer form.
 */

const list = (...parts: string[]) =>
  parts
    .join('|')
    .split('|')
    .map((w) => w.trim())
    .filter(Boolean);

/** Words that open a message to someone, before their name. */
export const GREETINGS = list(
  'hi|hello|hey|hiya|heya|dear|dearest|morning|evening|good morning|good afternoon|good evening|howdy|greetings|yo|hallo|hi there',
  'hola|buenos días|buenos dias|buenas tardes|buenas noches|buenas|querido|querida|queridos|queridas|estimado|estimada|apreciado|apreciada',
  'olá|ola|oi|bom dia|boa tarde|boa noite|prezado|prezada|caro|cara|estimado|estimada|querido|querida',
  'bonjour|bonsoir|salut|coucou|cher|chère|chers|chères|allô|re-bonjour',
  'liebe|lieber|liebes|sehr geehrte|sehr geehrter|guten tag|guten morgen|guten abend|moin|servus|grüß dich|grüezi|hallöchen|hey',
  'ciao|salve|buongiorno|buonasera|caro|cara|carissimo|carissima|gentile|gentilissimo|gentilissima|egregio|gentile sig.ra',
  'hoi|hallo|beste|lieve|goedemorgen|goedemiddag|goedenavond|dag|geachte|hé',
  'cześć|czesc|hej|witaj|witam|dzień dobry|dzien dobry|dobry wieczór|drogi|droga|kochany|kochana|szanowny|szanowna',
  'merhaba|selam|sevgili|sayın|günaydın|iyi akşamlar|iyi günler|selamlar',
  'halo|hai|selamat pagi|selamat siang|selamat sore|selamat malam|yth|yth.|kepada yth.|kepada',
  'chào|xin chào|kính gửi|thân gửi|gửi|alo|chào buổi sáng',
);

/** Words that close a message, before the writer's name. */
export const SIGN_OFFS = list(
  'thanks|thank you|many thanks|thanks again|thx|ta|cheers|love|lots of love|all my love|much love|best|best wishes|all the best|regards|kind regards|best regards|warm regards|warmest regards|sincerely|yours sincerely|yours faithfully|yours truly|yours|take care|talk soon|speak soon|see you|see you soon|hugs|bye|later|cya|love you',
  'saludos|un saludo|muchos saludos|un abrazo|abrazos|besos|un beso|atentamente|cordialmente|gracias|muchas gracias|hasta luego|hasta pronto|nos vemos|cuídate|te quiero|saludos cordiales|un fuerte abrazo',
  'abraços|abraço|um abraço|beijos|beijo|bjs|atenciosamente|obrigado|obrigada|até logo|até mais|até breve|saudações|cumprimentos|com os melhores cumprimentos|melhores cumprimentos',
  "cordialement|bien cordialement|bisous|bises|grosses bises|amitiés|merci|merci beaucoup|à bientôt|bien à vous|salutations|sincères salutations|je t’embrasse|je t'embrasse|à plus",
  'mit freundlichen grüßen|mit freundlichen grüssen|freundliche grüße|viele grüße|liebe grüße|beste grüße|herzliche grüße|schöne grüße|gruß|grüße|danke|vielen dank|bis bald|tschüss|bis dann|lg|vg|mfg|dein|deine|euer|eure',
  'cordiali saluti|distinti saluti|saluti|un saluto|un abbraccio|baci|un bacio|grazie|grazie mille|a presto|ci vediamo',
  'met vriendelijke groet|met vriendelijke groeten|vriendelijke groet|groetjes|groeten|groet|liefs|dank je|dank je wel|bedankt|tot snel|tot later|doei|mvg',
  'pozdrawiam|z poważaniem|serdecznie pozdrawiam|pozdrowienia|buziaki|całuję|dzięki|dziękuję|do zobaczenia|ściskam',
  'saygılarımla|sevgiler|sevgilerimle|görüşürüz|teşekkürler|hoşça kal|selamlar|iyi çalışmalar|öptüm',
  'salam|hormat saya|hormat kami|terima kasih|makasih|salam hangat|sampai jumpa|wassalam|salam sayang',
  'thân mến|trân trọng|cảm ơn|cám ơn|thân ái|tạm biệt|thương',
);

/** Titles before a name ("Frau Schneider", "Sra. García", "Pak Andi", "chị Lan"). */
export const HONORIFICS = list(
  'mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lady|lord',
  'sr|sra|srta|don|doña|dña|dra',
  'dona|senhor|senhora|sr.|sra.|dr.|dra.',
  'm|mme|mlle|monsieur|madame|mademoiselle|me|maître',
  'herr|frau|fr|hr',
  'sig|sig.ra|signor|signora|signorina|dott|dott.ssa|avv|ing',
  'dhr|mevr|meneer|mevrouw|heer|juf|meester',
  'pan|pani|panie|państwo|panno',
  'bay|bayan|sn|av',
  'pak|bapak|bu|ibu|mas|mbak|kak|bang|sdr|sdri',
  'anh|chị|em|cô|chú|bác|ông|bà|bạn|thầy',
);
/** Titles written after a name ("Ayşe Hanım", "Mehmet Bey"). */
export const HONORIFICS_AFTER = list('hanım|hanim|bey|hocam|ơi');

/** Words that may follow a greeting without being anyone's name (relations, "all", "team"...). */
export const NOT_NAMES = list(
  'mum|mom|mam|mama|mummy|mommy|ma|dad|daddy|papa|pa|grandma|granny|gran|nan|nana|grandad|grandpa|all|everyone|everybody|there|team|folks|guys|gang|friend|friends|customer|customers|client|sir|madam|sirs|madams|valued|user|users|member|members|parents|parent|colleagues|neighbours|neighbors|sweetie|honey|love|darling|babe|baby|mate|you|world|son|daughter|brother|sister|bro|sis|auntie|aunt|uncle|cousin|hun|hon|dear|again|back|from|and|the|this|that|my|our|your|account|holder|cardholder|applicant|subscriber|resident|residents|beneficiary|winner|coach|teacher|miss|boss|captain|chef|officer|doc|doctor|nurse|amazon|paypal|netflix|apple|google|microsoft|hmrc|dhl|ups|fedex|usps|evri|royal|bank|how|what|just|sorry|quick|please|thanks|yes|no|ok|okay',
  'mamá|mami|papá|papi|abuela|abuelo|hija|hijo|hermano|hermana|tía|tío|prima|primo|amigo|amiga|amigos|amigas|todos|todas|chicos|chicas|cariño|cielo|guapa|guapo|señor|señora|señores|cliente|clientes|usuario|equipo|vecino|vecinos|familia|que|qué|como|cómo',
  'mãe|mamãe|pai|papai|avó|avô|filho|filha|irmão|irmã|tia|tio|pessoal|gente|senhor|senhora|equipe|família|tudo',
  'maman|mamie|papi|fils|fille|frère|sœur|soeur|tante|oncle|ami|amie|amis|tous|toutes|tout|monde|madame|monsieur|chéri|chérie|équipe|à|ça|va',
  'mutti|mami|vati|oma|opa|sohn|tochter|bruder|schwester|onkel|freund|freundin|freunde|alle|zusammen|leute|schatz|kunde|kundin|damen|herren|familie|wie|geht|grüße|grüsse|gruß|gruss|kollegen|kolleginnen|kollege|kollegin|welt|eltern|kinder|nachbarn|mitglieder|mitarbeiter|mitarbeitende',
  'mamma|papà|nonna|nonno|figlio|figlia|fratello|sorella|zia|zio|amico|amica|amici|tutti|tutte|ragazzi|ragazze|tesoro|signore|signora|famiglia|come|stai',
  'mam|pap|zoon|dochter|broer|zus|oom|vriend|vriendin|allemaal|iedereen|jongens|schat|klant|mevrouw|familie|hoe|gaat',
  'mamo|tato|babciu|dziadku|synu|córeczko|bracie|siostro|ciociu|wujku|kochanie|wszystkim|wszyscy|klient|klientko|panie|pani|rodzina|co|jak',
  'anne|anneciğim|baba|babacım|anneanne|babaanne|dede|oğlum|kızım|kardeşim|abla|abi|teyze|amca|arkadaşım|arkadaşlar|herkes|canım|müşteri|hocam|nasılsın',
  'ibu|bapak|ayah|bunda|mama|papa|kakak|adik|nenek|kakek|om|tante|teman|semua|sayang|pelanggan|kak|bu|pak|apa|kabar',
  'mẹ|bố|ba|má|ông|bà|anh|chị|em|con|cháu|bạn|mọi|người|cả|nhà|khách|hàng|ơi',
);

/** Words that make a sign-off a company's, not a person's ("Regards, Customer Service"). */
export const ORGANISATION_WORDS = list(
  'team|service|services|support|department|dept|customer|customers|bank|ltd|limited|inc|llc|plc|council|office|centre|center|group|security|management|desk|admin|administration|staff|editors|editor|newsroom',
  'equipo|servicio|atención|departamento|banco|soporte|equipe|serviço|atendimento|banco|équipe|service|banque|assistance|kundenservice|kundendienst|ihr|bank|team|servizio|assistenza|clienti|banca|klantenservice|bank|zespół|obsługa|bank|ekibi|hizmetleri|bankası|tim|layanan|bank|đội|ngũ|dịch|vụ|ngân|hàng',
);

/** A family member, as people address or sign to them. */
export const FAMILY_WORDS = list(
  'mum|mom|mam|mama|mummy|mommy|dad|daddy|papa|grandma|granny|gran|nan|nana|grandad|grandpa|son|daughter|sis|bro|auntie|aunt|uncle|hun',
  'mamá|mami|papá|papi|abuela|abuelo|abu|hija|hijo|tía|tío|mamãe|mãe|pai|papai|vó|vô|avó|avô|filho|filha|tia|tio',
  'maman|mamie|papi|papy|fiston|ma chérie|mon chéri|mutti|mami|vati|oma|opa|mamma|papà|nonna|nonno',
  'mam|pap|mama|papa|mamo|tato|tatusiu|mamusiu|babciu|dziadku|synku|córciu|anne|anneciğim|annecim|baba|babacım|babaanne|anneanne|dede',
  'ibu|bu|bapak|ayah|bunda|mama|papa|mami|papi|nenek|kakek|nak|mẹ|bố|ba|má|con|bà|ông',
);
/** "pick me up at 6", "I'll be home late", "love you": what family and friends write each other. */
export const CLOSE_ASKS = list(
  "pick me up|come get me|come and get me|collect me|give me a lift|can you get me|i’ll be home|i'll be home|be home by|running late|on my way home|love you|miss you|dinner’s ready|dinner is ready",
  'recógeme|me recoges|ven a buscarme|vienes a buscarme|llego tarde|te quiero|te echo de menos|ya voy para casa',
  'me buscar|me busca|vem me buscar|vens me buscar|me pega|chego tarde|te amo|estou a caminho de casa',
  "viens me chercher|venir me chercher|tu peux me chercher|je rentre|je serai en retard|je t’aime|je t'aime|tu me manques",
  'hol mich ab|holst du mich ab|mich abholen|komme später|bin gleich zuhause|hab dich lieb|ich liebe dich',
  'vieni a prendermi|mi vieni a prendere|passi a prendermi|arrivo tardi|ti voglio bene|torno a casa',
  'haal me op|kom je me halen|kun je me ophalen|ben later thuis|hou van je|ik kom eraan',
  'odbierz mnie|przyjedź po mnie|przyjedziesz po mnie|będę później|kocham cię|kocham was|wracam do domu',
  'beni al|beni alır mısın|gelip alır mısın|geç kalacağım|seni seviyorum|eve geliyorum',
  'jemput aku|jemput saya|bisa jemput|pulang telat|sayang kamu|aku pulang',
  'đón con|đón em|đón mình|đón cháu|con về muộn|yêu mẹ|yêu bố|con yêu',
);
/** The pretext of the mass-sent "Hi Mum" scam: it names no one and is worth showing to others. */
export const FAMILY_SCAM_PRETEXT = list(
  'new number|new phone|lost my phone|broke my phone|phone broke|dropped my phone|my phone is broken|this is my new',
  'nuevo número|número nuevo|perdí el móvil|se me rompió el móvil|mi nuevo número|móvil nuevo',
  'novo número|número novo|perdi o telemóvel|perdi o celular|meu celular quebrou',
  'nouveau numéro|mon nouveau numéro|perdu mon téléphone|téléphone cassé',
  'neue nummer|meine neue nummer|handy kaputt|handy verloren|neues handy',
  'nuovo numero|telefono rotto|perso il telefono',
  'nieuw nummer|nieuwe nummer|telefoon kapot|telefoon kwijt',
  'nowy numer|mój nowy numer|zepsuł mi się telefon|zgubiłem telefon|zgubiłam telefon',
  'yeni numara|yeni numaram|telefonum bozuldu|telefonumu kaybettim',
  'nomor baru|hp rusak|hp hilang|ganti nomor',
  'số mới|số điện thoại mới|mất điện thoại|hỏng điện thoại',
);
/** A school writing to one family: "your son", "your child's teacher". */
export const SCHOOL_WORDS = list(
  'school|class|teacher|lesson|homework|absent|pupil|term|headteacher|form tutor',
  'colegio|escuela|clase|profesor|profesora|maestro|maestra|tutor|tutora|deberes|instituto',
  'escola|turma|professor|professora|aula|trabalho de casa|lição de casa',
  'école|classe|maître|maîtresse|professeur|professeure|devoirs|collège',
  'schule|klasse|lehrer|lehrerin|hausaufgaben|unterricht|klassenlehrer|klassenlehrerin',
  'scuola|classe|maestra|maestro|insegnante|compiti|professoressa',
  'school|klas|leraar|lerares|juf|meester|huiswerk|mentor',
  'szkoła|szkole|klasa|klasie|nauczyciel|nauczycielka|wychowawca|wychowawczyni|lekcja|zadanie domowe',
  'okul|sınıf|öğretmen|öğretmeni|ödev|ders',
  'sekolah|kelas|guru|wali kelas|pr|pekerjaan rumah',
  'trường|lớp|cô giáo|thầy giáo|giáo viên|bài tập|chủ nhiệm',
);
export const YOUR_CHILD = list(
  'your son|your daughter|your child|your children|your kid',
  'tu hijo|tu hija|su hijo|su hija|vuestro hijo|vuestra hija',
  'seu filho|sua filha|o seu educando|a sua educanda',
  'votre fils|votre fille|votre enfant|ton fils|ta fille',
  'ihr sohn|ihre tochter|ihr kind|dein sohn|deine tochter',
  'suo figlio|sua figlia|vostro figlio|vostra figlia',
  'uw zoon|uw dochter|uw kind|je zoon|je dochter',
  'pana syn|pani syn|pana córka|pani córka|państwa dziecko|syn|córka',
  'oğlunuz|kızınız|çocuğunuz|öğrenciniz',
  'anak anda|anak bapak|anak ibu|putra anda|putri anda',
  'con anh|con chị|cháu|con của anh|con của chị|phụ huynh em',
);
/** A surgery, clinic or pharmacy writing to one patient about their own care. */
export const HEALTH_PROVIDER = list(
  'surgery|gp|practice|clinic|health centre|health center|medical centre|dentist|dental|pharmacy|hospital|nurse|doctor|dr|physio|optician',
  'centro de salud|consulta|clínica|médico|médica|enfermera|farmacia|hospital|dentista|ambulatorio',
  'centro de saúde|clínica|posto de saúde|médico|enfermeira|farmácia|hospital|dentista|usf',
  'cabinet médical|cabinet|médecin|docteur|pharmacie|laboratoire|hôpital|clinique|dentiste|infirmière',
  'praxis|hausarzt|hausärztin|arztpraxis|apotheke|labor|krankenhaus|klinik|zahnarzt|zahnärztin',
  'ambulatorio|studio medico|medico|farmacia|ospedale|clinica|dentista|asl',
  'huisarts|praktijk|apotheek|ziekenhuis|kliniek|tandarts|assistente',
  'przychodnia|przychodni|lekarz|lekarka|apteka|szpital|klinika|dentysta|gabinet',
  'aile hekimi|hastane|hastanesi|eczane|klinik|diş hekimi|doktor|sağlık ocağı',
  'klinik|puskesmas|dokter|apotek|rumah sakit|bidan',
  'phòng khám|bệnh viện|bác sĩ|nhà thuốc|nha sĩ',
);
export const YOUR_CARE = list(
  'your appointment|your results|your test results|your prescription|your repeat prescription|your blood test|your vaccination|your referral|your scan|your smear|your jab|your medication',
  'su cita|tu cita|sus resultados|tus resultados|su receta|tu receta|su análisis|su vacuna',
  'sua consulta|a sua consulta|seus resultados|os seus resultados|sua receita|a sua receita|seu exame',
  'votre rendez-vous|vos résultats|votre ordonnance|votre analyse|votre vaccin|ton rendez-vous',
  'ihr termin|ihre befunde|ihr befund|ihr rezept|ihre laborwerte|ihre impfung|dein termin',
  'il suo appuntamento|i suoi esami|la sua ricetta|il suo referto|il tuo appuntamento',
  'uw afspraak|uw uitslag|uw recept|uw uitslagen|je afspraak',
  'pana wizyta|pani wizyta|wizyta|wyniki badań|pana wyniki|pani wyniki|recepta|e-recepta|skierowanie',
  'randevunuz|randevusu|tahlil sonuçlarınız|sonuçlarınız|reçeteniz|aşınız',
  'janji temu anda|jadwal kontrol|hasil lab anda|hasil pemeriksaan|resep anda|jadwal vaksin',
  'lịch hẹn|lịch khám|kết quả xét nghiệm|đơn thuốc|lịch tiêm',
);
/** Labels of a form's name field ("Name:", "Nombre:", "Ad Soyad:"). */
export const NAME_LABELS = list(
  'name|full name|first name|surname|last name|account holder|cardholder|beneficiary|recipient|patient|payee',
  'nombre|nombre completo|apellidos|titular|beneficiario|destinatario|paciente',
  'nome|nome completo|apelido|sobrenome|titular|beneficiário|destinatário|paciente',
  'nom|prénom|nom complet|titulaire|bénéficiaire|destinataire|patient',
  'vorname|nachname|vollständiger name|kontoinhaber|kontoinhaberin|empfänger|patient|patientin',
  'cognome|nome e cognome|intestatario|beneficiario|destinatario|paziente',
  'naam|voornaam|achternaam|rekeninghouder|begunstigde|ontvanger|patiënt',
  'imię|nazwisko|imię i nazwisko|właściciel|odbiorca|pacjent',
  'ad|soyad|ad soyad|adı soyadı|alıcı|hasta',
  'nama|nama lengkap|atas nama|penerima|pasien',
  'họ tên|họ và tên|tên|người nhận|chủ tài khoản|bệnh nhân',
);

/** What a writer says before their own name ("it's Lena", "soy Pedro", "ich bin Jonas"). */
export const SELF_INTRODUCTIONS = list(
  "it's|it’s|it is|this is|my name is|i am|i'm|i’m",
  'soy|me llamo|mi nombre es|aquí|aqui é|aqui é a|aqui é o|sou|sou a|sou o|me chamo|meu nome é',
  "c'est|c’est|je suis|je m'appelle|je m’appelle|ici|moi c'est",
  'ich bin|hier ist|hier spricht|mein name ist|ich heiße',
  'sono|mi chiamo|qui è|il mio nome è',
  'ik ben|hier is|mijn naam is|met',
  'tu|nazywam się|mam na imię|z tej strony',
  'ben|benim adım|adım',
  'ini|saya|nama saya|aku',
  'mình là|em là|tôi là|con là|anh là|chị là|tên tôi là',
);
/** Words before who money went to or came from ("received from", "transferência para"). */
export const PAYMENT_PARTIES = list(
  'received from|sent to|paid to|payment to|payment from|transfer to|transfer from|transferred to|beneficiary|payee',
  'recibida de|recibido de|enviada a|enviado a|transferencia a|transferencia de|pago a|bizum a|bizum de|beneficiario',
  'recebida de|recebido de|enviada para|enviado para|transferência para|transferência de|pix para|pix de|pagamento a',
  'reçu de|reçue de|envoyé à|envoyée à|virement à|virement de|paiement à|bénéficiaire',
  'erhalten von|gesendet an|überweisung an|überweisung von|zahlung an|zahlung von|empfänger',
  'ricevuto da|ricevuta da|inviato a|inviata a|bonifico a|bonifico da|pagamento a|beneficiario',
  'ontvangen van|overgemaakt aan|betaling aan|betaling van|begunstigde',
  'otrzymano od|przelew od|przelew do|wysłano do|odbiorca',
  'gönderen|alıcı|gönderildi|havale eden',
  'diterima dari|dikirim ke|transfer ke|transfer dari|penerima',
  'nhận từ|chuyển cho|chuyển đến|người nhận',
);
