"""plots of the tplx workbench."""
