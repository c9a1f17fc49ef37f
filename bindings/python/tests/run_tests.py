# SPDX-License-Identifier: MIT
"""Run the binding's unittest suite and end with the line "N passed, N failed".

Usage: python3 bindings/python/tests/run_tests.py [-v] [PATTERN]
Exit status 0 only if no test failed or errored (a run with no test at all fails too).
"""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv):
    verbosity = 2 if "-v" in argv else 1
    args = [a for a in argv if a != "-v"]
    pattern = args[0] if args else "test_*.py"
    sys.path.insert(0, HERE)
    suite = unittest.defaultTestLoader.discover(HERE, pattern=pattern, top_level_dir=HERE)
    result = unittest.TextTestRunner(verbosity=verbosity, stream=sys.stdout).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped - len(result.expectedFailures)
    if skipped:
        print("%d skipped" % skipped)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and result.testsRun > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
