"""The map of pages' pure geometry (tplx_gui/plots/map_layout.py, no Qt): classical and landmark
MDS, pages around their medoid; and the map's reader of medoid-to-medoid distances."""

import numpy as np
import pytest

from tplx_gui.plots.map_layout import classical_mds, landmark_mds, medoid_positions, page_positions
from tplx_gui.plots.page_map import medoid_distance_reader


def test_mds_recovers_euclidean_distances():
    rng = np.random.default_rng(3)
    points = rng.normal(size=(12, 2))
    d = np.sqrt(((points[:, None] - points[None]) ** 2).sum(-1))
    xy = classical_mds(d)
    got = np.sqrt(((xy[:, None] - xy[None]) ** 2).sum(-1))
    np.testing.assert_allclose(got, d, atol=1e-9)
    assert classical_mds(np.zeros((1, 1))).shape == (1, 2)
    with pytest.raises(ValueError):
        classical_mds(np.zeros((2, 3)))


def test_landmark_mds_places_other_points_exactly_for_euclidean_data():
    rng = np.random.default_rng(4)
    points = rng.normal(size=(40, 2))
    d = np.sqrt(((points[:, None] - points[None]) ** 2).sum(-1))
    marks, others = np.arange(8), np.arange(8, 40)
    lm, om = landmark_mds(d[np.ix_(marks, marks)], d[np.ix_(others, marks)])
    xy = np.zeros((40, 2))
    xy[marks], xy[others] = lm, om
    got = np.sqrt(((xy[:, None] - xy[None]) ** 2).sum(-1))
    np.testing.assert_allclose(got, d, atol=1e-7)
    # the same through medoid_positions with a landmark cap below the number of medoids
    placed = medoid_positions(lambda r, c: d[np.ix_(r, c)], sizes=np.arange(40, 0, -1),
                              max_landmarks=10)
    got = np.sqrt(((placed[:, None] - placed[None]) ** 2).sum(-1))
    np.testing.assert_allclose(got, d, atol=1e-7)


def test_pages_sit_at_their_distance_from_their_medoid():
    centres = np.array([[0.0, 0.0], [5.0, 1.0]])
    labels = np.array([0, 0, 1, 0, 1])
    medoids = np.array([1, 4])
    to_medoid = np.array([0.3, 0.0, 0.7, 0.1, 0.0])
    xy = page_positions(centres, labels, medoids, to_medoid)
    radius = np.linalg.norm(xy - centres[labels], axis=1)
    np.testing.assert_allclose(radius, to_medoid, atol=1e-12)
    np.testing.assert_array_equal(xy[medoids], centres)


def test_medoid_reader_reads_blocks_between_medoids():
    rng = np.random.default_rng(7)
    points = rng.normal(size=(30, 2))
    square = np.sqrt(((points[:, None] - points[None]) ** 2).sum(-1))
    medoids = np.array([3, 17, 22])
    read = medoid_distance_reader(lambda rows, cols: square[np.ix_(rows, cols)], medoids)
    np.testing.assert_allclose(read(np.arange(3), np.array([2, 0])),
                               square[np.ix_(medoids, medoids[[2, 0]])], atol=1e-7)
