"""dialogs of the tplx workbench."""
