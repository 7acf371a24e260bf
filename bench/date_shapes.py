"""Timestamps as forum engines and news sites write them, in 38 languages: which the date
recogniser (``templatefree.dates.find_dates``) reads, and as what.

    .venv/bin/python bench/date_shapes.py [--missed]

A probe of shapes, not a measure of accuracy on pages: each line is read or not, against a
fixed "now" (2020-06-30 12:00) for the relative ones. docs/templatefree.md ("Dates") keeps
the count; the tests (tests/engine/test_templatefree_dates.py) pin the values.
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tplx_engine.templatefree.dates import find_dates  # noqa: E402

NOW = datetime(2020, 6, 30, 12, 0)
SHAPES = """Today, 10:42 AM
Yesterday at 3:15 PM
5 minutes ago
an hour ago
2 days ago
a week ago
Mon Jun 12, 2017 10:42 pm
12 Jun 2017, 10:42
Jun 12th, 2017, 10:42 PM
06-12-2017, 10:42 PM
12-Jun-17
2017-06-12T10:42:00Z
Posted on 12/06/2017
Sept. 3, 2019
3rd September 2019
12. Juni 2017 um 10:42
Heute, 10:42
Gestern um 10:42
vor 5 Minuten
vor 2 Tagen
10 Monate 3 Wochen
12.06.17
Mo 12. Jun 2017, 10:42
12 juin 2017 à 10h42
Aujourd'hui à 10:42
il y a 3 heures
le 12/06/2017 à 10:42
lun. 12 juin 2017 10:42
12 de junio de 2017, 10:42
hace 3 horas
Ayer a las 10:42
12 giugno 2017 alle 10:42
3 ore fa
Ieri alle 10:42
12 juni 2017 om 10:42
3 uur geleden
gisteren om 10:42
12 de junho de 2017 às 10:42
há 3 horas
12 июня 2017, 10:42
3 часа назад
вчера в 10:42
Сегодня в 10:42
12 czerwca 2017, 10:42
3 godziny temu
wczoraj o 10:42
2017-6-12 10:42
3 小时前
昨天 10:42
2017年6月12日
2017/06/12(月) 10:42
17/06/12(月)10:42:33
3時間前
12 Haziran 2017, 10:42
3 saat önce
12 juni 2017 kl. 10:42
3 timmar sedan
12.6.2017 klo 10.42
2 tuntia sitten
12. června 2017 v 10:42
před 3 hodinami
2017. június 12. 10:42
3 órája
12 Ιουνίου 2017, 10:42
πριν από 3 ώρες
2017년 6월 12일 10:42
06.12 10:42:33
06/12 10:42
3시간 전
12 tháng 6, 2017
3 giờ trước
12 มิถุนายน 2560
3 ชั่วโมงที่แล้ว
12 iunie 2017, 10:42
acum 3 ore
12 червня 2017 о 10:42
3 години тому
12 Juni 2017 10:42
3 jam yang lalu
12/06/2017 10:42:33
10:42 12/06/2017
Jun 12 '17 at 10:42
Last edited: Jun 12, 2017
١٢ يونيو، ٢٠١٧ - ١٠:٤٢ ص
منذ 3 ساعات
12 ביוני 2017 בשעה 10:42
לפני 3 שעות
۱۲ ژوئن ۲۰۱۷
۳ ساعت پیش
منذ يومين
١٢ كانون الثاني ٢٠١٧
לפני שעה
12. júna 2017 o 10:42
pred 3 hodinami
12. lipnja 2017. u 10:42
prije 3 sata
12. јун 2017. у 10:42
пре 3 сата
12 юни 2017, 10:42
преди 3 часа
12 de juny de 2017, 10:42
fa 3 hores
12. juuni 2017 10:42
3 tundi tagasi
2017 m. birželio 12 d. 10:42
2017. gada 12. jūnijā plkst. 10:42
۱۳۹۶/۰۳/۲۲ ۱۰:۴۲
۲۲ خرداد ۱۳۹۶، ساعت ۱۰:۴۲
12 जून 2017, 10:42 AM
3 घंटे पहले""".splitlines()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--missed", action="store_true", help="print the shapes not read only")
    args = ap.parse_args(argv)
    missed = 0
    for shape in SHAPES:
        found = find_dates(shape, NOW)
        missed += not found
        if not (args.missed and found):
            value = found[0].value if found else ""
            print(f"{'read' if found else 'MISSED':<7}{shape:<34} {value}")
    print(f"{len(SHAPES) - missed} of {len(SHAPES)} shapes read")
    return 0


if __name__ == "__main__":
    sys.exit(main())
