"""The one error the judge reports as such: a usage error (exit status 2, one line on stderr)."""


class UsageError(Exception):
    pass
