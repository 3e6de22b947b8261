"""Devices: where a tensor's numbers live, and the array library that computes on them.

"cpu" is numpy; "cuda" is cupy, which mirrors numpy's interface on an NVIDIA GPU. Everything that
differs between the two lives here, in one `Backend` per device, so the rest of the engine writes
`backend.xp.exp(x)` and runs on either.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gradwalk.core.words import translate

from .errors import DeviceError

__all__ = ["Backend", "CPU", "backend", "cuda_is_available", "cuda_unavailable_reason"]

class Backend:
    """One device: its name and array module (`xp`), plus moving data in and out."""

    def __init__(self, name: str, xp: Any, kept_dtypes: frozenset = frozenset()) -> None:
        self.name = name
        self.xp = xp
        # The dtypes whose arithmetic results the library always hands back in the same dtype,
        # so the engine need not look (a test checks every operation in each of them); for the
        # others, each result's dtype is checked and converted back where it was promoted.
        self.kept_dtypes = kept_dtypes

    def asarray(self, data: Any, np_dtype: np.dtype) -> Any:
        """A fresh array on this device; never a view of the caller's buffer."""
        return self.xp.array(data, dtype=np_dtype, copy=True)

    def to_numpy(self, array: Any) -> np.ndarray:
        """A numpy copy of `array`, for printing and plotting."""
        if self.xp is np:
            return np.array(array, copy=True)
        return self.xp.asnumpy(array)


# numpy 2 never promotes a float array or scalar combined with a Python number (NEP 50).
CPU = Backend("cpu", np, kept_dtypes=frozenset({"f16", "f32", "f64"}))
_cuda_backend = None


def cuda_unavailable_reason() -> str | None:
    """Why "cuda" cannot be used here, in words, or None when it can."""
    try:
        import cupy  # optional, and slow to import: only when the GPU is asked about
    except ImportError:
        return translate("Engine",
                         'cupy is not installed; install the CUDA extra with: pip install -e ".[cuda]"')
    except Exception as exc:  # a broken cupy install raises all sorts of errors on import
        return translate("Engine", "cupy could not be imported ({0}: {1})").format(type(exc).__name__, exc)
    try:
        if not cupy.is_available():
            return translate("Engine",
                             "cupy is installed but found no usable NVIDIA GPU or driver on this machine")
    except Exception as exc:
        return translate("Engine", "cupy could not reach a GPU ({0}: {1})").format(type(exc).__name__, exc)
    return None


def backend(device: object) -> Backend:
    """The Backend for a device name, or a DeviceError that says why it cannot be used."""
    global _cuda_backend
    if not isinstance(device, str):
        raise DeviceError(translate("Engine", 'a device is named "cpu" or "cuda", got {0} {1}').format(
            type(device).__name__, f"{device!r:.40}"))
    if device == "cpu":
        return CPU
    if device != "cuda":
        raise DeviceError(translate("Engine", 'unknown device {0}: use "cpu" or "cuda"').format(repr(device)))
    if _cuda_backend is None:
        reason = cuda_unavailable_reason()
        if reason is not None:
            raise DeviceError(translate("Engine", 'device "cuda" is not available: {0}').format(reason))
        import cupy  # optional: see cuda_unavailable_reason

        _cuda_backend = Backend("cuda", cupy)
    return _cuda_backend


def cuda_is_available() -> bool:
    return cuda_unavailable_reason() is None
