"""tplx workbench (PySide6). Imports the engine; the engine never imports this package."""
