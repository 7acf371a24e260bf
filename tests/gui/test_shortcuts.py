"""The keyboard shortcuts of every action (tplx_gui/actions.py): unique, each with a status tip."""


def test_every_shortcut_is_unique(qtbot):
    from PySide6.QtWidgets import QWidget

    from tplx_gui.actions import create_actions

    holder = QWidget()
    qtbot.addWidget(holder)
    actions = create_actions(holder)
    keys = [a.shortcut().toString() for a in actions.all() if not a.shortcut().isEmpty()]
    assert len(keys) == len(set(keys)) and len(keys) >= 12
    assert all(a.statusTip() for a in actions.all())
