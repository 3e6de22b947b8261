"""The backward walk and the tape's, as plain records the views draw."""
