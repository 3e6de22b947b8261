"""The lessons the window lists, and opening a teacher's lesson folder."""
