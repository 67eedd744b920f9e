"""Dock panels: Qt model/view tables over ``engine.views`` (one QAbstractTableModel each)."""
