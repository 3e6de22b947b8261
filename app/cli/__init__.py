"""The command line's subcommands, those without a window and those that render one."""
