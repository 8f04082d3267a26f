"""Record classes, as @dataclass makes them (__init__ from the annotated fields and their
defaults, __eq__, __repr__; frozen: read-only and hashable), without importing
dataclasses: its import (inspect, ast, dis) and its code generation were a fifth of a
judge's start, and the judge starts once for every command a user or a test runs.

    @record                     class fields as annotations, defaults as class attributes
    @record(frozen=True)
    stray: list = Factory(list)             a fresh default each time (default_factory)
    raw: dict = Factory(dict, compare=False)    left out of == and repr
    replace(obj, field=value)               a copy with fields changed
"""


class Factory:
    def __init__(self, make, compare=True):
        self.make = make
        self.compare = compare


class FrozenInstanceError(AttributeError):
    pass


def record(cls=None, *, frozen=False):
    if cls is None:
        return lambda c: record(c, frozen=frozen)
    names, defaults, compared = [], {}, []
    for klass in reversed(cls.__mro__):         # a base record's fields first
        for name in klass.__dict__.get('__annotations__', {}):
            if name not in names:
                names.append(name)
            if name in klass.__dict__:
                defaults[name] = klass.__dict__[name]
    for name in names:
        d = defaults.get(name)
        if not (isinstance(d, Factory) and not d.compare):
            compared.append(name)
        if isinstance(d, Factory) and name in cls.__dict__:
            delattr(cls, name)
    put = object.__setattr__

    def __init__(self, *args, **kwargs):
        if len(args) > len(names):
            raise TypeError(f'{cls.__name__}() takes {len(names)} arguments, {len(args)} given')
        for name, value in zip(names, args):
            put(self, name, value)
        for name in names[len(args):]:
            if name in kwargs:
                value = kwargs.pop(name)
            elif name in defaults:
                value = defaults[name]
                if isinstance(value, Factory):
                    value = value.make()
            else:
                raise TypeError(f'{cls.__name__}() is missing {name!r}')
            put(self, name, value)
        if kwargs:
            raise TypeError(f'{cls.__name__}() got unexpected {", ".join(map(repr, kwargs))}')

    def key(self):
        return tuple(getattr(self, name) for name in compared)

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return key(self) == key(other)

    def __repr__(self):
        return f'{cls.__qualname__}(' + ', '.join(f'{n}={getattr(self, n)!r}' for n in compared) + ')'

    cls.__init__, cls.__eq__, cls.__repr__ = __init__, __eq__, __repr__
    cls._fields_ = tuple(names)
    if frozen:
        def refuse(self, name, value=None):
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        cls.__setattr__ = refuse
        cls.__delattr__ = refuse
        cls.__hash__ = lambda self: hash(key(self))
    else:
        cls.__hash__ = None     # mutable and compared by value: unhashable, as a dataclass
    return cls


def replace(obj, **changes):
    """A copy of a record with the given fields changed."""
    values = {name: getattr(obj, name) for name in obj._fields_}
    values.update(changes)
    return obj.__class__(**values)
