"""Lessons: what a lesson is (model.py), the rules of its file (validation.py), reading it
(loader.py), the data sets they train on (datasets.py), and the runner that computes and prints
every figure (runner.py). The top layer of core: it uses all the others.
"""

from gradwalk.core.lessons.loader import available_lessons, lessons_dir, load_lesson, load_lesson_folder
from gradwalk.core.lessons.model import STEP_KINDS, DataSource, Lesson, LessonError, Section, Step, Texts

__all__ = ["STEP_KINDS", "DataSource", "Lesson", "LessonError", "Section", "Step", "Texts",
           "available_lessons", "lessons_dir", "load_lesson", "load_lesson_folder"]
