"""What a post's message holds besides the author's own words: quotes and a signature.

Quotes of earlier posts (an element whose class names a quote: ``bbCodeBlock--quote``,
``quotecontent``, ``ipsQuote``, ``Zitat``...; a ``<blockquote>`` or ``<q>`` without a class)
stay in ``Post.body``: the forum gold standards keep them in the post text (forum-dev: 130 of
148 quotes sampled are in the gold). They are also given apart, ``Post.quotes``. (Keeping the
message descent out of elements that are mostly quote was tried: forum-dev f1 rule
0.989/0.978 -> 0.989/0.949.)
A signature (class or id naming one: ``signature``, ``postsig``, ``sig``...) is no part of the
message: it is left out of ``Post.body`` and given as ``Post.signature``. So is the text after
a line of underscores at the message's end, the separator phpBB 2 and vBulletin 3 write
above a signature inside the message's own element, or mail's "-- " above at most four short
lines (``split_signature``), and the last block of the message that every post of one
author ends with (``last_block_text``, applied in ``pean``): a signature whose markup names
nothing. A mail an archive writes in one ``<pre>`` opens with its header (``mail_header``),
which names its sender (``mail_sender``) and is no part of the message either. The line a
thread shows in place of a deleted post ("This post has been removed by a blog
administrator.", "삭제된 댓글입니다.": ``is_deleted_notice``) is no message at all, and the
note a forum writes on a message's last or first line when it was edited ("Last edited by
bob; 03-04-2021 at 10:12 AM.": ``without_edit_notes``) is no part of it.
"""

from __future__ import annotations

import re

from .dates import has_date
from .flatview import BLOCK_TAGS, FlatView, class_and_id, clean_text

_QUOTE_NAME = re.compile(r"quote|zitat|citation|^cite$", re.IGNORECASE)
# names about quoting, not quotes: "js-selectToQuote" (XenForo's message), "quote-button"...
_NOT_QUOTE_NAME = re.compile(r"^js-|select|button|btn|action|link|multi|reply|tool|menu",
                             re.IGNORECASE)
_SIGNATURE = re.compile(r"signature|postsig|usersig|\bsig\b|(?:^|[-_])sig(?:$|[-_])",
                        re.IGNORECASE)
NOT_BLOCKS = frozenset({"a", "button", "input", "img", "i", "svg"})  # "js-quote" buttons


# what a thread shows in place of a deleted post: "[deleted]", "This comment has been removed
# by a moderator", "Beitrag gelöscht", "삭제된 댓글입니다.", "ความคิดเห็นนี้ถูกลบ..."
_DELETED = re.compile(
    r"^\W*(?:(?:\[(?:deleted|removed)\]"
    r"|(?:this |the )?(?:message|post|comment|reply|answer|entry)\s+(?:has been |was |is )?"
    r"(?:deleted|removed)"
    r"|(?:dieser |der )?(?:beitrag|kommentar)\s+(?:wurde\s+)?(?:gelöscht|entfernt)"
    r"|(?:ce |le )?(?:message|commentaire)\s+(?:a été\s+)?supprimé"
    r"|(?:este |el )?(?:mensaje|comentario)\s+(?:ha sido\s+)?(?:eliminado|borrado)"
    r"|(?:este |o )?(?:comentário|post)\s+(?:foi\s+)?(?:excluído|removido|apagado)"
    r"|(?:questo |il )?(?:messaggio|commento)\s+(?:è stato\s+)?(?:eliminato|rimosso|cancellato)"
    r"|(?:komentarz|post|wpis)\s+(?:został\s+)?usunięty"
    r"|(?:это\s+|этот\s+)?(?:комментарий|сообщение)\s+(?:был[оа]?\s+)?удал[её]н[оа]?"
    r"|(?:post|komentar|postingan)\s+(?:ini\s+)?(?:telah\s+)?dihapus)"
    # ... alone, or with the one button beside it ("Show"), or with who removed it and why
    r"(?:(?:\W+[^\W\d_]{2,12})?\W*$|\s+(?:by|for|because|due|durch|par|por|da|oleh|от|przez)\b)"
    r"|ความคิดเห็นนี้ถูกลบ|(?:此|该)?(?:回复|帖子|评论|楼层|内容)?已被?删除"
    r"|この(?:コメント|投稿)は削除されました|삭제된\s*(?:댓글|게시물|글)입니다)",
    re.IGNORECASE)
MAX_DELETED_CHARS = 120  # a placeholder and its reason ("... by a moderator for spam")


def is_deleted_notice(message: str) -> bool:
    """Is ``message`` the line a thread shows in place of a deleted post?"""
    return len(message) <= MAX_DELETED_CHARS and _DELETED.match(message) is not None


# the note a forum writes at a message's end, or its start, when its author edited it:
# "Last edited by bob; 03-04-2021 at 10:12 AM.", "[Voor 24% gewijzigd door bob op 04-09-2020
# 12:33]", "本帖最后由 bob 于 2021-3-4 10:12 编辑" (with a date, on a line of its own)
_EDIT_NOTE = re.compile(
    r"^\W*(?:last (?:edited|modified|updated)|edited\b|zuletzt (?:bearbeitet|geändert)"
    r"|(?:dieser )?beitrag (?:wurde )?(?:von .{1,40} )?(?:zuletzt )?(?:am .{1,40} )?bearbeitet"
    r"|voor \d+% gewijzigd door|laatst gewijzigd|dernière (?:modification|édition) par"
    r"|(?:message )?(?:édité|modifié) par|editado por|última (?:edición|modificación)"
    r"|modificato da|ultima modifica|edytowan[oy] przez|ostatnio edytowan|изменено"
    r"|отредактировано|последн\w+ редакци|düzenleyen|son düzenleme|本帖最后由|最后编辑"
    r"|最後編輯|最終編集|최종 수정|마지막 수정)", re.IGNORECASE)
MAX_EDIT_NOTE_CHARS = 150


def without_edit_notes(message: str) -> str:
    """``message`` without the edit note on its last line or its first (``_EDIT_NOTE``, with
    a date, at most MAX_EDIT_NOTE_CHARS), where other text is left."""
    lines = message.split("\n")
    for k in (-1, 0):
        if len(lines) > 1 and _is_edit_note(lines[k]):
            del lines[k]
    return "\n".join(lines).strip()


def _is_edit_note(line: str) -> bool:
    line = line.strip()
    return len(line) <= MAX_EDIT_NOTE_CHARS and _EDIT_NOTE.match(line) is not None and has_date(
        line)


# the line phpBB 2 ("_________________") and vBulletin 3 write between message and signature,
# and mail's "-- " (RFC 3676: mailing-list archives, Usenet)
_SIGNATURE_RULE = re.compile(r"^[ \t]*(?:_{5,}|(?P<dashes>--))[ \t]*$", re.MULTILINE)
MAX_SIGNATURE_CHARS = 500  # text after the rule beyond this is message (a drawn line in it)
_UNDERSCORES = re.compile(r"^\s*_{5,}\s*$")  # the rule alone in its text piece
# ... and after two dashes, mail's rule for a signature (at most 4 lines of 80 characters):
# a "--" typed between two paragraphs of a message is followed by longer lines
MAIL_SIGNATURE_LINES, MAIL_SIGNATURE_WIDTH = 4, 80


def split_signature(text: str) -> tuple[str, str]:
    """(message, signature) of a message's text whose last line of underscores, or of two
    dashes, separates a signature; (text, '') when there is none, or nothing before it, or a
    long text after. A signature above a mailing list's footer (its own "-- " above the
    list's line of underscores) goes with the footer."""
    message, signature = _split_last_rule(text)
    if signature:
        message, above = _split_last_rule(message)
        signature = f"{above}\n{signature}" if above else signature
    return message, signature


def _split_last_rule(text: str) -> tuple[str, str]:
    rules = list(_SIGNATURE_RULE.finditer(text))
    if not rules:
        return text, ""
    before, after = text[:rules[-1].start()].strip(), text[rules[-1].end():].strip()
    if not before or not after or len(after) > MAX_SIGNATURE_CHARS:
        return text, ""
    lines = after.splitlines()
    if rules[-1].group("dashes") and (len(lines) > MAIL_SIGNATURE_LINES or max(
            len(line) for line in lines) > MAIL_SIGNATURE_WIDTH):
        return text, ""
    return before, after


# a mail's header lines as an archive writes them above the message in one <pre>
# (public-inbox: "* Re: subject", "From: bob @ 2021-02-01 23:59 UTC (permalink / raw)",
# "To: ..."): the fields that name the sender or the date, in a few languages
_SENDER_FIELD = re.compile(r"^\s*(?:from|date|sent|von|datum|gesendet|de|envoyé|fecha|enviado"
                           r"|da|inviato|от|дата|发件人|日期|差出人|日付)\s?:", re.IGNORECASE)
_HEADER_LINE = re.compile(r"^\s*(?:\*\s|[^\W\d][\w-]{0,24}\s?:\s)")  # "* subject", "Cc: "
MAX_HEADER_LINES = 8


def mail_header(raw: str) -> list[str]:
    """The lines of the mail header a ``<pre>``'s ``raw`` text opens with: its lines up to the
    first blank one, at most MAX_HEADER_LINES, half of them or more ``Field: value`` lines or a
    "* subject" line, one naming the sender or the date (an archive's own line among them:
    MARC's "[Download RAW message or body]"); [] where it opens with none."""
    lines = raw.lstrip("\n").split("\n", MAX_HEADER_LINES + 1)
    count = next((k for k, line in enumerate(lines) if not line.strip()), len(lines))
    head = lines[:count]
    if not 0 < count <= MAX_HEADER_LINES or 2 * sum(
            bool(_HEADER_LINE.match(line)) for line in head) < count:
        return []
    return head if any(_SENDER_FIELD.match(line) for line in head) else []


_FROM_FIELD = re.compile(r"^\s*(?:from|von|de|da|от|发件人|差出人)\s?:\s*(.+)$", re.IGNORECASE)
# where the sender's name ends: its address, public-inbox's " @ 2021-02-01 ...", a comment
_NAME_END = re.compile(r"\s+(?:<|@\s|\()")


def mail_sender(header: list[str]) -> str:
    """The sender's name in a mail's ``header`` lines (``mail_header``: "From: Fiona Day
    <fiona@example.org>", "From: fiona @ 2021-02-01 02:00 UTC"), or ''."""
    for line in header:
        if found := _FROM_FIELD.match(line):
            return _NAME_END.split(found.group(1), 1)[0].strip().strip("\"'")
    return ""


def without_lines(text: str, count: int) -> str:
    """``text`` without its first ``count`` lines (a mail's header, ``mail_header``)."""
    return text.split("\n", count)[count] if 0 < count < text.count("\n") + 1 else text


def last_block_text(message) -> str:
    """The text of the last element of a message (an lxml element) when nothing follows it:
    where a signature is set apart (below a rule, in a paragraph of its own), not a sign-off
    typed on the message's last line."""
    blocks = [c for c in message if c.tag in BLOCK_TAGS and c.tag != "br"]
    if not blocks or (blocks[-1].tail or "").strip() or blocks[-1] is not message[-1]:
        return ""
    return clean_text("".join(blocks[-1].itertext()))


def is_quote(view: FlatView, i: int) -> bool:
    """A quote element: one whose class names a quote, or a ``<blockquote>``/``<q>`` with no
    class (vBulletin and XenForo 1 write the message itself as ``blockquote.postcontent``)."""
    tag = view.tags[i]
    if tag in NOT_BLOCKS:
        return False
    names = class_and_id(view.elements[i]).split()
    if any(_QUOTE_NAME.search(n) and not _NOT_QUOTE_NAME.search(n) for n in names):
        return True
    return tag in ("blockquote", "q") and not names


def is_signature(view: FlatView, i: int) -> bool:
    """A signature element: one whose class or id names a signature, or a block that opens
    with the rule vBulletin 3 and phpBB 2 draw above one (a line of underscores) and holds
    a signature's text after it (their default templates name the block nothing)."""
    if view.tags[i] in NOT_BLOCKS:
        return False
    if _SIGNATURE.search(class_and_id(view.elements[i])) is not None:
        return True
    return view.tags[i] in BLOCK_TAGS and _opens_with_rule(view, i)


def without_rule(signature: str) -> str:
    """A signature's text without the line of underscores drawn above it."""
    return _SIGNATURE_RULE.sub("", signature, count=1).strip() if _UNDERSCORES.match(
        signature.split("\n", 1)[0]) else signature


def _opens_with_rule(view: FlatView, i: int) -> bool:
    pieces = [p for p in view.pieces[view.piece_lo[i]:view.piece_hi[i]] if p.strip()]
    if not pieces or not _UNDERSCORES.match(pieces[0]):
        return False
    after = sum(len(p.strip()) for p in pieces[1:])
    return 0 < after <= MAX_SIGNATURE_CHARS


def outermost(view: FlatView, lo: int, hi: int, test) -> list[int]:
    """Elements in ``range(lo, hi)`` for which ``test`` holds, none inside another."""
    found, i = [], lo
    while i < hi:
        if test(view, i):
            found.append(i)
            i = view.end[i]
        else:
            i += 1
    return found


def text_without(view: FlatView, node: int, skipped: list[int]) -> str:
    """The text of ``node`` without the subtrees of ``skipped`` (elements inside it)."""
    if not skipped:
        return view.text(node)
    parts, k = [], view.piece_lo[node]
    for s in sorted(skipped):
        parts.append("".join(view.pieces[k:view.piece_lo[s]]))
        k = view.piece_hi[s]
    parts.append("".join(view.pieces[k:view.piece_hi[node]]))
    return clean_text("".join(parts))
