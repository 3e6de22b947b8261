"""Tests of core/expr/vocabulary.py: the operation methods a program may call agree with the
engine's op table and with the methods of Tensor."""

import inspect

from gradwalk.core.engine import OPS, Tensor
from gradwalk.core.expr import OPERATION_METHODS
from gradwalk.core.expr.vocabulary import CONSTRUCTORS, SHAPE_TAKERS, TEXT_TAKERS


def test_the_method_list_has_no_repeated_or_private_names():
    assert len(set(OPERATION_METHODS)) == len(OPERATION_METHODS)
    assert not any(name.startswith("_") for name in OPERATION_METHODS)
    assert "backward" not in OPERATION_METHODS


def test_every_operation_method_is_a_method_of_the_engine():
    for name in OPERATION_METHODS:
        assert callable(getattr(Tensor, name, None)), name


def test_every_operation_of_the_engine_can_be_called():
    # A new operation in the engine's table is part of the language without further edits.
    assert [name for name in OPS if name not in OPERATION_METHODS] == []


def test_methods_taking_a_shape_or_a_name_in_quotes_are_known_as_such():
    # The validator lets a tuple through only to SHAPE_TAKERS, and text only to TEXT_TAKERS.
    def parameters(name):
        return set(inspect.signature(getattr(Tensor, name)).parameters)

    takes_shape = {name for name in OPERATION_METHODS if "shape" in parameters(name)}
    takes_text = {name for name in OPERATION_METHODS if parameters(name) & {"dtype", "device"}}
    assert takes_shape == set(SHAPE_TAKERS) - set(CONSTRUCTORS)
    assert takes_text == set(TEXT_TAKERS)
