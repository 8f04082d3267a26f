"""One module per command of `judge-io`: test, stress, list. Each has run(args) -> exit status."""
