"""models of the tplx workbench."""
