"""Lessons: what a lesson is (model.py), reading its files (loader.py), the data sets they train
on (datasets.py), and the runner that computes and prints every figure (runner.py). The top layer
of core: it uses all the others.
"""

from gradwalk.core.lessons.loader import (
    STEP_KINDS,
    DataSource,
    Lesson,
    LessonError,
    Section,
    available_lessons,
    lessons_dir,
    load_lesson,
    load_lesson_folder,
)

__all__ = ["STEP_KINDS", "DataSource", "Lesson", "LessonError", "Section", "available_lessons",
           "lessons_dir", "load_lesson", "load_lesson_folder"]
