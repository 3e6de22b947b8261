"""planned_size (core/engine/sizes.py) says a result's size from the shapes alone: checked against the
result each operation of the table really makes."""

import math

import numpy as np
import pytest

from gradwalk.core import Tensor
from gradwalk.core.engine import planned_size as plan
from tests.core.engine.engine_cases import CASES, make_case


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("name", sorted(set(CASES) - {"to_dtype"}))
def test_the_planned_size_is_the_size_of_the_result(name, seed):
    case = make_case(name, seed)
    tensors = [Tensor(a, dtype="f64") for a in case.inputs]
    result = case.call(*tensors, *case.params)
    arguments = tensors[1:] + list(case.params)
    planned = plan(name, tensors[0], arguments)
    assert planned is not None and planned.elements == result.numel
    if name == "matmul":
        assert planned.work == result.numel * tensors[0].shape[-1]
    elif name in ("sum_all", "mean_all", "sum_keepdim", "mean_keepdim", "max_keepdim", "min_keepdim"):
        assert planned.work == tensors[0].numel
    else:
        assert planned.work == result.numel


def test_a_broadcast_with_a_number_and_shapes_that_do_not_fit():
    x = Tensor(np.zeros((3, 1)))
    assert plan("broadcast_add", x, [2.0]).elements == 3
    assert plan("broadcast_add", x, [Tensor(np.zeros((4, 5)))]) is None  # the engine explains why
    assert plan("matmul", x, [Tensor(np.zeros((2, 2)))]) is None
    assert plan("no_such_method", x, []) is None
    assert plan("broadcast_mul", Tensor(np.zeros((1000, 1, 1000))), [Tensor(np.zeros((1, 1000, 1000)))]
                ).elements == math.prod((1000, 1000, 1000))
