"""Decoding benchmark (issue 16): load.encoding.decode_html on every page of ../shared/data
(time per page; with ``save FILE`` / ``compare FILE``, which pages decode differently from a
saved run), and on its CJK pages re-encoded as GB18030 and Big5-HKSCS under a wrong declared
charset (latin-1, utf-8, windows-1251): how many decode to the re-encoded text exactly, by
half (tuning / report, as ../shared/data/README.md defines them), and the time per decode.

    .venv/bin/python bench/encoding.py [save FILE | compare FILE] [fails]
"""
import hashlib
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tplx_engine.load.encoding import decode_html

root = ROOT.parent / "shared" / "data"
def site_key(p: Path) -> str:
    s = str(p)
    if "readability" in s: return p.name
    if "page-signal" in s:
        t = p.read_bytes()[:100000].decode("utf-8", "replace")
        m = re.search(r'<link[^>]+rel=["\']?canonical["\']?[^>]+href=["\']?([^"\' >]+)', t) or re.search(r'og:url["\']?\s+content=["\']?([^"\' >]+)', t)
        return re.sub(r"^https?://([^/]+).*", r"\1", m.group(1)) if m else p.name
    if "cleaneval" in s:
        g = p.parent.parent / "GoldStandard" / (p.stem + ".txt")
        line = g.read_text("utf-8", "replace").splitlines()[0] if g.exists() else ""
        return re.sub(r"^URL:\s*https?://([^/]+).*", r"\1", line) or p.name
    if "portal" in s: return re.sub(r"_\d+\.html$", "", p.name)
    if "swde" in s: return "even" if int(p.stem) % 2 == 0 else "odd"
    return p.name
def half(p):
    k = site_key(p)
    if k in ("even", "odd"): return "tuning" if k == "even" else "report"
    return "report" if hashlib.sha1(k.encode()).hexdigest()[0] in "89abcdef" else "tuning"
files = sorted(p for p in root.rglob("*") if p.suffix in (".html", ".htm") and p.is_file())
results = {}
t = time.perf_counter()
for p in files:
    d = decode_html(p.read_bytes())
    results[str(p)] = (d.encoding, hashlib.sha1(d.text.encode("utf-8", "surrogatepass")).hexdigest())
elapsed = time.perf_counter() - t
print(f"{len(files)} pages decoded in {elapsed:.2f} s ({elapsed/len(files)*1e3:.3f} ms/page)")
if len(sys.argv) > 2 and sys.argv[1] == "save":
    Path(sys.argv[2]).write_text(json.dumps(results))
if len(sys.argv) > 2 and sys.argv[1] == "compare":
    before = json.loads(Path(sys.argv[2]).read_text())
    changed = {"tuning": [], "report": []}
    for k, v in results.items():
        if tuple(before[k]) != tuple(v): changed[half(Path(k))].append((k, before[k][0], v[0]))
    for h in ("tuning", "report"): print(f"{h}: {len(changed[h])} pages decoded differently", changed[h][:5])
# CJK pages re-encoded under a wrong declaration
cjk = []
for p in files:
    d = decode_html(p.read_bytes())
    text = d.text
    han = len(re.findall("[\u4e00-\u9fff]", text))
    if han > 200: cjk.append((p, text))
stats = {"tuning": [0, 0], "report": [0, 0]}
wrong_meta = re.compile(r'(?i)<meta[^>]*charset[^>]*>')
t = time.perf_counter(); n = 0
for p, text in cjk:
    for codec in ("gb18030", "big5hkscs"):
        body = wrong_meta.sub("", text).encode(codec, "ignore")
        for declared in ("iso-8859-1", "utf-8", "windows-1251"):
            data = body.replace(b"<head>", f'<head><meta charset="{declared}">'.encode(), 1) if b"<head>" in body else f'<meta charset="{declared}">'.encode() + body
            d = decode_html(data); n += 1
            ok = d.text == data.decode(codec)
            stats[half(p)][0] += ok; stats[half(p)][1] += 1
dt = time.perf_counter() - t
for h in ("tuning", "report"): print(f"{h}: CJK pages under a wrong charset decoded right {stats[h][0]}/{stats[h][1]}")
print(f"  {n} decodes, {dt/n*1e3:.2f} ms each")
if "fails" in sys.argv:
    for p, text in cjk:
        for codec in ("gb18030", "big5hkscs"):
            body = wrong_meta.sub("", text).encode(codec, "ignore")
            for declared in ("iso-8859-1", "utf-8", "windows-1251"):
                data = body.replace(b"<head>", f'<head><meta charset="{declared}">'.encode(), 1) if b"<head>" in body else f'<meta charset="{declared}">'.encode() + body
                d = decode_html(data)
                if d.text != data.decode(codec): print(p.name, half(p), codec, declared, "->", d.encoding, d.source)
