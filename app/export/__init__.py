"""The window's exports: the dialogs, and the contact sheet of every section."""
