"""The objects alive once the window is up are set aside from Python's full collections. Checked
in a process of its own: what is frozen stays for the life of the process."""

import subprocess
import sys
import textwrap


def test_the_objects_alive_are_frozen_and_what_comes_later_is_still_collected(tmp_path):
    script = textwrap.dedent("""
        import gc, weakref
        from gradwalk.app.base.collector import set_aside_what_lasts
        lasting = [[i] for i in range(50_000)]
        set_aside_what_lasts()
        frozen = gc.get_freeze_count()
        assert frozen >= 50_000, frozen
        class Node: pass
        later = Node(); later.me = later  # a cycle made afterwards
        gone = weakref.ref(later); del later
        gc.collect()
        assert gone() is None  # still collected
        print("ok", frozen)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ok")
