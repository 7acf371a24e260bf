"""The distance heatmap of the selected cluster fills its dock, whatever the dock's shape."""

from __future__ import annotations

import pytest

from tplx_gui.plots.heatmap import DistanceHeatmap


@pytest.mark.parametrize("size", [(600, 260), (300, 500)])
def test_the_heatmap_fills_its_dock(qtbot, synthetic_session, size):
    session = synthetic_session(skip_above=None)
    plot = DistanceHeatmap(session)
    qtbot.addWidget(plot)
    plot.resize(*size)
    plot.show()
    session.select_cluster(0)
    plot.update_later.flush()
    qtbot.wait(50)
    assert len(plot.pages) == len(session.cut.members(0))
    box = plot.getPlotItem().getViewBox()
    shown = plot.mapFromScene(plot.image.mapRectToScene(plot.image.boundingRect())).boundingRect()
    frame = plot.mapFromScene(box.sceneBoundingRect()).boundingRect()
    # the image covers (almost) all of the plot's view box in both directions
    assert shown.width() >= 0.9 * frame.width() and shown.height() >= 0.9 * frame.height()
