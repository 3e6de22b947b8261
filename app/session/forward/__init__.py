"""Forward mode without Qt: the sweep's records, the rules it shows, typed seed directions, the
Jacobian's build."""
