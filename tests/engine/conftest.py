"""Engine test fixtures shared by several test files (each file tests one module)."""

import pytest

# helper modules beside the tests whose asserts should explain themselves like the tests' own
pytest.register_assert_rewrite("repeat_pages", "tplx_cli")
