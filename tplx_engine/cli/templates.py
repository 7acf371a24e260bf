"""CLI commands of the template stage: ``template``, ``label``, ``extract``, ``discover``.

``add_commands(subparsers, common)`` adds them to the ``tplx`` parser (``common`` adds --json and
--quiet). Each prints readable text, or with ``--json`` one JSON document on stdout (conventions:
docs/cli-json.md; keys of these commands: docs/templates.md). Engine errors are ``TplxError``s,
turned into messages by ``cli.main``.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from ..config import load_config
from ..errors import TplxError
from ..extract.anchors import Anchor
from ..extract.export import FORMATS, format_of
from ..extract.labels import (
    VALUE_POLICIES,
    AmbiguousLabel,
    Label,
    LabelError,
    check_values_options,
)
from ..extract.types import TYPES
from ..extract.unmatched import MODES as UNMATCHED_MODES
from ..extract.unmatched import TEMPLATE_FREE
from ..jobs import extraction, labelling
from ..jobs import templates as template_jobs
from ..jobs.clustering import current_clustering
from ..jobs.stored import load_labels, load_templates
from ..parallel import pool_mapper
from ..template.induce import InductionOptions
from ..template.model import Template
from .common import (
    CRAWL_HELP,
    WORKERS,
    add_scheduler_option,
    crawl_argument,
    emit,
    integer,
    open_project,
    output_file,
    reporter_for,
)

_emit = emit
_reporter = reporter_for


def _label_json(label_id: int | None, label: Label) -> dict:
    return {"id": label_id, "field": label.field, "template": label.template_id,
            "target": label.target, "source": label.source, "page": label.page_id,
            "xpath": label.xpath, "example": label.example, "prefix": label.prefix,
            "suffix": label.suffix, "occurrence": label.occurrence, "repeated": label.repeated,
            "all_texts": label.all_texts, "anchor": label.anchor, "type": label.value_type,
            "values": label.values, "join_with": label.join_with, "clean": label.clean,
            "extractor": label.extractor,
            "examples": [{"page": p, "value": v} for p, v in label.examples]}


def _label_text(label_id: int | None, label: Label) -> str:
    where = f" (from {label.page_id} {label.xpath})" if label.page_id else ""
    ident = f"[{label_id}] " if label_id is not None else ""
    how = (f" {Anchor.from_json(label.anchor).describe()}" if label.anchor else "")
    pages = f", learnt from {len(label.examples)} pages" if len(label.examples) > 1 else ""
    kind = f" as {label.value_type}" if label.value_type != "text" else ""
    kind += {"first": ", first value", "join": f", values joined with {label.join_with!r}"
             }.get(label.values, "")
    kind += f", cut by {label.clean!r}" if label.clean else ""
    return (f"{ident}{label.field} = {label.template_id} {label.target or '-'}{how}{kind}"
            f"{where}{pages}")


# -- template -------------------------------------------------------------------------------------

def _stats_json(t: Template) -> dict:
    s = t.stats()
    return {"essential_nodes": s.essential_nodes, "optional_nodes": s.optional_nodes,
            "mean_en_length": round(s.mean_en_length, 3),
            "mean_on_length": round(s.mean_on_length, 3), "template_length": s.template_length}


def _summary(templates) -> dict:
    """Table 6.5 of the source: averages over the templates (per cluster)."""
    if not templates:
        return {"templates": 0}
    stats = [t.stats() for t in templates]
    n = len(stats)
    return {"templates": n,
            "mean_en_length": round(sum(s.mean_en_length for s in stats) / n, 3),
            "mean_on_length": round(sum(s.mean_on_length for s in stats) / n, 3),
            "mean_template_length": round(sum(s.template_length for s in stats) / n, 3)}


def _templates_text(templates, labels, show: int | None, threshold) -> list[str]:
    out = []
    by_template: dict[str, list] = {}
    for label_id, label in labels:
        by_template.setdefault(label.template_id, []).append((label_id, label))
    for t in templates:
        s = t.stats()
        out.append(f"Template {t.id}  cluster {t.cluster}, {len(t.members)} pages, medoid "
                   f"{t.medoid}, induced from {len(t.sample) or len(t.members)} in "
                   f"{t.induced_seconds:.2f} s")
        out.append(f"  {s.essential_nodes} EN (mean length {s.mean_en_length:.2f}), "
                   f"{s.optional_nodes} ON (mean length {s.mean_on_length:.2f}), "
                   f"template length {s.template_length}")
        out.extend("  " + line for line in t.render(max_parts=show).splitlines())
        for label_id, label in by_template.get(t.id, []):
            out.append("  label " + _label_text(label_id, label))
    summary = _summary(templates)
    if templates:
        out.append("Table 6.5 (averages over templates): threshold  clusters  EN length  "
                   "ON length  template length")
        out.append(f"  {threshold if threshold is not None else '-':>9}  "
                   f"{summary['templates']:>8}  {summary['mean_en_length']:>9.2f}  "
                   f"{summary['mean_on_length']:>9.2f}  {summary['mean_template_length']:>15.2f}")
    return out


def cmd_template(args) -> int:
    config = load_config(args.config)
    with open_project(args.project) as project:
        if args.stored:
            templates = load_templates(project)
            labels = load_labels(project)
            threshold = templates[0].threshold if templates else None
            doc = {"command": "template", "project": str(project.path), "built": False,
                   "templates": [_template_json(t, labels) for t in templates],
                   "summary": _summary(templates)}
            text = _templates_text(templates, labels, args.show, threshold)
            _emit(args, doc, "\n".join(text) + "\n")
            return 0
        clustering = current_clustering(project, with_distances=False)  # the cut is enough
        if clustering is None:
            raise TplxError(f"{project.path}: no clustering yet; run tplx cluster first")
        induction = InductionOptions(max_members=args.max_members or None)
        with pool_mapper(args.workers or 1, ["tplx_engine.template.induce"]) as mapper:
            report = template_jobs.build_templates(project, clustering, config,
                                                   induction=induction, min_pages=args.min_pages,
                                                   mapper=mapper, reporter=_reporter(args))
        labels = load_labels(project)
    doc = {
        "command": "template", "project": str(project.path), "built": True,
        "threshold": clustering.threshold, "metric": clustering.metric,
        "seconds": round(report.seconds, 3),
        "templates": [_template_json(t, labels) for t in report.templates],
        "summary": _summary(report.templates),
        "labels_carried": report.carried,
        "labels_lost": [{**_label_json(None, lb), "reason": why} for lb, why in report.lost],
        "skipped_clusters": [{"cluster": k, "reason": r} for k, r in report.skipped_clusters],
        "unreadable": [{"page": p, "reason": r} for p, r in report.unreadable],
    }
    text = [(f"{len(report.templates)} template(s) from the clustering at threshold "
             f"{clustering.threshold:g} ({clustering.metric}), {report.seconds:.1f} s")]
    text += _templates_text(report.templates, labels, args.show, clustering.threshold)
    if report.carried or report.lost:
        text.append(f"Labels: {report.carried} carried to the new templates, "
                    f"{len(report.lost)} could not be carried")
    for label, why in report.lost:
        text.append(f"  NOT CARRIED {label.field} ({label.template_id} {label.target}): {why}")
    if report.skipped_clusters:
        text.append(f"{len(report.skipped_clusters)} cluster(s) without template "
                    f"(fewer than {args.min_pages} pages or unreadable)")
    _emit(args, doc, "\n".join(text) + "\n")
    return 0


def _template_json(t: Template, labels) -> dict:
    return {"id": t.id, "cluster": t.cluster, "pages": len(t.members), "medoid": t.medoid,
            "induced_from": len(t.sample) or len(t.members),
            "induced_seconds": t.induced_seconds, "stats": _stats_json(t),
            "text": t.render(),
            "labels": [_label_json(i, lb) for i, lb in labels if lb.template_id == t.id]}


# -- label ----------------------------------------------------------------------------------------

def cmd_label(args) -> int:
    with open_project(args.project) as project:
        if args.list:
            labels = load_labels(project)
            _emit(args, {"command": "label", "labels": [_label_json(i, lb) for i, lb in labels]},
                  "".join(_label_text(i, lb) + "\n" for i, lb in labels) or "no labels\n")
            return 0
        if args.remove is not None:
            if not labelling.remove_label(project, args.remove):
                raise TplxError(f"no label {args.remove} in {args.project} (tplx label "
                                f"{args.project} --list shows the labels and their ids)")
            _emit(args, {"command": "label", "removed": args.remove},
                  f"label {args.remove} removed\n")
            return 0
        if not args.field:
            raise TplxError("--field is required to make a label")
        makes = (args.node, args.page, args.xpath, args.value)
        options = (args.values, args.join_with, args.clean)
        if all(x is None for x in makes) and any(x is not None for x in (*options, args.type)):
            return _set_field_options(args, project)  # an existing field, not a new label
        template = labelling.find_template(project, args.template, args.cluster, args.page)
        repeated = True if args.repeated else (False if args.single else None)
        try:
            label = labelling.make_label(project, template, args.field, node=args.node,
                                         page=args.page, xpath=args.xpath, value=args.value,
                                         pick=args.pick, repeated=repeated,
                                         value_type=args.type)
        except AmbiguousLabel as exc:
            doc = {"command": "label", "error": str(exc), "error_type": "AmbiguousLabel",
                   "candidates": [{"pick": i, **_candidate_json(c)}
                                  for i, c in enumerate(exc.candidates)]}
            _emit(args, doc, str(exc) + "\n")
            return 1
        label = _with_values_options(label, args)
        label_id = labelling.add_label(project, label)
    _emit(args, {"command": "label", "label": _label_json(label_id, label)},
          "labelled " + _label_text(label_id, label) + "\n")
    return 0


def _with_values_options(label: Label, args) -> Label:
    """The label with the values policy, separator and clean-up pattern asked for."""
    chosen = {name: value for name, value in (("values", args.values),
                                              ("join_with", args.join_with),
                                              ("clean", args.clean)) if value is not None}
    if not chosen:
        return label
    label = replace(label, **chosen)
    try:
        check_values_options(label.values, label.clean)
    except LabelError as exc:
        raise TplxError(str(exc)) from None
    return label


def _set_field_options(args, project) -> int:
    """``tplx label P --field F --values first`` (or --join-with, --clean, --type): how an
    existing field's values are written, on its labels in the chosen template (--template,
    --cluster) or in every template."""
    template_id = None
    if args.template or args.cluster is not None:
        template_id = labelling.find_template(project, args.template, args.cluster).id
    changed = labelling.set_field_options(project, args.field, template_id,
                                          value_type=args.type, values=args.values,
                                          join_with=args.join_with, clean=args.clean)
    _emit(args, {"command": "label", "changed": [_label_json(i, lb) for i, lb in changed]},
          "".join("changed " + _label_text(i, lb) + "\n" for i, lb in changed))
    return 0


def _candidate_json(candidate) -> dict:
    """A place an ambiguous value stands at: a learnt choice (context, sampled values) or a
    template candidate of ``extract.labels.label_value``."""
    if hasattr(candidate, "to_json"):
        return candidate.to_json()
    return {"target": candidate.target, "xpath": candidate.xpath, "how": candidate.how,
            "text": candidate.text, "repeated": candidate.repeatable,
            "essential": candidate.essential}


# -- extract / discover ---------------------------------------------------------------------------

def cmd_extract(args) -> int:
    folder = crawl_argument(args.crawl, "extract")
    fmt = args.format or format_of(args.out)
    out = Path(args.out)
    if not out.parent.is_dir():
        raise TplxError(f"{out.parent}: output folder does not exist")
    config = load_config(args.config)
    with open_project(args.project) as project:
        report = extraction.extract_crawl(project, folder, out, fmt, config,
                                     workers=args.workers or 1,
                                     fields=_names(args.fields, "--fields"),
                                     template_ids=_names(args.templates, "--templates"),
                                     unmatched=args.unmatched,
                                     reporter=_reporter(args))
        pool = extraction.pool_size(project)
    counts = report.counts
    doc = {"command": "extract", "crawl": str(folder), "crawl_paths": list(folder.paths),
           "project": str(args.project),
           "output": str(out), "format": fmt, "run": report.run_id, "counts": counts,
           "pooled": report.pooled, "pool_size": pool, "seconds": round(report.seconds, 3),
           "failed": [{"path": p, "reason": r} for p, r in report.failed],
           "replacement_chars": [{"path": p, "count": n}
                                 for p, n in report.replacement_chars.items()],
           "indexed_values": report.indexed,
           "fields": report.quality.to_json() if report.quality else []}
    total = sum(counts.values())
    text = [(f"{total} pages: {counts.get('extracted', 0)} extracted to {out} ({fmt}), "
             f"{counts.get('pooled', 0)} pooled (no template close enough), "
             f"{counts.get('skipped', 0)} skipped (error/list pages), "
             f"{counts.get('failed', 0)} failed; {report.seconds:.1f} s")]
    if counts.get(TEMPLATE_FREE):
        text.append(f"  {counts[TEMPLATE_FREE]} of the pooled pages written with the values of "
                    "the template-free extractors (--unmatched pool: none)")
    if counts.get(extraction.NOT_SELECTED):
        text.append(f"  {counts[extraction.NOT_SELECTED]} extracted with other templates than "
                    "--templates: not written")
    text += [f"  failed {p!r}: {r}" for p, r in report.failed[:20]]
    if report.replacement_chars:
        worst = sorted(report.replacement_chars.items(), key=lambda item: -item[1])[:5]
        text.append(f"  {len(report.replacement_chars)} written page(s) hold U+FFFD (bytes "
                    "their encoding could not decode; check the page's charset), most: "
                    + ", ".join(f"{p!r} ({n})" for p, n in worst))
    if report.quality is not None and not any(report.quality.fields_of.values()):
        text.append(f"  No field is labelled yet: the records hold only page, URL and "
                    f"template. Label fields (tplx suggest {args.project} --accept-all-above "
                    f"0.8, or tplx label) and extract again.")
    text.append(f"Search: {report.indexed} value(s) indexed (tplx search {args.project} WORDS)")
    text.append(f"Pool: {pool} page(s) waiting for tplx discover")
    flagged = [q for q in (report.quality.fields() if report.quality else []) if q.flags]
    text += [f"  field {q.field} of {q.template_id}: {'; '.join(q.flags)} (tplx fields "
             f"{args.project} lists the pages)" for q in flagged[:20]]
    _emit(args, doc, "\n".join(text) + "\n")
    return 0


def cmd_fields(args) -> int:
    config = load_config(args.config)
    with open_project(args.project) as project:
        quality = extraction.field_report(project, config, workers=args.workers or 1,
                                          template_ids=_names(args.templates, "--templates"),
                                          reporter=_reporter(args))
    _emit(args, {"command": "fields", "project": str(args.project),
                 "fields": quality.to_json()}, quality.text() + "\n")
    return 0


def _names(text: str | None, option: str) -> list[str] | None:
    """A comma-separated option as a list (None when not given)."""
    if text is None:
        return None
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise TplxError(f"{option} names nothing")
    return names


def cmd_discover(args) -> int:
    config = load_config(args.config)
    with open_project(args.project) as project:
        report = template_jobs.discover(project, config, min_pool=args.min_pool,
                                min_template_pages=args.min_pages, reporter=_reporter(args))
        labels = load_labels(project)
    doc = {"command": "discover", "project": str(args.project), "ran": report.ran,
           "message": report.message, "pool_before": report.pool_before,
           "pool_after": report.pool_after,
           "new_templates": [_template_json(t, labels) for t in report.new_templates]}
    text = [report.message]
    text += _templates_text(report.new_templates, labels, args.show, None)
    _emit(args, doc, "\n".join(text) + "\n")
    return 0


def add_commands(subparsers, common) -> None:
    p = subparsers.add_parser("template", help="induce one template per cluster and show them")
    p.add_argument("project", help="project file (after tplx cluster)")
    p.add_argument("--stored", action="store_true", help="show the stored templates only")
    p.add_argument("--show", type=integer(0), metavar="N",
                   help="print at most N parts per template")
    p.add_argument("--min-pages", type=integer(1), default=2,
                   help="clusters with fewer pages get no template (default 2)")
    p.add_argument("--max-members", type=integer(0), default=InductionOptions().max_members,
                   help="induce from at most this many pages per cluster (0: all; default "
                        f"{InductionOptions().max_members})")
    p.add_argument("--workers", type=WORKERS, help="processes for the optional-node builds")
    add_scheduler_option(p)
    p.add_argument("--config", help="engine options TOML file overlaying the defaults")
    common(p)
    p.set_defaults(func=cmd_template)

    p = subparsers.add_parser("label", help="name a template node as a field")
    p.add_argument("project", help="project file")
    p.add_argument("--field", help="field name (TITLE, AUTHOR ...)")
    p.add_argument("--cluster", type=int, help="template by cluster number")
    p.add_argument("--template", help="template by id")
    p.add_argument("--node", help="template node (E3:2) or text slot (E3:2#1)")
    p.add_argument("--page", help="example page: its id (path in the crawl), or its path "
                   "from here, or an absolute path")
    p.add_argument("--xpath", help="XPath of the field's element or text node on --page")
    p.add_argument("--value", help="the field's value on --page")
    p.add_argument("--pick", type=int, help="choose candidate N of an ambiguous --value")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--repeated", action="store_true",
                       help="the field is a list (one value per record, or every text)")
    group.add_argument("--single", action="store_true",
                       help="the field is one value even inside a repeated record")
    p.add_argument("--type", choices=TYPES, help="normalise and check the values as this "
                   "type (default: text, or the type the field already has)")
    p.add_argument("--values", choices=VALUE_POLICIES,
                   help="what is written of the values found on a page: every one (all, the "
                        "default), the first, or all joined into one (join); with --field "
                        "alone, changes an existing field")
    p.add_argument("--join-with", metavar="SEP", help="separator of --values join "
                   "(default '; ')")
    p.add_argument("--clean", metavar="REGEX", help="cut each value to this regular "
                   "expression's first group (or match); a value it does not match is kept")
    p.add_argument("--list", action="store_true", help="list the labels")
    p.add_argument("--remove", type=int, metavar="ID", help="delete label ID")
    common(p)
    p.set_defaults(func=cmd_label)

    p = subparsers.add_parser("extract", help="extract the labelled fields of a crawl's pages")
    p.add_argument("crawl", nargs="+", help=CRAWL_HELP + "; new pages, or the project's own")
    p.add_argument("--project", required=True, help="project file with templates and labels")
    p.add_argument("--out", required=True, type=output_file, help="output file")
    p.add_argument("--format", choices=FORMATS, help="default: from --out's suffix, else xml")
    p.add_argument("--fields", metavar="A,B", help="write only these fields, in this order "
                   "(default: every labelled field)")
    p.add_argument("--templates", metavar="ID,ID", help="write only the pages extracted with "
                   "these templates (others are counted 'not selected'; default: all)")
    p.add_argument("--unmatched", choices=UNMATCHED_MODES, default=TEMPLATE_FREE,
                   help="pages no template fits are pooled; 'template-free' (default) also "
                   "writes their CONTENT, TITLE and DATE as the template-free extractors find "
                   "them (when the project has those fields), 'pool' writes nothing")
    p.add_argument("--workers", type=WORKERS, help=f"worker processes (default 1; "
                   f"{os.cpu_count()} cores here)")
    add_scheduler_option(p)
    p.add_argument("--config", help="engine options TOML file overlaying the defaults")
    common(p)
    p.set_defaults(func=cmd_extract)

    p = subparsers.add_parser("fields", help="how well each labelled field fills its "
                              "template's pages, and which pages to look at")
    p.add_argument("project", help="project file with templates and labels")
    p.add_argument("--templates", metavar="ID,ID", help="only these templates")
    p.add_argument("--workers", type=WORKERS, help=f"worker processes (default 1; "
                   f"{os.cpu_count()} cores here)")
    add_scheduler_option(p)
    p.add_argument("--config", help="engine options TOML file overlaying the defaults")
    common(p)
    p.set_defaults(func=cmd_fields)

    p = subparsers.add_parser("discover", help="cluster the pool of unmatched pages into new "
                                                "templates")
    p.add_argument("project", help="project file")
    p.add_argument("--min-pool", type=integer(1), default=template_jobs.DEFAULT_MIN_POOL,
                   help=f"run only with at least this many pooled pages "
                        f"(default {template_jobs.DEFAULT_MIN_POOL})")
    p.add_argument("--min-pages", type=integer(1),
                   default=template_jobs.DEFAULT_MIN_TEMPLATE_PAGES,
                   help=f"pages a new template needs (default "
                        f"{template_jobs.DEFAULT_MIN_TEMPLATE_PAGES})")
    p.add_argument("--show", type=integer(0), metavar="N",
                   help="print at most N parts per template")
    p.add_argument("--config", help="engine options TOML file overlaying the defaults")
    common(p)
    p.set_defaults(func=cmd_discover)
