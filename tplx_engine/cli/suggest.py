"""``tplx suggest``: proposed labels from the template-free extractors (jobs/suggestions.py).

``add_commands(subparsers, common)`` adds the command to the ``tplx`` parser (``common`` adds
--json and --quiet), as templates.add_commands does.

    tplx suggest P.tplx [--cluster C]              # run the extractors, store and print proposals
    tplx suggest P.tplx --list [--all]             # stored proposals (--all: decided ones too)
    tplx suggest P.tplx --accept ID [--field NAME] # make the label, mark accepted
    tplx suggest P.tplx --accept-all-above 0.8     # accept the best proposal per field above it
    tplx suggest P.tplx --reject ID                # never propose it again

``--json`` keys (conventions: docs/cli-json.md): ``command`` "suggest", ``project``, ``action``
(suggest | list | accept | accept-all | reject) and, by action, ``templates`` (each ``id``,
``cluster``, ``pages``, ``sampled``, ``unplaced``, ``suggestions``), ``suggestions``,
``label``, ``accepted`` / ``not_accepted``, ``rejected``. A suggestion: ``id``, ``template``,
``target``, ``field``, ``confidence``, ``support``, ``sample_size``, ``source``, ``status``,
``page``, ``xpath``, ``example``, ``prefix``, ``suffix``, ``label_id``.
"""

from __future__ import annotations

from ..config import load_config
from ..errors import TplxError
from ..jobs import suggestions as suggest
from ..jobs.stored import load_labels, load_templates
from ..model import Suggestion
from ..suggest.vote import SuggestOptions, TemplateSuggestions
from .common import FRACTION, integer, open_project
from .templates import _emit, _label_json, _label_text, _reporter


def suggestion_json(s: Suggestion) -> dict:
    return {"id": s.id, "template": s.template_id, "target": s.target, "field": s.field,
            "confidence": s.confidence, "support": s.support, "sample_size": s.sample_size,
            "source": s.source, "status": s.status, "page": s.page_id, "xpath": s.xpath,
            "example": s.example, "prefix": s.prefix, "suffix": s.suffix,
            "label_id": s.label_id}


def suggestion_text(s: Suggestion) -> str:
    example = s.example if len(s.example) <= 60 else s.example[:57] + "..."
    mark = "" if s.status == "proposed" else f"  [{s.status}]"
    return (f"  [{s.id}] {s.field:<12} {s.target:<10} {s.confidence:4.2f} "
            f"({s.support}/{s.sample_size})  {s.source:<15} e.g. {example!r}{mark}")


def _template_of_cluster(project, cluster: int | None) -> str | None:
    if cluster is None:
        return None
    found = [t.id for t in load_templates(project) if t.cluster == cluster]
    if not found:
        raise TplxError(f"no template for cluster {cluster} (tplx template --stored lists them)")
    return found[0]


def cmd_suggest(args) -> int:
    with open_project(args.project) as project:
        base = {"command": "suggest", "project": str(project.path)}
        if args.accept is not None:
            label_id = suggest.accept(project, args.accept, args.field)
            label = dict(load_labels(project))[label_id]
            _emit(args, {**base, "action": "accept", "suggestion": args.accept,
                         "label": _label_json(label_id, label)},
                  f"accepted suggestion {args.accept}: {_label_text(label_id, label)}\n")
            return 0
        if args.reject is not None:
            suggest.reject(project, args.reject)
            _emit(args, {**base, "action": "reject", "rejected": args.reject},
                  f"rejected suggestion {args.reject}: it will not be proposed again\n")
            return 0
        template_id = _template_of_cluster(project, args.cluster)
        if args.accept_all_above is not None:
            if not suggest.list_suggestions(project, template_id, "proposed"):
                suggest.suggest_project(project, load_config(args.config), _reporter(args),
                                        options=_options(args), cluster=args.cluster)
            results = suggest.accept_above(project, args.accept_all_above, template_id)
            done = [(s, i) for s, i, _ in results if i is not None]
            failed = [(s, why) for s, i, why in results if i is None]
            text = [(f"{len(done)} suggestion(s) accepted (confidence >= "
                     f"{args.accept_all_above:g}, the best per template and field)")]
            text += [f"  [{s.id}] -> label {i}: {s.field} = {s.template_id} {s.target}"
                     for s, i in done]
            text += [f"  [{s.id}] NOT ACCEPTED: {why}" for s, why in failed]
            _emit(args, {**base, "action": "accept-all", "threshold": args.accept_all_above,
                         "accepted": [{**suggestion_json(s), "label_id": i} for s, i in done],
                         "not_accepted": [{**suggestion_json(s), "reason": why}
                                          for s, why in failed]},
                  "\n".join(text) + "\n")
            return 0 if not failed else 1
        if args.list:
            status = None if args.all else "proposed"
            found = suggest.list_suggestions(project, template_id, status)
            _emit(args, {**base, "action": "list",
                         "suggestions": [suggestion_json(s) for s in found]},
                  "".join(suggestion_text(s) + "\n" for s in found) or "no suggestions\n")
            return 0
        reports = suggest.suggest_project_report(project, load_config(args.config),
                                                 _reporter(args), options=_options(args),
                                                 cluster=args.cluster)
    _emit(args, {**base, "action": "suggest", "templates": [_report_json(r) for r in reports]},
          _reports_text(reports))
    return 0


def _options(args) -> SuggestOptions:
    return SuggestOptions(sample=args.sample, min_confidence=args.min_confidence)


def _report_json(r: TemplateSuggestions) -> dict:
    return {"id": r.template.id, "cluster": r.template.cluster, "pages": len(r.template.members),
            "sampled": r.sampled, "unplaced": r.unplaced,
            "unreadable": [{"page": p, "reason": why} for p, why in r.unreadable],
            "suggestions": [suggestion_json(s) for s in r.suggestions]}


def _reports_text(reports) -> str:
    out = []
    for r in reports:
        t = r.template
        out.append(f"Template {t.id}  cluster {t.cluster}, {len(t.members)} pages, "
                   f"{r.sampled} sampled: {len(r.suggestions)} suggestion(s)")
        out.extend(suggestion_text(s) for s in r.suggestions)
        if r.unreadable:
            out.append(f"  {len(r.unreadable)} sampled page(s) unreadable")
    total = sum(len(r.suggestions) for r in reports)
    out.append(f"{total} suggestion(s); accept with --accept ID or --accept-all-above C, "
               "refuse with --reject ID")
    return "\n".join(out) + "\n"


def add_commands(subparsers, common) -> None:
    p = subparsers.add_parser("suggest", help="propose labels from the template-free "
                                               "extractors (title, date, content, posts)")
    p.add_argument("project", help="project file (after tplx template)")
    p.add_argument("--cluster", type=integer(0), help="only the template of this cluster")
    action = p.add_mutually_exclusive_group()  # one action a run (exit 2 otherwise)
    action.add_argument("--accept", type=int, metavar="ID", help="make suggestion ID a label")
    p.add_argument("--field", help="with --accept: name the label's field differently")
    action.add_argument("--accept-all-above", type=FRACTION, metavar="C",
                        help="accept the most confident proposal of each template and field "
                             "whose confidence is at least C (suggests first if nothing is "
                             "proposed)")
    action.add_argument("--reject", type=int, metavar="ID", help="refuse suggestion ID for good")
    action.add_argument("--list", action="store_true",
                        help="show stored proposals, run nothing")
    p.add_argument("--all", action="store_true", help="with --list: accepted and rejected too")
    p.add_argument("--sample", type=integer(1), default=SuggestOptions().sample,
                   help="pages per template the extractors run on (default "
                        f"{SuggestOptions().sample})")
    p.add_argument("--min-confidence", type=FRACTION,
                   default=SuggestOptions().min_confidence,
                   help="drop proposals found on a smaller share of the sampled pages "
                        f"(default {SuggestOptions().min_confidence})")
    p.add_argument("--config", help="engine options TOML file overlaying the defaults")
    common(p)
    p.set_defaults(func=cmd_suggest)
