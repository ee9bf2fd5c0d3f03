#!/usr/bin/env python3
"""lms-validate.py — check a results.json against the platform's documented
format, and the expectation of the test that calls it.

  lms-validate.py gradescope|prairielearn RESULTS_JSON pass|fail|none

Gradescope: score and tests (name, score, max_score, visibility, output;
status passed|failed if present), visibility one of the four documented
values, score <= max_score for each test, the tests' scores summing to the
score.  PrairieLearn: gradable (bool), score in 0..1, message and output
(strings), tests (name, points, max_points, message, output), points <=
max_points.  pass: full marks; fail: gradable, below full marks; none: not
graded (Gradescope: 0; PrairieLearn: gradable false).
"""
import json
import math
import sys

VIS = {"visible", "hidden", "after_due_date", "after_published"}


def num(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def gradescope(r, want):
    assert isinstance(r, dict), "not an object"
    assert num(r.get("score")), "score missing or not a number"
    assert isinstance(r.get("output", ""), str), "output not a string"
    assert isinstance(r.get("tests"), list) and r["tests"], "tests missing or empty"
    total = 0.0
    maxsum = 0.0
    for t in r["tests"]:
        for k, typ in (("name", str), ("output", str), ("visibility", str)):
            assert isinstance(t.get(k), typ), f"test {t.get('name')!r}: {k} missing or not {typ.__name__}"
        assert num(t.get("score")) and num(t.get("max_score")), f"test {t['name']!r}: score/max_score"
        assert 0 <= t["score"] <= t["max_score"] + 1e-9, f"test {t['name']!r}: score > max_score"
        assert t["visibility"] in VIS, f"test {t['name']!r}: visibility {t['visibility']!r}"
        assert t.get("status", "passed") in ("passed", "failed"), f"test {t['name']!r}: status"
        total += t["score"]
        maxsum += t["max_score"]
    assert abs(total - r["score"]) < 1e-6, f"tests sum to {total}, score is {r['score']}"
    if "max_score" in r:
        assert abs(maxsum - r["max_score"]) < 1e-6, f"max_scores sum to {maxsum}, not {r['max_score']}"
    assert r.get("visibility", "visible") in VIS
    full = r["score"] >= maxsum - 1e-9 and maxsum > 0
    if want == "pass":
        assert full, f"expected full marks, got {r['score']} of {maxsum}"
    elif want == "fail":
        assert not full, f"expected below full marks, got {r['score']} of {maxsum}"
    else:
        assert r["score"] == 0, f"expected 0, got {r['score']}"


def prairielearn(r, want):
    assert isinstance(r, dict), "not an object"
    assert isinstance(r.get("gradable"), bool), "gradable missing or not a bool"
    assert num(r.get("score")) and 0 <= r["score"] <= 1, "score missing or not in 0..1"
    for k in ("message", "output"):
        assert isinstance(r.get(k), str), f"{k} missing or not a string"
    assert isinstance(r.get("tests"), list), "tests missing"
    for t in r["tests"]:
        for k in ("name", "message", "output"):
            assert isinstance(t.get(k), str), f"test {t.get('name')!r}: {k}"
        assert num(t.get("points")) and num(t.get("max_points")), f"test {t['name']!r}: points"
        assert 0 <= t["points"] <= t["max_points"] + 1e-9, f"test {t['name']!r}: points > max_points"
    if want == "pass":
        assert r["gradable"] and r["score"] == 1, f"expected 1, got {r['score']}"
    elif want == "fail":
        assert r["gradable"] and r["score"] < 1, f"expected below 1, got {r['score']}"
    else:
        assert not r["gradable"], "expected gradable false"


def main():
    platform, path, want = sys.argv[1:4]
    with open(path) as f:
        r = json.load(f)
    try:
        (gradescope if platform == "gradescope" else prairielearn)(r, want)
    except AssertionError as e:
        print(f"{path}: {e}")
        return 1
    return 0


sys.exit(main())
