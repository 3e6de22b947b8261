"""Where a program is written: the expression editor and the build palette."""
