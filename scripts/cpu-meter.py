#!/usr/bin/env python3
"""CPU seconds of a command's whole process tree, orphans included.

    python3 scripts/cpu-meter.py [--label NAME] -- COMMAND [ARGS...]

Prints one line to stderr when the command ends:
    cpu-meter: NAME cpu=12.34 s (user 10.00, system 2.34) wall=20.1 s status=0

`time` counts only the children that were waited for, and Chromium's
renderers and GPU process are orphaned when their parent goes (they are
reparented away from the shell and never counted). This process makes itself
a child subreaper (prctl PR_SET_CHILD_SUBREAPER), so every descendant that
outlives its parent is reparented here, waited for, and its CPU added to
RUSAGE_CHILDREN. It exits with the command's status once every descendant
has ended.
"""

import ctypes
import os
import resource
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def main(argv):
    label = None
    if argv[:1] == ['--label']:
        label, argv = argv[1], argv[2:]
    if argv[:1] == ['--']:
        argv = argv[1:]
    if not argv:
        sys.exit(__doc__)
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        sys.exit(f'cpu-meter: prctl failed: {os.strerror(ctypes.get_errno())}')
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)
    status = 0
    # Reap the command and then every orphan reparented here, until none is left.
    while True:
        try:
            reaped, wait_status = os.wait()
        except ChildProcessError:
            break
        if reaped == pid:
            status = os.waitstatus_to_exitcode(wait_status)
            if status < 0:
                status = 128 - status
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = usage.ru_utime + usage.ru_stime
    name = label or ' '.join(argv)
    print(
        f'cpu-meter: {name} cpu={cpu:.2f} s (user {usage.ru_utime:.2f}, system {usage.ru_stime:.2f})'
        f' wall={time.monotonic() - start:.1f} s status={status}',
        file=sys.stderr,
    )
    sys.exit(status)


if __name__ == '__main__':
    main(sys.argv[1:])
