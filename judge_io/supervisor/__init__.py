"""The supervisor: the process the judge starts for each run (supervise.py, as a script,
`python -S -E`), and the modules it imports as siblings (cell, jail, namespaces, launch,
measure, procfs). Standard library only: nothing here imports the rest of judge_io
(tests/test_judge_structure.py checks); the judge imports procfs and namespaces from here."""
