"""The selected page per project, remembered across sessions in the window's QSettings (by
page id, under a digest of the project's path) and selected again when its clustering shows.
A mixin of ``MainWindow``: it uses the window's session and settings.
"""

from __future__ import annotations

import hashlib


class RememberedSelection:
    def _selection_key(self) -> str | None:
        path = self.session.project_path
        if path is None:
            return None
        digest = hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:16]
        return f"projects/{digest}/selected_page"

    def _remember_selection(self) -> None:
        s, key = self.session, self._selection_key()
        if key is None or s.cut is None:
            return
        page = s.selected_page
        if page < 0 and 0 <= s.selected_cluster < s.cut.n_clusters:
            page = int(s.cut.medoids[s.selected_cluster])
        if page >= 0:
            self.settings.setValue(key, s.page_id(page))

    def _restore_selection(self) -> None:
        key = self._selection_key()
        page_id = self.settings.value(key, "", str) if key else ""
        if page_id:
            self.session.select_page_id(page_id)
