"""What the main window's parts (``ActionsMixin``, ``FilesMixin``, ``LayoutMixin``,
``ContextMenusMixin``) are type-checked against: they are pieces of ``MainWindow``, a
``QMainWindow``, and read the window's state and each other's methods through ``self``.

At run time ``WindowHost`` is ``object`` (the mixins stay plain mixins, ``MainWindow`` supplies
the ``QMainWindow``).  For the type checker it is a ``QMainWindow`` with the window's main state
declared; what is not declared here (the other parts' methods) is read as ``Any`` for now
(``__getattr__``): naming every method here would copy ``MainWindow``'s interface.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QDockWidget, QGraphicsScene, QMainWindow

    from desktop.controller import GameController
    from desktop.files import AppPaths, Session
    from desktop.map.scene import MapScene

    class WindowHost(QMainWindow):
        paths: AppPaths
        settings: QSettings
        session: Session
        controller: GameController
        scene: MapScene | None
        panels: dict[str, Any]  # each panel its own class (ActionPanel, LogPanel, …)
        docks: dict[str, QDockWidget]
        placeholder: QGraphicsScene
        manifest_dialog: Any  # (each a dialog once opened, else None)
        rules_notes_dialog: Any
        load_problem_dialog: Any

        def __getattr__(self, name: str) -> Any: ...

else:
    WindowHost = object
