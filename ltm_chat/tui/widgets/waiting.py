"""A one-line spinner above the composer while the app waits: the engine loading, the reply's
first token. Hidden (display: none) the rest of the time, so the idle layout is unchanged."""

from __future__ import annotations

from textual.widgets import Static

FRAMES = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
FRAME_SECONDS = 0.1


class WaitingIndicator(Static):
    """`wait(message)` shows it (or re-words it); `done()` hides it."""

    DEFAULT_CSS = """
    WaitingIndicator {
        height: 1;
        padding: 0 1;
        color: $text-muted;
        display: none;
    }
    WaitingIndicator.-waiting { display: block; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__("", markup=False, **kwargs)
        self.message = ""
        self._frame = 0
        self._timer = None

    def on_mount(self) -> None:
        self._timer = self.set_interval(FRAME_SECONDS, self._tick, pause=not self.waiting)

    def wait(self, message: str) -> None:
        self.message = message
        self.add_class("-waiting")
        self._render_frame()
        if self._timer is not None:
            self._timer.resume()

    def done(self) -> None:
        self.message = ""
        self.remove_class("-waiting")
        if self._timer is not None:
            self._timer.pause()

    @property
    def waiting(self) -> bool:
        return self.has_class("-waiting")

    def _tick(self) -> None:
        self._frame = (self._frame + 1) % len(FRAMES)
        self._render_frame()

    def _render_frame(self) -> None:
        self.update(f"{FRAMES[self._frame]} {self.message}")
