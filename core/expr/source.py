"""A program's text: read into a syntax tree within the limits, and positions in it for errors.

`parse_program` is the first step of every program: it refuses text that is too long, is not
valid syntax or nests too deeply, and returns the tree with a `Source`, which turns a node of the
tree into the line and column a learner sees. Every problem anywhere in the language is an
`ExpressionError` carrying such a position.
"""

import ast
import re
import threading
import unicodedata
import warnings
from dataclasses import dataclass

from gradwalk.core.engine import GradwalkError
from gradwalk.core.words import prose_number, translate

__all__ = ["ExpressionError", "Limits", "Source", "parse_program"]

_LINE_BREAK = r"\r\n|\r|\n"  # the line breaks Python's tokenizer knows


@dataclass(frozen=True)
class Limits:
    """How much one evaluation may ask for, so a typo cannot freeze the app or fill its memory."""

    max_text_length: int = 10_000  # characters
    max_elements: int = 1_000_000  # per tensor, checked before making one and after every operation
    max_total_elements: int = 50_000_000  # all tensors made, together: a graph keeps them alive
    # multiply-adds one operation may take: a matmul of two 1000 × 1000 matrices (a fraction of a
    # second), not one whose inner size makes each element cost far more
    max_work: int = 1_000_000_000
    max_operations: int = 10_000  # operators, constructors and method calls, all counted
    max_depth: int = 100  # how deeply the syntax tree may nest


class ExpressionError(GradwalkError, ValueError):
    """A program that is not part of the language, or that failed while computing.

    `line` and `col` are 1-based and count characters, as an editor shows them; `message` is the
    explanation alone, and `str(error)` is "line L, column C: message".
    """

    def __init__(self, message: str, line: int = 1, col: int = 1) -> None:
        super().__init__(translate("Expression", "line {0}, column {1}: {2}").format(line, col, message))
        self.message = message
        self.line = line
        self.col = col

    def __reduce__(self):  # keep all three fields when the error crosses a process boundary
        return type(self), (self.message, self.line, self.col)


class Source:
    """The program's text, to turn the parser's positions into the ones a learner sees.

    The parser counts columns in UTF-8 bytes from 0; an editor counts characters from 1.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = re.split(_LINE_BREAK, text)

    def column(self, line: int, byte_col: int) -> int:
        text = self.lines[line - 1] if 1 <= line <= len(self.lines) else ""
        return len(text.encode("utf-8")[:byte_col].decode("utf-8", "ignore")) + 1

    def error(self, node: ast.AST, message: str) -> ExpressionError:
        return ExpressionError(message, *self.position(node))

    def position(self, node: ast.AST) -> tuple[int, int]:
        """Where to point for `node`: its operator or method name where it has one."""
        if isinstance(node, ast.BinOp):
            return self._operator_position(node)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            return self._attribute_position(node.func)
        if isinstance(node, ast.Attribute):
            return self._attribute_position(node)
        return self.start(node)

    def start(self, node: ast.AST) -> tuple[int, int]:
        return node.lineno, self.column(node.lineno, node.col_offset)

    def _operator_position(self, node):
        # The tree does not record where `+` is; it is the first thing after the left operand
        # that is not a space, a closing parenthesis, a line continuation or a comment.
        line = node.left.end_lineno
        index = self.column(line, node.left.end_col_offset) - 1
        while line <= len(self.lines):
            text = self.lines[line - 1]
            while index < len(text) and text[index] in " \t\f)\\":
                index += 1
            if index < len(text) and text[index] != "#":
                return line, index + 1
            line, index = line + 1, 0
        return self.start(node)

    def _attribute_position(self, node):
        # `node.attr` is the last thing in an attribute: it ends where the node ends.
        end = self.column(node.end_lineno, node.end_col_offset)
        return node.end_lineno, max(1, end - len(node.attr))


def parse_program(text: str, limits: Limits) -> tuple[Source, ast.Module]:
    """The text and its syntax tree, once its length, its syntax and its depth are within bounds."""
    if not isinstance(text, str):
        raise ExpressionError(translate("Expression", "the expression must be text, not {0}").format(
            type(text).__name__))
    # A number is written as code (core/typed_numbers.py): `−` (U+2212), the minus sign of printed
    # text, is read as `-`, a character for a character, so every column stays where it was.
    text = text.replace("\u2212", "-")
    source = Source(text)
    _check_length(source, limits)
    _check_characters(source)
    tree = _parse(text)
    _check_depth(tree, source, limits)
    return source, tree


def _check_length(source, limits):
    if len(source.text) > limits.max_text_length:
        before = source.text[: limits.max_text_length]
        line = len(re.findall(_LINE_BREAK, before)) + 1
        col = len(re.split(_LINE_BREAK, before)[-1]) + 1
        raise ExpressionError(
            translate("Expression", "the text is {0} characters long; the limit is {1} characters").format(
                prose_number(len(source.text)), prose_number(limits.max_text_length)),
            line,
            col,
        )


# Characters Python refuses anywhere, even in a comment, and reports at the start of the text
# (a NUL) or with a message about its own encoder (half of a UTF-16 surrogate pair).
_UNREADABLE = re.compile("[\x00\ud800-\udfff]")


def _check_characters(source):
    """Point at a NUL or a lone surrogate where it is, before the parser hides where."""
    found = _UNREADABLE.search(source.text)
    if found is None:
        return
    before = source.text[: found.start()]
    line = len(re.findall(_LINE_BREAK, before)) + 1
    col = len(re.split(_LINE_BREAK, before)[-1]) + 1
    if found.group() == "\x00":
        message = translate("Expression", "a NUL character (U+0000) is here; it cannot be part of a program, "
                            "delete it")
    else:
        message = translate("Expression", "a broken character (U+{0:04X}, half of a pair that should make "
                            "one character) is here; delete it").format(ord(found.group()))
    raise ExpressionError(message, line, col)


def _invisible(source, line, col):
    """"U+200B ZERO WIDTH SPACE" when the character at `line`, `col` is one that shows as
    nothing or as a plain space (a format character, a no-break space), else None."""
    text = source.lines[line - 1] if 1 <= line <= len(source.lines) else ""
    if not 1 <= col <= len(text):
        return None
    char = text[col - 1]
    if unicodedata.category(char) in ("Cf", "Zs", "Zl", "Zp", "Cc") and char not in " \t\f":
        return f"U+{ord(char):04X} {unicodedata.name(char, '')}".strip()
    return None


# CPython 3.11 counts the depth of the AST objects it builds in one counter for every thread: two
# threads parsing at once can upset it and fail with "SystemError: AST constructor recursion depth
# mismatch" (python/cpython#106905). The window parses on its own thread and on its jobs' threads,
# so every parse of a program, a lesson's or a learner's, goes through `parse_python`.
_PARSING = threading.Lock()


def parse_python(text: str, mode: str = "exec") -> ast.AST:
    """`ast.parse(text, mode=mode)`, one thread at a time (see above)."""
    with _PARSING:
        return ast.parse(text, mode=mode)


def _parse(text):
    try:
        with warnings.catch_warnings():
            # Python accepts `1if x else y` with a warning on the console; here it is an error
            # the learner sees beside the text, like any other syntax problem.
            warnings.simplefilter("error", SyntaxWarning)
            return parse_python(text, mode="exec")
    except SyntaxError as err:
        line = err.lineno or 1
        col = max(1, err.offset or 1)  # SyntaxError already counts characters, from 1
        invisible = _invisible(Source(text), line, col)
        if invisible is not None:  # the learner sees nothing wrong there: say what it is
            raise ExpressionError(translate(
                "Expression", "a character that shows as nothing or as a plain space ({0}) is here, outside "
                "a comment; delete it (type a plain space if one is needed)"
            ).format(invisible), line, col) from None
        raise ExpressionError(_syntax_message(err.msg or ""), line, col) from None
    except (RecursionError, MemoryError):  # the parser itself gives up on very deep nesting
        message = translate("Expression", "the expression is nested too deeply to read")
        raise ExpressionError(message) from None
    except ValueError as err:  # older Pythons report a NUL character this way
        raise ExpressionError(translate("Expression", "this is not valid syntax: {0}").format(err)) from None


def _syntax_message(python_says: str) -> str:
    """Python's own word on a syntax error, in the reader's language for the common ones; the
    rest keep Python's English after a translated start."""
    if python_says == "invalid syntax":  # Python has nothing more to say: neither do we
        return translate("Expression", "this is not valid syntax")
    if python_says == "invalid syntax. Perhaps you forgot a comma?":
        return translate("Expression", "this is not valid syntax: is a comma missing?")
    never_closed = re.fullmatch(r"'(.)' was never closed", python_says)
    if never_closed:
        return translate("Expression", "this is not valid syntax: '{0}' is never closed").format(
            never_closed.group(1))
    unmatched = re.fullmatch(r"unmatched '(.)'", python_says)
    if unmatched:
        return translate("Expression", "this is not valid syntax: '{0}' closes nothing that was "
                         "opened").format(unmatched.group(1))
    if python_says == "unexpected indent":
        return translate("Expression", "this is not valid syntax: a line starts with spaces; each "
                         "line starts at its first column")
    return translate("Expression", "this is not valid syntax: {0}").format(python_says)


def _check_depth(tree, source, limits):
    """Refuse a tree nested deeper than the limit, before anything walks it recursively.

    This walk keeps its own stack, so even a tree too deep for Python's recursion is measured.
    """
    stack = [(statement, 1, statement) for statement in tree.body]
    while stack:
        node, depth, located = stack.pop()
        if depth > limits.max_depth:
            raise source.error(located, translate(
                "Expression", "the expression is nested more than {0} levels deep"
            ).format(prose_number(limits.max_depth)))
        for child in ast.iter_child_nodes(node):
            # Operator and context nodes carry no position; point at their nearest ancestor.
            stack.append((child, depth + 1, child if hasattr(child, "lineno") else located))
