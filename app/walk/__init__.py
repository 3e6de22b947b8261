"""The walk in the window: the editor's program drawn and stepped, backward, on the tape or forward."""
