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


def test_ctrl_shift_z_redoes_and_the_window_keeps_qwidget_actions(
        make_window, qtbot, open_project, project_copy, wait_jobs):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QKeySequence

    window = make_window()
    open_project(window, project_copy)
    session = window.session
    assert QKeySequence("Ctrl+Shift+Z") in window.redo_action.shortcuts()
    window.menu_actions.threshold_up.trigger()  # one undoable step
    wait_jobs(session)
    raised = session.threshold
    session.undo.undo()
    wait_jobs(session)
    assert session.threshold != raised and session.undo.canRedo()
    window.activateWindow()
    qtbot.keyClick(window.dendrogram, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wait_jobs(session)
    assert session.threshold == raised and not session.undo.canRedo()
    # QWidget.actions() is Qt's own (the registry is menu_actions): every action is on it
    assert callable(window.actions)
    on_window = window.actions()
    assert all(isinstance(a, QAction) for a in on_window)
    assert set(window.menu_actions.all()) <= set(on_window)
