"""A direction typed for Forward Mode: read against the graph's variables, or refused in words."""

import numpy as np
import pytest

from gradwalk.app.session.forward.direction import direction_text, is_direction, parse_direction

SHAPES = {"x": (3,), "b": (), "W": (2, 2)}


def test_each_variable_gets_its_tangent_of_its_shape():
    found = parse_direction("x = 1, 0, -1; b = 0.5\nW = [1, 2, 3, 4]", SHAPES)
    np.testing.assert_array_equal(found["x"], [1.0, 0.0, -1.0])
    assert found["b"].shape == () and found["b"] == 0.5
    np.testing.assert_array_equal(found["W"], [[1.0, 2.0], [3.0, 4.0]])
    np.testing.assert_array_equal(parse_direction("x = 2", SHAPES)["x"], [2.0, 2.0, 2.0])  # one for all
    np.testing.assert_array_equal(parse_direction("x = 1 −1 0", SHAPES)["x"], [1.0, -1.0, 0.0])
    found = parse_direction("x = 1_000, −2.5e−1, .5", SHAPES)["x"]  # code: `_` groups, − is minus
    np.testing.assert_array_equal(found, [1000.0, -0.25, 0.5])


def test_a_directions_numbers_are_code_in_every_language():
    from gradwalk.core.words import use_language

    use_language("fr")
    try:
        np.testing.assert_array_equal(parse_direction("x = 0.5, 1, 2", SHAPES)["x"], [0.5, 1.0, 2.0])
        assert direction_text({"b": np.array(0.25)}) == "b = 0.25"
    finally:
        use_language("en")


@pytest.mark.parametrize("text, words", [
    ("", "at least one variable, like x = 1, 0, 0"),
    ("x", "is not name = numbers"),
    ("z = 1", "z is not a variable of this graph; its variables are x, b, W"),
    ("x = 1; x = 2", "x is given twice"),
    ("x = 1, 2", "x has 3 elements; the direction gives it 2 numbers"),
    ("x = 1, two, 3", "x's tangent: two is not a number"),
    ("x = nan", "x's tangent: nan is not a finite number"),
    ("x = inf, 0, 0", "inf is not a finite number"),
    ("x = 1e999", "x's tangent: 1e999 is too large"),
    ("b = 0.5.1", "0.5.1 is not a number"),
    ("x =", "needs numbers"),
])
def test_a_direction_that_does_not_fit_says_what_in_one_sentence(text, words):
    with pytest.raises(ValueError, match=words.replace("(", r"\(")):
        parse_direction(text, SHAPES)


def test_a_direction_is_written_back_as_it_is_read():
    direction = {"x": np.array([1.0, 0.0, -1.0]), "b": np.array(0.5), "W": np.ones((2, 2))}
    text = direction_text(direction)
    assert text == "x = 1, 0, -1; b = 0.5; W = 1" and is_direction(text)
    again = parse_direction(text, SHAPES)
    assert all(np.array_equal(again[name], np.broadcast_to(direction[name], SHAPES[name])) for name in SHAPES)
    assert not is_direction("x") and not is_direction("x[1]") and not is_direction(None)


@pytest.mark.parametrize("typed", ["x = 1234567", "x = 1.0000001, 1.0000002, 3", "x = 1e-300, -0.5, 0",
                                   "x = -0, 0, 0", "x = 0.1, 0.2, 0.30000000000000004"])
def test_a_typed_direction_is_kept_to_the_last_digit(typed):
    found = parse_direction(typed, SHAPES)
    again = parse_direction(direction_text(found), SHAPES)
    assert np.array_equal(again["x"], found["x"])
    assert np.array_equal(np.signbit(again["x"]), np.signbit(found["x"]))  # -0 stays -0
    assert direction_text(found) == typed  # written back as typed


def test_a_direction_of_a_million_equal_numbers_is_written_once():
    assert direction_text({"x": np.full(1_000_000, 0.25)}) == "x = 0.25"
