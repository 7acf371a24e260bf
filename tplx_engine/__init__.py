"""tplx engine: crawl -> pages -> sequences -> similarities -> clusters -> templates -> extraction.

Pure Python + lxml + numpy. Never imports Qt (checked by import-linter in the test suite).
"""

__version__ = "0.1.0"
