"""Words of dates in the languages the date recogniser reads (``dates.py``).

Month names (full, genitive where a language declines them, and abbreviations), weekday
names, and the units and markers of relative dates ("3 hours ago", "vor 3 Tagen", "hace 2
días", "3 дня назад"), in English, German, French, Spanish, Italian, Portuguese, Dutch,
Swedish, Danish/Norwegian, Polish, Czech, Russian, Turkish, Finnish, Greek, Hungarian,
Romanian, Ukrainian, Slovak, Croatian, Serbian/Bosnian, Slovenian, Bulgarian, Catalan,
Galician, Estonian, Lithuanian, Latvian, Tagalog, Indonesian/Malay, Vietnamese, Thai, Hindi,
Arabic, Hebrew and Persian (and the units of Chinese, Japanese and Korean relative dates).
Hungarian units carry "ago" in the word ("3 órája"). The recogniser's patterns match any short
word in these slots and look it up here, which is cheaper than an alternation of every name
(docs/templatefree.md).

Abbreviations that are also common words are left out on purpose ("out", "set", "ago",
"gen", "mag", "ene", "mar" as a weekday): "3 out of 5" must not become the 3rd of October.
They are read as months only between a day and a four-digit year (``YEAR_BOUND_MONTHS``:
"12 ago 2019", "3 set. 2020"), where no sentence puts them.
"""

from __future__ import annotations

import re


def alternation(words) -> str:
    """A pattern matching any of ``words``, the longest first, written as a trie (``ab(?:c)?``
    for ``ab`` and ``abc``): the engine reads each letter once where an alternation of a
    hundred words tried them word after word at every place."""
    trie: dict = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}
    return _trie_pattern(trie)


def _trie_pattern(node: dict) -> str:
    branches = [re.escape(char) + _trie_pattern(child) for char, child in sorted(node.items())
                if char]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return f"(?:{body})?" if "" in node else body  # greedy: the longer word first


def _months(*groups: str) -> dict[str, int]:
    """Twelve space-separated slots per group; a slot may hold several words joined by '|', or
    none ('-'). A word two groups give two months is an error."""
    table: dict[str, int] = {}
    for group in groups:
        if len(group.split()) != 12:
            raise ValueError(f"twelve months expected: {group}")
        for month, words in enumerate(group.split(), start=1):
            for word in words.split("|"):
                if table.get(word, month) != month:
                    raise ValueError(f"{word} is month {table[word]} and {month}")
                if word != "-":
                    table[word] = month
    return table


MONTHS = _months(
    # English
    "january|jan february|feb march|mar april|apr may june|jun july|jul august|aug"
    " september|sept|sep october|oct november|nov december|dec",
    # German
    "januar|jänner|jän februar märz|mär|mrz april mai juni juli august september oktober|okt"
    " november dezember|dez",
    # French
    "janvier|janv février|févr|fév mars avril|avr mai juin juillet|juil août septembre"
    " octobre novembre décembre|déc",
    # Spanish
    "enero febrero marzo abril|abr mayo junio julio agosto septiembre|setiembre octubre"
    " noviembre diciembre|dic",
    # Italian
    "gennaio febbraio marzo aprile maggio giugno|giu luglio|lug agosto settembre ottobre|ott"
    " novembre dicembre",
    # Portuguese
    "janeiro fevereiro|fev março abril maio junho julho agosto setembro outubro novembro"
    " dezembro",
    # Dutch
    "januari februari maart|mrt april mei juni juli augustus september oktober november"
    " december",
    # Swedish, Danish, Norwegian
    "januari|januar februari|februar mars|marts april maj|mai juni juli augusti|august"
    " september oktober november december|desember",
    # Polish (nominative, genitive)
    "styczeń|stycznia luty|lutego marzec|marca kwiecień|kwietnia maj|maja czerwiec|czerwca"
    " lipiec|lipca sierpień|sierpnia wrzesień|września październik|października"
    " listopad|listopada grudzień|grudnia",
    # Czech (genitive, as dates are written)
    "ledna února března dubna května června července srpna září října listopadu prosince",
    # Russian (nominative, genitive, abbreviations)
    "январь|января|янв февраль|февраля|фев март|марта апрель|апреля|апр май|мая"
    " июнь|июня|июн июль|июля|июл август|августа|авг сентябрь|сентября|сен|сент"
    " октябрь|октября|окт ноябрь|ноября|ноя декабрь|декабря|дек",
    # Turkish
    "ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık",
    # Finnish (nominative, partitive as dates are written)
    "tammikuu|tammikuuta helmikuu|helmikuuta maaliskuu|maaliskuuta huhtikuu|huhtikuuta"
    " toukokuu|toukokuuta kesäkuu|kesäkuuta heinäkuu|heinäkuuta elokuu|elokuuta"
    " syyskuu|syyskuuta lokakuu|lokakuuta marraskuu|marraskuuta joulukuu|joulukuuta",
    # Greek (nominative, genitive as dates are written, abbreviations)
    "ιανουάριος|ιανουαρίου|ιαν φεβρουάριος|φεβρουαρίου|φεβ μάρτιος|μαρτίου|μαρ"
    " απρίλιος|απριλίου|απρ μάιος|μαΐου|μαΐ|μαϊου ιούνιος|ιουνίου|ιουν ιούλιος|ιουλίου|ιουλ"
    " αύγουστος|αυγούστου|αυγ σεπτέμβριος|σεπτεμβρίου|σεπ οκτώβριος|οκτωβρίου|οκτ"
    " νοέμβριος|νοεμβρίου|νοε δεκέμβριος|δεκεμβρίου|δεκ",
    # Hungarian (and abbreviations)
    "január|jan február|febr március|márc április|ápr május|máj június|jún július|júl"
    " augusztus|aug szeptember|szept október|okt november|nov december|dec",
    # Romanian
    "ianuarie|ian februarie|feb martie|mar aprilie|apr mai iunie|iun iulie|iul august|aug"
    " septembrie|sep octombrie|oct noiembrie|noi decembrie|dec",
    # Ukrainian (nominative, genitive)
    "січень|січня лютий|лютого березень|березня квітень|квітня травень|травня червень|червня"
    " липень|липня серпень|серпня вересень|вересня жовтень|жовтня листопад|листопада"
    " грудень|грудня",
    # Indonesian, Malay
    "januari februari maret april mei juni|jun juli|julai agustus|ogos september"
    " oktober november desember|disember",
    # Slovak
    "január|januára február|februára marec|marca apríl|apríla máj|mája jún|júna júl|júla"
    " august|augusta september|septembra október|októbra november|novembra december|decembra",
    # Croatian (its October, listopad, is Polish November: left out, "-")
    "siječanj|siječnja veljača|veljače ožujak|ožujka travanj|travnja svibanj|svibnja"
    " lipanj|lipnja srpanj|srpnja kolovoz|kolovoza rujan|rujna -"
    " studeni|studenoga|studenog prosinac|prosinca",
    # Serbian, Bosnian (Latin and Cyrillic)
    "januar|januara februar|februara mart|marta april|aprila maj|maja jun|juna jul|jula"
    " avgust|avgusta septembar|septembra oktobar|oktobra novembar|novembra decembar|decembra",
    "јануар|јануара фебруар|фебруара март|марта април|априла мај|маја јун|јуна јул|јула"
    " август|августа септембар|септембра октобар|октобра новембар|новембра децембар|децембра",
    # Slovenian
    "januar|januarja februar|februarja marec|marca april|aprila maj|maja junij|junija"
    " julij|julija avgust|avgusta september|septembra oktober|oktobra november|novembra"
    " december|decembra",
    # Bulgarian
    "януари февруари март април май юни юли август септември октомври ноември декември",
    # Catalan ("d'abril": dates.py reads the apostrophe), Galician
    "gener febrer març abril maig juny juliol agost setembre octubre novembre desembre",
    "xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro",
    # Estonian
    "jaanuar veebruar märts aprill mai juuni juuli august september oktoober november"
    " detsember",
    # Lithuanian (nominative, genitive: "2014 m. birželio 12 d.")
    "sausis|sausio vasaris|vasario kovas|kovo balandis|balandžio gegužė|gegužės"
    " birželis|birželio liepa|liepos rugpjūtis|rugpjūčio rugsėjis|rugsėjo spalis|spalio"
    " lapkritis|lapkričio gruodis|gruodžio",
    # Latvian ("2014. gada 12. jūnijs", "12. jūnijā")
    "janvāris|janvārī|janvāra februāris|februārī|februāra marts|martā|marta"
    " aprīlis|aprīlī|aprīļa maijs|maijā|maija jūnijs|jūnijā|jūnija jūlijs|jūlijā|jūlija"
    " augusts|augustā|augusta septembris|septembrī|septembra oktobris|oktobrī|oktobra"
    " novembris|novembrī|novembra decembris|decembrī|decembra",
    # Tagalog
    "enero pebrero marso abril mayo hunyo hulyo agosto setyembre oktubre nobyembre disyembre",
    # Arabic: the Egyptian and Gulf names, the Maghreb's and the Levant's one-word ones (the
    # Levant's two-word ones are MONTH_PHRASES; آب is too short for the month slot)
    "يناير|جانفي فبراير|فيفري|شباط مارس|آذار|اذار أبريل|ابريل|إبريل|أفريل|افريل|نيسان"
    " مايو|ماي|أيار|ايار يونيو|يونيه|جوان|حزيران يوليو|يوليه|جويلية|تموز"
    " أغسطس|اغسطس|أوت|اوت سبتمبر|أيلول|ايلول أكتوبر|اكتوبر نوفمبر ديسمبر",
    # Hebrew, also with the preposition ב ("12 ביוני 2014")
    "ינואר|בינואר פברואר|בפברואר מרץ|במרץ אפריל|באפריל מאי|במאי יוני|ביוני יולי|ביולי"
    " אוגוסט|באוגוסט ספטמבר|בספטמבר אוקטובר|באוקטובר נובמבר|בנובמבר דצמבר|בדצמבר",
    # Persian, the Gregorian months (مه and می, May, are too short for the month slot; the
    # solar calendar's months are not read)
    "ژانویه فوریه مارس آوریل مه|می ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر",
)


# Months of two words, which the month slot (one word) does not take: the Levant's January,
# October, November and December (كانون and تشرين each name two months)
MONTH_PHRASES = {"كانون الثاني": 1, "تشرين الأول": 10, "تشرين الاول": 10, "تشرين الثاني": 11,
                 "كانون الأول": 12, "كانون الاول": 12}
MONTHS.update(MONTH_PHRASES)

# The months of the Persian solar calendar (Iran, Afghanistan: ۱۰ تیر ۱۳۹۹), read only
# before a year of that calendar (13xx, 14xx): تیر, مهر and دی are also words. Also with
# the Arabic yeh (ي) some sites type.
JALALI_MONTHS = {word: month for month, words in enumerate((
    "فروردین|فروردين", "اردیبهشت|ارديبهشت", "خرداد", "تیر|تير", "مرداد|امرداد",
    "شهریور|شهريور", "مهر", "آبان", "آذر", "دی|دي", "بهمن", "اسفند"), start=1)
    for word in words.split("|")}

# Thai months, full and abbreviated: their vowel and tone marks are no word characters for
# the patterns' [^\W\d_], so Thai dates have a form of their own (dates.py 'thd'), whose year
# may be of the Buddhist era (2560 = 2017)
THAI_MONTHS = {word: month for month, words in enumerate((
    "มกราคม ม.ค.", "กุมภาพันธ์ ก.พ.", "มีนาคม มี.ค.", "เมษายน เม.ย.", "พฤษภาคม พ.ค.",
    "มิถุนายน มิ.ย.", "กรกฎาคม ก.ค.", "สิงหาคม ส.ค.", "กันยายน ก.ย.", "ตุลาคม ต.ค.",
    "พฤศจิกายน พ.ย.", "ธันวาคม ธ.ค."), start=1) for word in words.split()}
BUDDHIST_ERA = 543  # years the Thai calendar counts ahead of the Gregorian


# Spanish, Italian and Portuguese abbreviations that are also words: "12 ene 2019", "12 gen
# 2019", "12 mag 2019", "12 ago 2019", "12 set 2019", "12 out 2019"; Malay's March ("3 Mac
# minis")
YEAR_BOUND_MONTHS = {"ene": 1, "gen": 1, "mag": 5, "ago": 8, "set": 9, "out": 10, "mac": 3}


def _weekdays(*groups: str) -> dict[str, int]:
    """Seven slots per group, Monday first."""
    table: dict[str, int] = {}
    for group in groups:
        if len(group.split()) != 7:
            raise ValueError(f"seven weekdays expected: {group}")
        for day, words in enumerate(group.split()):
            for word in words.split("|"):
                table[word] = day
    return table


WEEKDAYS = _weekdays(
    "monday|mon tuesday|tue|tues wednesday|wed thursday|thu|thur|thurs friday|fri"
    " saturday|sat sunday|sun",
    "montag|mo dienstag|di mittwoch|mi donnerstag|do freitag|fr samstag|sonnabend|sa"
    " sonntag|so",
    "lundi|lun mardi mercredi|mer jeudi|jeu vendredi|ven samedi|sam dimanche|dim",
    "lunes martes miércoles|mié jueves|jue viernes|vie sábado|sáb domingo|dom",
    "lunedì martedì mercoledì giovedì|gio venerdì sabato|sab domenica",
    "segunda|segunda-feira terça|terça-feira quarta|quarta-feira quinta|quinta-feira"
    " sexta|sexta-feira sábado domingo",
    "maandag|ma dinsdag woensdag|wo donderdag vrijdag|vr zaterdag|za zondag|zo",
    "الاثنين|الإثنين الثلاثاء الأربعاء|الاربعاء الخميس الجمعة|الجمعه السبت الأحد|الاحد",
)

# one character after a date, in brackets (Japanese 月火水木金土日, Chinese 一...六 and 日/天 after
# 星期 or 周, Korean 월화수목금토일) -> Monday 0 ... Sunday 6
CJK_WEEKDAYS = {**dict(zip("月火水木金土日", range(7))), **dict(zip("一二三四五六", range(6))),
                "天": 6, **dict(zip("월화수목금토일", range(7)))}

# Units of relative dates -> 's', 'm' (minutes), 'h', 'd', 'w', 'mo', 'y'.
_UNIT_WORDS = {
    "s": "second seconds sec secs s sekunde sekunden sek seconde secondes segundo segundos"
         " sekundou sekundami sekuntia sekunti δευτερόλεπτα másodperce secunde secundă"
         " секунди detik giây"
         " secondo secondi seconden sekund sekunder sekundy sekundę saniye секунду секунды"
         " секунд"
         " ثانية ثانيه ثوان ثواني שנייה שניות ثانیه"
         " sekúnd sekundami sekundu sekúnd sekundi sekunde sekundo секунди секунда segons sekundit"
         " sekundes sekundžių sekundēm",
    "m": "minute minutes min mins minuten minuto minutos minuti minuut minut minuter minutter"
         " minuty minutę dakika минуту минуты минут мин minutou minutami minuuttia minuutti"
         " λεπτό λεπτά perce perccel хвилину хвилини хвилин menit phút"
         " دقيقة دقيقه دقائق دقايق דקה דקות دقیقه"
         " minútami minútou minút minuta minute minuti minutami minuto минути минута минуте minuts"
         " minutit minutes minučių minūtēm minūtes",
    "h": "hour hours hr hrs h stunde stunden std heure heures hora horas ora ore uur timme"
         " timmar time timer godzina godziny godzin godzinę saat час часа часов ч hodinou"
         " hodinami tuntia tunti ώρα ώρες órája órával oră ore годину години годин jam giờ"
         " ساعة ساعه ساعات שעה שעות ساعت"
         " hodinami hodinou hodín sat sata sati uro urami сат сата сати часа час часове hores tundi"
         " tund valandas valandą valandų stundām stundas stundu",
    "d": "day days d tag tage tagen jour jours día días dia dias giorno giorni dag dagen"
         " dagar dage dager dzień dni gün день дня дней dnem dny päivää päivä μέρα μέρες"
         " ημέρα ημέρες napja nappal zi zile днів дні hari ngày"
         " يوم أيام ايام יום ימים روز"
         " dňami dňom dní dan dana dni dnevi dnevom дан дана дани дни ден дена dies päeva päev"
         " dienas dieną dienų dienām dienas",
    "w": "week weeks wk wks woche wochen semaine semaines semana semanas settimana settimane"
         " weken vecka veckor uge uger uke uker tydzień tygodnie tygodni hafta неделю недели"
         " недель týdnem týdny viikkoa viikko εβδομάδα εβδομάδες hete héttel săptămână"
         " săptămâni тиждень тижні тижнів minggu tuần"
         " أسبوع اسبوع أسابيع اسابيع שבוע שבועות هفته"
         " týždňami týždňom týždeň tjedan tjedna tjedana nedelja nedelje nedelju tedni tednom teden"
         " недеља недеље седмици седмица setmanes setmana nädalat nädal savaites savaitę savaičių"
         " nedēļām nedēļas",
    "mo": "month months mo mos monat monate monaten mois mes meses mês mese mesi maand"
          " maanden månad månader måned måneder miesiąc miesiące miesięcy ay месяц месяца"
          " месяцев měsícem měsíci kuukautta kuukausi μήνα μήνες hónapja hónappal lună luni"
          " місяць місяці місяців bulan tháng"
          " شهر أشهر اشهر شهور חודש חודשים ماه"
          " mesiacmi mesiacom mesiac mjesec mjeseca mjeseci mesec meseca meseci meseci месеца месец"
          " месеци mesos kuud kuu mėnesius mėnesį mėnesių mēnešiem mēneša",
    "y": "year years yr yrs y jahr jahre jahren an ans année années año años ano anos anno"
         " anni jaar jaren år rok lata lat yıl год года лет rokem lety vuotta vuosi χρόνο"
         " χρόνια éve évvel an ani рік роки років tahun năm"
         " سنة سنه سنوات سنين عام أعوام اعوام שנה שנים سال"
         " rokmi rokom godina godine godinu godinom leti letom leto година године anys aastat aasta"
         " metus metų gadiem gada",
}


def _units(words_of: dict[str, str]) -> dict[str, str]:
    """Word -> unit. A word of two units is an error: Ukrainian години (hours) is Bulgarian for
    years, and only the first is listed (the second is in MARKED_UNITS)."""
    table: dict[str, str] = {}
    for unit, words in words_of.items():
        for word in words.split():
            if table.setdefault(word, unit) != unit:
                raise ValueError(f"{word} is a unit of {table[word]} and of {unit}")
    return table


UNITS = _units(_UNIT_WORDS)
# Units that a marker of another language reads otherwise: Bulgarian "преди 2 години" is two
# years ago, Ukrainian "2 години тому" two hours
MARKED_UNITS = {"преди": {"години": "y"}}
# Hungarian units that say "ago" themselves: "3 órája" (3 hours ago), "2 napja", "5 perce"
PAST_UNITS = frozenset("perce órája napja hete hónapja éve másodperce".split())
# Chinese, Japanese and Korean units, written before 前 / 전 ("3小时前", "3時間前", "3시간 전")
CJK_UNITS = {"秒": "s", "分钟": "m", "分鐘": "m", "分": "m", "小时": "h", "小時": "h",
             "時間": "h", "天": "d", "日": "d", "周": "w", "週": "w", "週間": "w", "个月": "mo",
             "個月": "mo", "ヶ月": "mo", "か月": "mo", "カ月": "mo", "ケ月": "mo", "年": "y",
             "초": "s", "분": "m", "시간": "h", "일": "d", "주": "w", "개월": "mo", "달": "mo",
             "년": "y"}
# Thai units, written before ที่แล้ว or ก่อน ("3 ชั่วโมงที่แล้ว"): their marks keep them out of
# the unit slot as they keep Thai months out of the month slot
THAI_UNITS = {"วินาที": "s", "นาที": "m", "ชั่วโมง": "h", "ชม.": "h", "วัน": "d",
              "สัปดาห์": "w", "อาทิตย์": "w", "เดือน": "mo", "ปี": "y"}
# Hindi (Devanagari) months and units, written before पहले ("3 घंटे पहले"): Devanagari vowel
# signs are combining marks, no word characters, so they have forms of their own (as Thai)
HINDI_MONTHS = {word: month for month, words in enumerate((
    "जनवरी", "फ़रवरी|फरवरी", "मार्च", "अप्रैल|अप्रेल", "मई", "जून", "जुलाई", "अगस्त",
    "सितंबर|सितम्बर", "अक्टूबर|अक्तूबर", "नवंबर|नवम्बर", "दिसंबर|दिसम्बर"), start=1)
    for word in words.split("|")} | {"\u095eरवरी": 2}  # फ़ precomposed, as some pages write it
HINDI_UNITS = {"सेकंड": "s", "सेकेंड": "s", "मिनट": "m", "घंटे": "h", "घंटा": "h", "घण्टे": "h",
               "दिन": "d", "सप्ताह": "w", "हफ्ते": "w", "हफ़्ते": "w", "महीने": "mo",
               "महीना": "mo", "माह": "mo", "साल": "y", "वर्ष": "y", "ह\u095e्ते": "w"}
# A unit alone after the marker is one of it, its dual form two ("منذ ساعة", an hour ago;
# "منذ يومين", two days ago; "לפני שעתיים", two hours ago): word -> (amount, unit)
WORD_AMOUNTS = {
    **{word: (1, unit) for unit, words in (
        ("s", "ثانية ثانيه שנייה"), ("m", "دقيقة دقيقه דקה"), ("h", "ساعة ساعه שעה"),
        ("d", "يوم יום"), ("w", "أسبوع اسبوع שבוע"), ("mo", "شهر חודש"),
        ("y", "سنة سنه عام שנה")) for word in words.split()},
    **{word: (2, unit) for unit, words in (
        ("s", "ثانيتين"), ("m", "دقيقتين"), ("h", "ساعتين שעתיים"), ("d", "يومين יומיים"),
        ("w", "أسبوعين اسبوعين שבועיים"), ("mo", "شهرين חודשיים"),
        ("y", "سنتين عامين שנתיים")) for word in words.split()},
}
WORD_AMOUNT_PREFIXES = ("منذ", "قبل", "לפני")
# one-letter units ("3h ago") only count with a marker: "5 m" alone may be five metres
BARE_UNIT_MIN_LEN = 2

# Words standing for the number one: "an hour ago", "vor einem Jahr", "il y a une heure".
ONE_WORDS = frozenset(
    "a an one ein eine einem einer un une uno una um uma een ett en jeden jedną один одну"
    " bir یک".split())
# Relative markers before ("vor", "il y a", "hace", "há") and after the amount
# ("ago", "geleden", "fa", "temu", "назад", "önce", "sedan", "siden", "atrás").
PREFIXES = ("vor", "il y a", "hace", "há", "před", "pred", "prije", "pre", "пре", "преди",
            "fa", "prieš", "pirms", "πριν από", "πριν", "acum", "منذ", "قبل", "לפני")
SUFFIXES = ("ago", "geleden", "fa", "temu", "назад", "önce", "sedan", "siden", "atrás",
            "sitten", "πριν", "тому", "yang lalu", "lalu", "trước", "ezelőtt", "tagasi", "پیش",
            "قبل")

# yesterday / today / just now, with their day offsets
DAY_WORDS = {"yesterday": -1, "today": 0, "gestern": -1, "heute": 0, "vorgestern": -2,
             "aujourd'hui": 0, "hier": -1, "ayer": -1, "hoy": 0, "ieri": -1, "oggi": 0,
             "gisteren": -1, "vandaag": 0, "ontem": -1, "hoje": 0, "вчера": -1,
             "сегодня": 0, "wczoraj": -1, "dzisiaj": 0, "dziś": 0, "igår": -1, "idag": 0,
             "i går": -1, "i dag": 0, "dün": -1, "bugün": 0,
             "昨天": -1, "前天": -2, "今天": 0, "just now": 0, "刚刚": 0, "剛剛": 0,
             "اليوم": 0, "أمس": -1, "امس": -1, "البارحة": -1, "היום": 0, "אתמול": -1,
             "امروز": 0, "دیروز": -1}
NOW_WORDS = frozenset({"just now", "刚刚", "剛剛"})
