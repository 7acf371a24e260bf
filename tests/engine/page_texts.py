"""The texts a demo page shows, for checking that its manifest's values are on it."""


def norm(text: str) -> str:
    return " ".join(text.split())


def visible_texts(doc) -> tuple[set[str], list[str]]:
    """(normalised text of every element, normalised text of every text node), outside
    script and style."""
    elements, nodes = set(), []
    for el in doc.iter():
        if not isinstance(el.tag, str) or el.tag in ("script", "style"):
            continue
        elements.add(norm("".join(el.itertext())))
        nodes.extend(norm(t) for t in (el.text, el.tail) if t)
    return elements, nodes
