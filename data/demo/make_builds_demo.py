"""Make `data/builds_demo.csv`: a demo data set of the project's own invention.

EVERY NUMBER IN THE OUTPUT IS INVENTED FOR THE DEMO. None of it comes from the course's
`builds.csv`, which is third-party data the project does not ship. The demo only has the same
columns and a similar shape, so that lesson 4 can run when that file is absent:

    created_at     ISO 8601 UTC timestamps, increasing
    sha            7 random hex characters, all different
    pages          whole numbers growing roughly over time, within 10..400
    build_seconds  about 0.04 * pages + 9, plus noise, rounded, at least 1

The seed is fixed, so running the script twice writes identical bytes.

    python data/demo/make_builds_demo.py              # writes data/builds_demo.csv
    python data/demo/make_builds_demo.py --out x.csv  # writes elsewhere
"""

from __future__ import annotations

import argparse
import csv
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np

SEED = 20240611
ROWS = 65
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "builds_demo.csv"
START = datetime(2025, 3, 3, 9, 0, 0, tzinfo=timezone.utc)


def make_rows(rows: int = ROWS, seed: int = SEED) -> list[tuple[str, str, int, int]]:
    """The demo rows: (created_at, sha, pages, build_seconds)."""
    rng = np.random.default_rng(seed)

    # Builds come minutes to two days apart.
    gaps = rng.integers(5 * 60, 2 * 24 * 3600, size=rows)
    times = [START + timedelta(seconds=int(s)) for s in np.cumsum(gaps)]

    # Short commit ids: 7 random hex characters, drawn again on the (rare) repeat.
    shas: list[str] = []
    while len(shas) < rows:
        sha = "".join(f"{d:x}" for d in rng.integers(0, 16, size=7))
        if sha not in shas:
            shas.append(sha)

    # The site grows from about 10 to about 400 pages, with some wobble along the way.
    trend = np.linspace(15, 390, rows)
    pages = np.clip(np.rint(trend + rng.normal(0, 20, size=rows)), 10, 400).astype(int)

    seconds = np.rint(0.04 * pages + 9 + rng.normal(0, 2.5, size=rows))
    seconds = np.maximum(seconds, 1).astype(int)

    return [
        (t.strftime("%Y-%m-%dT%H:%M:%SZ"), sha, int(p), int(s))
        for t, sha, p, s in zip(times, shas, pages, seconds)
    ]


def write_csv(path: Path, rows: list[tuple[str, str, int, int]]) -> None:
    # A fixed "\n" line ending, so the bytes are the same on every system.
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["created_at", "sha", "pages", "build_seconds"])
        writer.writerows(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the invented demo data set for lesson 4.")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where to write the CSV")
    args = parser.parse_args(argv)
    write_csv(args.out, make_rows())
    print(f"wrote {ROWS} invented rows to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
