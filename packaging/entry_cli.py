"""The frozen app's ``tplx`` (packaging/tplx.spec): the command line of tplx_engine.cli."""

import multiprocessing
import sys

if __name__ == "__main__":
    # a frozen program re-runs this executable for its worker processes: let them be workers
    multiprocessing.freeze_support()
    from tplx_engine.cli import main

    sys.exit(main())
