"""Record once, replay: a step of gradient descent written down as a flat program over arrays.

An eager step does more than compute. It runs the loss program in Python, makes a tensor for
every result and remembers how each was made; `backward()` then sorts that graph, walks it and
fills a GradStore; only the arrays in between are the computation itself. From one step to the
next those arrays are the same calls on new values. So a step can be recorded once and replayed:

    z = broadcast_div(centred, t5)             once: what the data alone give, at the recording
    d_t4 = vjp mean_all (d_loss; loss, t4)     backward: each rule (vjp), newest node first
    d_b = d_t3 summed back to shape ()         a share stretched by broadcasting, summed back
    d_h = d_h + d_h                            a gradient arriving by two paths, added
    w -= lr · d_w                              update: each parameter, in place
    t1 = broadcast_mul(z, w)                   forward: each operation of the loss, in order

`record_step(forward, params)` runs `forward()` (the loss program: its first result is the loss)
under a recorder and writes that program down. `Trace.replay(lr)` then runs it: the backward pass
of the last forward pass, the updates, and the forward pass at the new values, with no tensor,
graph or GradStore made. Every line calls the very function the eager engine calls (the
operation's forward, its vjp, the sum `fold_to` ends in, the update of `Var.sgd_step`) on the same
arrays in the same order, so a replayed descent gives the eager one's numbers, bit for bit.

The registers are the buffers the program needs: the parameters' own arrays (updated in place),
the inputs, the numbers the program made itself, and one per result. After a replay, the tensors
the recording made hold their new values (`results`, and whatever kept them, such as a
classifier's logit), so whatever reads them reads this step's numbers.

What a recording depends on, beyond the values, is checked before each replay (`Trace.check`):
the parameters' and the inputs' shapes, dtypes and devices, and that the parameters' buffers are
the ones it updates. A check that fails is said in words; the caller records again. Results that
depend on data alone (the data standardised inside the loss, say) are computed once, at the
recording, and again when the data change: new data of the same kind given with `Trace.feed`,
or data held in a variable that `Var.set` changed.

Some steps cannot be replayed faithfully, and `record_step` refuses them with the reason
(`TraceRefused`): a value that depends on the parameters read back into Python (`to_scalar`,
`numpy`), since what the program does next may depend on it; a conversion of dtype or device; an
integer operation; a loss that is no single number. Such a step runs eagerly, as before.

A Python number the loss program computes with (the 2 of `x * 2`) is part of what is recorded,
as jax.jit bakes it in: a program that should use another number is another program.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from operator import itemgetter
from typing import Any

from gradwalk.core.words import translate

from .backward import graph_nodes
from .budget import work_clock
from .devices import Backend
from .dtypes import FLOAT_DTYPES
from .errors import GradwalkError
from .gradmath import array_math, fold_to, folded_axes
from .inputs import float_in
from .quiet import quiet_begin, quiet_end, quietly
from .recording import next_id, start_recording, stop_recording
from .tensor import Tensor, Var

__all__ = ["Instruction", "Trace", "TraceRefused", "record_step", "ONCE", "FORWARD", "BACKWARD", "UPDATE"]

# The program's parts, in the order a replay runs them; ONCE, the results of data alone, runs at
# the recording and again when new data are fed, not at every step.
ONCE, BACKWARD, UPDATE, FORWARD = "once", "backward", "update", "forward"


class TraceRefused(GradwalkError):
    """A step the tracer cannot replay faithfully; its message says why. `results` are what the
    forward pass returned: it ran eagerly, and they are good."""

    def __init__(self, message: str, results: Sequence[Any] = ()) -> None:
        super().__init__(message)
        self.results = list(results)


@dataclass(frozen=True)
class Instruction:
    """One line of the program: `out = run(*registers[args])` (an update writes in place, out
    is then the parameter's register). `text` is the line as a learner reads it."""

    part: str  # ONCE, BACKWARD, UPDATE or FORWARD
    run: Callable[..., Any]
    args: tuple[int, ...]
    out: int
    text: str


@dataclass
class _Watched:
    """A tensor the program reads through one register (a parameter, or data), and what the
    recording depended on: its shape, dtype and device then. `buffer` is the array the register
    holds; `tensor` may be replaced by `Trace.feed` with another of the same kind."""

    name: str
    tensor: Tensor
    register: int
    buffer: Any
    shape: tuple
    dtype: str
    device: str
    is_param: bool
    updates: int | None = None  # data in a variable's buffer: its updates (Var.set) when last read

    def updated(self) -> bool:
        """Data whose buffer a `Var.set` changed in place since the program last read it."""
        box = self.tensor._version
        return self.updates is not None and box is not None and box[0] != self.updates

    def change(self) -> str | None:
        """What differs from the recording, in words; None when nothing that matters does."""
        tensor = self.tensor
        for what, recorded, now in (
                (translate("Trace", "the shape of {0}"), self.shape, tuple(tensor._data.shape)),
                (translate("Trace", "the dtype of {0}"), self.dtype, tensor._dtype),
                (translate("Trace", "the device of {0}"), self.device, tensor._backend.name)):
            if now != recorded:
                return translate("Trace", "{0} was {1} when the step was recorded and is {2} now").format(
                    what.format(self.name), _shown(recorded), _shown(now))
        if self.is_param and tensor._data is not self.buffer:  # updated in place, never replaced
            return translate("Trace", "the parameter {0} is not the array the step updates").format(self.name)
        return None


class Trace:
    """A recorded step: its program, its registers and its guards (see the module's docstring)."""

    def __init__(self, program: list[Instruction], registers: list[Any], results: list[Tensor],
                 refreshed: list[tuple[Tensor, int]], params: list[tuple[Var, int]], lr_register: int,
                 watched: list[_Watched]) -> None:
        self.program = program
        self.registers = registers
        self.results = results  # what `forward()` returned, the loss first: refreshed by each replay
        self._refreshed = refreshed  # every tensor the recording made, with its register
        self._params = params
        self._lr = lr_register
        self._watched = watched
        self.recording_seconds = 0.0  # how long the recording took: the forward pass and the writing
        self._steps = [_step(i) for i in program if i.part != ONCE]
        self._once = [_step(i) for i in program if i.part == ONCE]
        self._dtypes = sorted({var._dtype for var, _ in params})

    def __len__(self) -> int:
        """How many lines a replay runs."""
        return len(self._steps)

    def listing(self) -> list[str]:
        """The program, a line per instruction, as the window lists it."""
        return [instruction.text for instruction in self.program]

    @property
    def params(self) -> list[Var]:
        """The parameters each replay updates, in place."""
        return [var for var, _ in self._params]

    def inputs(self) -> list[str]:
        """The names of the data the program reads, which `feed` may replace."""
        return [watched.name for watched in self._watched if not watched.is_param]

    def feed(self, inputs: Mapping[str, Tensor]) -> None:
        """Read other tensors for the data named (`inputs()`) from the next replay on: new values
        of the same kind, as a jitted function takes new arguments. `check()` then says whether
        they fit the program (their shape, dtype, device); one that does not needs a new recording."""
        by_name = {watched.name: watched for watched in self._watched if not watched.is_param}
        for name, tensor in inputs.items():
            if name not in by_name:
                raise TraceRefused(translate("Trace", "the step reads no data named {0}; it reads: {1}")
                                   .format(repr(name), ", ".join(by_name) or "-"))
            by_name[name].tensor = tensor

    def check(self) -> str | None:
        """None when the program may be replayed now; else the first guard that fails, in words.

        A buffer is only ever written into (`Var.set`, an update), never resized; so while each
        tensor the program reads holds the array it held at the recording, its shape, dtype and
        device are the same too, and one comparison per tensor says so."""
        if all(watched.tensor._data is watched.buffer and not watched.updated() for watched in self._watched):
            return None
        for watched in self._watched:
            change = watched.change()
            if change is not None:
                return change
        for watched in self._watched:  # data of the same kind, fed anew or set: read from now on
            watched.buffer = self.registers[watched.register] = watched.tensor._data
            if watched.updates is not None and watched.tensor._version is not None:
                watched.updates = watched.tensor._version[0]
        registers = self.registers
        with quietly():  # and what is computed from data alone, computed again from them
            for run, read, out in self._once:
                registers[out] = run(*read(registers))
        return None

    def replay(self, lr: float) -> None:
        """One step: the backward pass of the last forward pass, each parameter's update with
        learning rate `lr`, the forward pass at the new values. Call `check()` first."""
        registers = self.registers
        # the learning rate as `Var.sgd_step` takes it, for each parameter's dtype
        registers[self._lr] = {dtype: float_in(lr, dtype, "sgd_step") for dtype in self._dtypes}
        token = quiet_begin()  # inf and nan are results here, as in the eager step
        try:
            for run, read, out in self._steps:
                registers[out] = run(*read(registers))
        finally:
            quiet_end(token)
        for tensor, register in self._refreshed:
            tensor._data = registers[register]
        for var, _ in self._params:  # counted as updates, as `sgd_step` counts them; not stamped:
            var._version[0] += 1     # the recorded results are computed again after each one


def _step(instruction: Instruction) -> tuple[Callable, Callable, int]:
    """An instruction as the replay loop runs it: its function, a getter of its arguments (a
    tuple, from the registers, in C), and the register it writes."""
    args = instruction.args
    read = itemgetter(*args) if len(args) > 1 else (lambda registers, i=args[0]: (registers[i],))
    return instruction.run, read, instruction.out


def record_step(forward: Callable[[], Sequence[Tensor]], params: Sequence[Var],
                inputs: Mapping[str, Tensor] | None = None) -> Trace:
    """Run `forward()` once, recording it, and write down the step it belongs to: the backward
    pass of its first result (the loss) to `params`, their updates, the forward pass again.
    `inputs` names the data the program reads (else each is named by its own name), for the
    guards and the listing. Raises TraceRefused (the forward pass has run, eagerly, and its
    results are good) where the step cannot be replayed faithfully."""
    began = work_clock()
    recorder = _Recorder(params)
    token = start_recording(recorder)
    try:
        results = list(forward())
    finally:
        stop_recording(token)
    if recorder.refusal is not None:
        raise TraceRefused(recorder.refusal, results)
    try:
        trace = _Writer(recorder, results, params, inputs or {}).trace()
    except TraceRefused as refused:
        raise TraceRefused(str(refused), results) from None
    trace.recording_seconds = work_clock() - began  # what replay has to pay back
    return trace


# --- the recording -------------------------------------------------------------------------------


class _Recorder:
    """What a forward pass did, as a tape sees it (core/engine/recording.py): each operation, in
    order, and any read of a value that depends on the parameters."""

    def __init__(self, params: Sequence[Var]) -> None:
        self.first_id = next_id()  # tensors made from here on were made by the recorded pass
        self.operations: list[tuple[Tensor, Any, tuple, tuple]] = []
        self.depends = {var._id for var in params}  # ids of tensors whose values follow the params
        self.buffers = {id(var._data) for var in params}
        self.clones: list[Tensor] = []
        self.refused_operation: str | None = None  # the first operation it cannot replay
        self.refused_read: str | None = None  # the first value read back (a conversion reads one)

    def record(self, out: Tensor, op: Any, inputs: tuple, params: tuple) -> None:
        self.operations.append((out, op, inputs, params))
        if any(t._id in self.depends or id(t._data) in self.buffers for t in inputs):
            self.depends.add(out._id)
            self.buffers.add(id(out._data))
        if self.refused_operation is None:
            self.refused_operation = _refused_operation(op, out)

    @property
    def refusal(self) -> str | None:
        """Why the step cannot be replayed, None when it can."""
        return self.refused_operation or self.refused_read

    def cloned(self, twin: Tensor) -> None:
        self.clones.append(twin)  # the same id as a result: refreshed with it

    def read_back(self, tensor: Tensor, how: str) -> None:
        """A value read into Python: refused where it follows the parameters."""
        if self.refused_read is None and (tensor._id in self.depends or id(tensor._data) in self.buffers):
            name = tensor.name or (tensor._op.name if tensor._op is not None else "?")
            self.refused_read = translate(
                "Trace", "the step reads the values of {0} back into Python ({1}), so what it does "
                "next may depend on them: it runs eagerly").format(name, how)


def _refused_operation(op: Any, out: Tensor) -> str | None:
    if op.forward is None:  # to_dtype, to_device: computed by their methods, not by a forward rule
        return translate("Trace", "the step converts with {0}, which the tracer does not replay: it "
                         "runs eagerly").format(op.name)
    if out._dtype not in FLOAT_DTYPES:
        return translate("Trace", "the step computes {0} on integers, which the tracer does not "
                         "replay: it runs eagerly").format(op.name)
    return None


# --- writing the program down --------------------------------------------------------------------


class _Writer:
    """The program of a recorded forward pass: its registers, then its three parts. Each backward
    line is run once as it is written, on the recorded values: its result's shape tells whether
    a share must be folded, as the eager walk tells it at every step."""

    def __init__(self, recorder: _Recorder, results: list[Tensor], params: Sequence[Var],
                 inputs: Mapping[str, Tensor]) -> None:
        self.recorder, self.results, self.params = recorder, results, list(params)
        self.input_names = {t._id: name for name, t in inputs.items()}
        self.registers: list[Any] = []
        self.names: list[str] = []
        self.register_of: dict[int, int] = {}  # tensor id -> register
        self.by_buffer: dict[int, int] = {}  # id of a result's array -> its register (detach())
        self.program: list[Instruction] = []
        self.watched: list[_Watched] = []
        self.refreshed: list[tuple[Tensor, int]] = []
        self.taken: set[str] = set()

    def trace(self) -> Trace:
        loss = self._loss()
        backend = loss._backend
        param_registers = [(var, self._new(var._data, var.name or f"p{k + 1}", var))
                           for k, var in enumerate(self.params)]
        for var, register in param_registers:
            self._watch(var, register, is_param=True)
        self._forward(backend)
        refreshed = {tensor._id: register for tensor, register in self.refreshed}
        self.refreshed += [(twin, refreshed[twin._id]) for twin in self.recorder.clones
                           if twin._id in refreshed]
        gradients = self._backward(loss, backend)
        lr_register = self._new(None, "lr", unique=False)
        update = _update(backend)
        for var, register in param_registers:
            grad = gradients[var._id]
            name = self.names[register]
            self.program.append(Instruction(UPDATE, partial(_descend, update, var._dtype),
                                            (register, grad, lr_register), register,
                                            f"{name} -= lr · {self.names[grad]}"))
        order = {ONCE: 0, BACKWARD: 1, UPDATE: 2, FORWARD: 3}  # a stable sort keeps each part's order
        program = sorted(self.program, key=lambda instruction: order[instruction.part])
        return Trace(program, self.registers, self.results, self.refreshed, param_registers,
                     lr_register, self.watched)

    def _loss(self) -> Tensor:
        if not self.results or not isinstance(self.results[0], Tensor):
            raise TraceRefused(translate("Trace", "the step's first result is not a tensor: nothing to "
                                         "differentiate"))
        loss = self.results[0]
        if loss.shape != ():
            raise TraceRefused(translate("Trace", "the loss must be a single number to be descended, "
                                         "its shape is {0}").format(loss.shape))
        if loss._id not in self.recorder.depends:
            raise TraceRefused(translate("Trace", "the loss does not depend on the parameters"))
        backends = {var._backend for var in self.params} | {loss._backend}
        if len(backends) > 1:
            raise TraceRefused(translate("Trace", "the step uses more than one device: it runs eagerly"))
        return loss

    # registers

    def _new(self, value: Any, name: str, tensor: Tensor | None = None, unique: bool = True) -> int:
        """A register holding `value`, listed as `name` (made unique among the tensors' names;
        a gradient's name is reused as a variable's is in code, `d_b = fold d_b to ()`)."""
        register = len(self.registers)
        self.registers.append(value)
        self.names.append(self._unique(name) if unique else name)
        if tensor is not None:
            self.register_of[tensor._id] = register
        return register

    def _unique(self, name: str) -> str:
        shown, k = name, 1
        while shown in self.taken:
            k += 1
            shown = f"{name}·{k}"
        self.taken.add(shown)
        return shown

    def _constant(self, value: Any, name: str) -> int:
        return self._new(value, name, unique=False)

    def _watch(self, tensor: Tensor, register: int, is_param: bool) -> None:
        """The program reads `tensor` through `register`: guarded (see `_Watched`)."""
        updates = tensor._version[0] if tensor._version is not None and not is_param else None
        self.watched.append(_Watched(self.names[register], tensor, register, tensor._data,
                                     tuple(tensor._data.shape), tensor._dtype, tensor._backend.name,
                                     is_param, updates))

    def _leaf(self, tensor: Tensor) -> int:
        """The register of an input the recording did not make: a parameter (already one), a
        detach() of a result (that result's register), or data (a constant, guarded)."""
        register = self.register_of.get(tensor._id)
        if register is not None:
            return register
        aliased = self.by_buffer.get(id(tensor._data))
        if aliased is not None:  # detach() of a result: the same numbers, no gradient through it
            self.register_of[tensor._id] = aliased
            return aliased
        for var in self.params:
            if tensor._data is var._data:  # a parameter's detach(): its buffer, updated in place
                register = self.register_of[var._id]
                self.register_of[tensor._id] = register
                return register
        name = self.input_names.get(tensor._id) or tensor.name
        if name is None:
            name = "c" if tensor._id >= self.recorder.first_id else "data"
        register = self._new(tensor._data, name, tensor)
        if tensor._id < self.recorder.first_id:  # data given to the program: guarded, may be fed anew
            self._watch(tensor, register, is_param=False)
        return register

    # the three parts

    def _forward(self, backend: Backend) -> None:
        """Each recorded operation as a forward line; one that reads no parameter as a line of
        the ONCE part: computed at the recording, and again only when new data are fed."""
        depends = self.recorder.depends
        for out, op, inputs, params in self.recorder.operations:
            args = tuple(self._leaf(t) for t in inputs)
            name = out.name or f"t{len(self.refreshed) + 1}"
            register = self._new(out._data, name, out)
            self.by_buffer[id(out._data)] = register
            parameters = tuple(self._constant(value, repr(value)) for value in params)
            if op.arity == 1:
                run: Callable = partial(op.forward, backend.xp)
                arguments = args + parameters
            else:
                run, arguments = op.forward, args
            if out._dtype not in backend.kept_dtypes:  # the engine casts back where numpy promotes
                run = partial(_cast_to, run, out._data.dtype)
            shown = ", ".join(self.names[i] for i in args)
            if params:
                shown += "; " + ", ".join(repr(p) for p in params)
            part = FORWARD if out._id in depends else ONCE  # data alone: the same at every step
            self.program.append(Instruction(part, run, arguments, register,
                                            f"{self.names[register]} = {op.name}({shown})"))
            self.refreshed.append((out, register))

    def _backward(self, loss: Tensor, backend: Backend) -> dict[int, int]:
        """The eager walk of core/engine/backward.py (`run_backward`, `visit_node`) written down:
        the same nodes in the same order, newest first, each input's share through the same vjp,
        folded and added the same way. Returns each parameter's gradient register."""
        F = array_math(backend.xp)
        totals: dict[int, int] = {}  # tensor id -> register of its gradient so far
        with quietly():
            seed = F.ones_like(loss._data)
        totals[loss._id] = self._new(seed, "d_" + self.names[self.register_of[loss._id]], unique=False)
        for node in graph_nodes(loss, gradient_path_only=True):
            grad = totals.pop(node._id, None)
            if grad is None:
                continue
            op = node._op
            node_register = self.register_of[node._id]
            inputs = [self.register_of[t._id] if t._id in self.register_of else self._leaf(t)
                      for t in node._inputs]
            parameters = tuple(self._constant(value, repr(value)) for value in node._params)
            args = (grad, node_register, *inputs, *parameters)
            for position, inp in enumerate(node._inputs):
                if not inp._requires_grad:
                    continue  # data: its gradient is never asked for here
                target = "d_" + self.names[inputs[position]]
                share = self._run(BACKWARD, partial(op.vjps[position], F), args, target,
                                  f"vjp {op.name}" + (f"[{position}]" if op.arity == 2 else ""))
                shape = inp._data.shape
                if self.registers[share].shape != shape:  # stretched: the copies' shares summed
                    share = self._run(BACKWARD, _fold(F, self.registers[share], shape, op.name), (share,),
                                      target, "fold " + _shown(shape))
                total = totals.get(inp._id)
                if total is None:
                    totals[inp._id] = share
                else:
                    totals[inp._id] = self._run(BACKWARD, F.add, (total, share), target, "+")
        return {var._id: totals[var._id] for var in self.params}

    def _run(self, part: str, run: Callable, args: tuple[int, ...], name: str, what: str) -> int:
        """Write a line, and run it on the recorded values for its result's shape. A rule that
        hands back one of its arguments as it is (the gradient of an addition is the gradient
        that arrived) needs no line: its result is that argument's register."""
        with quietly():
            value = run(*[self.registers[i] for i in args])
        for i in args:
            if self.registers[i] is value:
                return i
        register = self._new(value, name, unique=False)
        shown = [self.names[i] for i in args]
        if what == "+":
            text = f"{self.names[register]} = {shown[0]} + {shown[1]}"
        elif what.startswith("fold"):
            text = f"{self.names[register]} = {shown[0]} summed back to shape {what[5:]}"
        else:
            text = f"{self.names[register]} = {what} ({shown[0]}; {', '.join(shown[1:])})"
        self.program.append(Instruction(part, run, args, register, text))
        return register


def _fold(F: Any, value: Any, shape: tuple, op_name: str) -> Callable[[Any], Any]:
    """`fold_to(F, value, shape, op_name)` with what it works out from the shapes worked out
    once: the sum it ends in, over the same axes (a wrong rule's shape is refused here, now)."""
    fold_to(F, value, shape, op_name)
    if shape == ():
        return F.sum_all
    axes = folded_axes(value.shape, shape)
    return lambda share: F.sum_axes(share, axes, shape)


def _cast_to(run: Callable, dtype: Any, *arrays: Any) -> Any:
    data = run(*arrays)
    return data if data.dtype == dtype else data.astype(dtype)


def _update(backend: Backend) -> Callable:
    """`Var.sgd_step`'s arithmetic on raw arrays: a fresh product, subtracted in place."""
    subtract = backend.xp.subtract

    def update(param: Any, grad: Any, lr: float) -> Any:
        subtract(param, grad * lr, out=param)
        return param
    return update


def _descend(update: Callable, dtype: str, param: Any, grad: Any, rates: dict) -> Any:
    return update(param, grad, rates[dtype])


def _shown(value: Any) -> str:
    return repr(value) if not isinstance(value, tuple) else "(" + ", ".join(str(v) for v in value) + \
        ("," if len(value) == 1 else "") + ")"
