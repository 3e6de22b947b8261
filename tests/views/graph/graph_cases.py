"""Walk records of small programs, and a big graph, for the graph view's tests."""

from gradwalk.app.session.walk.records import walk_record
from gradwalk.core.engine import Var
from gradwalk.core.engine.snapshot import graph_snapshot
from gradwalk.core.expr import evaluate

FIRST = 'x = var(2.0, dtype="f64")\ny = x.sqr() + 3 * x'
ROUNDED = "w = var([1, -2, 3])\nrounded = (w * 0.3).round().sum_all()"
SQUARE = 'x = var(3.0, dtype="f64")\nz = x * x'


def record(source: str, root: str):
    result = evaluate(source)
    snapshot = graph_snapshot(result[root])
    return walk_record(result[root], snapshot)


def big_record(terms: int = 1000):
    """t = sqr(x) + sqr(x) + …: about 2 * terms nodes, a long chain fed by one variable."""
    x = Var(2.0, dtype="f64")
    total = x.sqr()
    for _ in range(terms):
        total = total + x.sqr()
    return walk_record(total, graph_snapshot(total))
