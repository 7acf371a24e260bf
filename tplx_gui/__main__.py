"""``python -m tplx_gui [CRAWL|PROJECT]``."""

from .app import main

if __name__ == "__main__":
    raise SystemExit(main())
