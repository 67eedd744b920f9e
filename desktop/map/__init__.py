"""The map on screen: scene items from engine geometry, and a zoomable view."""
