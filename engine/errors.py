"""The two kinds of refusal the engine gives, each carrying one human sentence."""


class RoundhouseError(Exception):
    """Base of every error the engine raises on purpose."""


class DataError(RoundhouseError):
    """An asset or save file does not match its schema; the message names the field."""


class IllegalAction(RoundhouseError):
    """A player's action breaks a rule; the message says which, and the state is unchanged."""


class NotPlayable(DataError):
    """The title's rules are not complete yet: its board can be viewed, no game played."""


class Cancelled(Exception):  # noqa: N818 - the name says what happened, as the desktop always called it
    """The user cancelled a long job (a load: parsing, undo resolution or replay).  Not a
    ``RoundhouseError``: nothing was refused, and code that reports refusals must let it pass."""
