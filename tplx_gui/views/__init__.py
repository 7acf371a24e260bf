"""views of the tplx workbench."""
