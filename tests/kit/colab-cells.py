#!/usr/bin/env python3
"""colab-cells.py — run the code cells of handouts/colab.ipynb as Colab would,
against the kit of this tree, so that the notebook cannot rot.

    colab-cells.py NOTEBOOK KIT_ROOT

What it runs, in a fresh temporary folder:
  - the student release of KIT_ROOT (tools/student-release.sh), served to
    the notebook's own fetch cell as KIT_URL=file://...: the only change to
    the notebook is that value, and KIT (where the kit goes);
  - every code cell in order, as Colab does: `%env NAME=VALUE` lines set the
    environment, a `%%bash` cell runs its body with bash (the package cell
    installs only what is missing, so here, where the packages are present,
    it installs nothing); each must exit 0.  Its build cell runs the full
    `meson setup build && meson test -C build` of the release;
  - the grade cell twice: on the untouched skeleton (it must say "not
    attempted"), then with 01's reference solution in the student's file (it
    must print the report and pass);
  - the fetch cell with the notebook's placeholder address: it must refuse,
    saying to set KIT_URL.
  - and, since that build is the student release's own README command in a
    fresh folder, the release itself: no solutions and no mutants shipped,
    no .cu file with solution markers, the README and the build cell naming
    the same test command, every exercise SKIPped as not attempted and
    nothing else run by that command; then the kit's own tests in the
    release (`meson test -C build --suite kit`, but for the compiled unit
    and emulator tests, which the kit's own run runs on the same files),
    which must pass.
The notebook may hold only markdown, `%env` and `%%bash` cells (anything
else could not be checked here), and no outputs (a committed run would show
a student stale results).  Exit 0: all passed; 1: a check failed; 77: a
package the notebook installs is missing here (its package cell would run
apt-get).  Uses only the standard library.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def cells_of(path):
    with open(path, encoding="utf-8") as f:
        nb = json.load(f)
    out = []
    for i, c in enumerate(nb.get("cells", [])):
        if c.get("cell_type") != "code":
            continue
        src = "".join(c.get("source", []))
        tags = c.get("metadata", {}).get("tags", [])
        if c.get("outputs"):
            fail("code cell %d (%s) has saved outputs: clear them before committing" % (i, tags))
        out.append((i, tags, src))
    return out


def run_cell(index, tags, src, env, cwd, expect_rc=0):
    """Run one cell as Colab would; returns its output."""
    lines = src.splitlines()
    if lines and lines[0].strip() == "%%bash":
        t0 = time.time()
        p = subprocess.run(["bash", "-c", "\n".join(lines[1:])], env=env, cwd=cwd,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        print("--- cell %d %s: exit %d, %.1f s" % (index, tags, p.returncode, time.time() - t0))
        print(p.stdout.rstrip()[-3000:])
        if expect_rc is not None and p.returncode != expect_rc:
            fail("cell %d %s exited %d" % (index, tags, p.returncode))
        return p.stdout
    for line in lines:
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if not s.startswith("%env ") or "=" not in s:
            fail("cell %d %s: only %%env and %%%%bash cells can be checked: %r" % (index, tags, s))
        name, value = s[5:].split("=", 1)
        env.setdefault(name.strip(), value.strip())  # an override set first wins
    print("--- cell %d %s: environment set" % (index, tags))
    return ""


README_COMMAND = "meson setup build && meson test -C build"


def check_release(kit, build_cell):
    """What the student release must be, once the build cell has run in it."""
    for shipped in ("solutions", os.path.join("tests", "mutants")):
        if os.path.exists(os.path.join(kit, shipped)):
            fail("the student release ships %s/" % shipped)
    for folder, _, files in os.walk(kit):
        if os.path.basename(folder) == "build" or "/build/" in folder:
            continue
        for name in files:
            if name.endswith(".cu"):
                with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
                    if "BEGIN TODO" in f.read():
                        fail("%s ships with solution markers" % os.path.join(folder, name))
    with open(os.path.join(kit, "README.md"), encoding="utf-8") as f:
        if README_COMMAND not in f.read():
            fail("the release's README does not name the test command %r" % README_COMMAND)
    if any(step not in build_cell for step in README_COMMAND.split(" && ")):
        fail("the notebook's build cell does not run the README's command %r" % README_COMMAND)
    # Every exercise folder the release ships is an untouched skeleton: a SKIP.
    want = len([d for d in os.listdir(os.path.join(kit, "exercises"))
                if os.path.isdir(os.path.join(kit, "exercises", d))])
    with open(os.path.join(kit, "build", "meson-logs", "testlog.json"), encoding="utf-8") as f:
        tests = [json.loads(line) for line in f if line.strip()]
    skipped = sum(1 for t in tests
                  if re.search(r"/ exercise-[0-9]+$", t["name"]) and t["result"] == "SKIP")
    if skipped != want:
        fail("expected %d exercises skipped as not attempted in the release, saw %d" % (want, skipped))
    # A student's `meson test` grades the exercises only (the release's
    # default test setup); the kit's own tests must still pass there, run
    # by their suite's name.
    others = [t["name"] for t in tests if not re.search(r"/ exercise-[0-9]+$", t["name"])]
    if others:
        fail("the release's `meson test` ran %d tests besides the exercises (%s): "
             "it should grade the exercises only" % (len(others), others[0]))
    # The kit's tests as the release defines them, run but for the compiled
    # unit and emulator tests (unit-*, simt-*): their sources and fixtures
    # are the same files in the release as in the kit, where the kit's own
    # run runs them; what can differ here is what the scripts find in the
    # release's tree.  All of them must be defined (--list).
    listed = subprocess.run(["meson", "test", "-C", "build", "--suite", "kit", "--list"], cwd=kit,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    names = [line.split(" / ")[-1].strip() for line in listed.stdout.splitlines() if " / " in line]
    if listed.returncode != 0 or not names:
        print(listed.stdout.rstrip()[-2000:])
        fail("the release's kit tests could not be listed")
    scripts = [n for n in names if not re.match(r"^(unit|simt)-", n)]
    t0 = time.time()
    p = subprocess.run(["meson", "test", "-C", "build", "--suite", "kit"] + scripts, cwd=kit,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    summary = [line for line in p.stdout.splitlines() if re.match(r"^(Ok|Fail|Skipped|Timeout):", line)]
    counts = {line.split(":")[0]: int(line.split()[-1]) for line in summary}
    if p.returncode == 0 and counts.get("Ok", 0) + counts.get("Skipped", 0) != len(scripts):
        print(p.stdout.rstrip()[-2000:])
        fail("the release ran %d of its %d kit tests" % (counts.get("Ok", 0) + counts.get("Skipped", 0),
                                                       len(scripts)))
    print("--- the release's own tests (%d of the %d of --suite kit; not unit-*, simt-*): "
          "exit %d, %.1f s; %s" % (len(scripts), len(names), p.returncode, time.time() - t0,
                                   ", ".join(" ".join(s.split()) for s in summary)))
    if p.returncode != 0:
        print(p.stdout.rstrip()[-3000:])
        fail("the kit's own tests fail in the student release")
    print("--- the release: no solutions, no markers, %d exercises not attempted" % want)


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    notebook, root = sys.argv[1], os.path.abspath(sys.argv[2])
    # The package cell installs what is missing with apt-get: not here (no
    # root, no network on a CI machine), so a machine without them skips.
    missing = [p for p in ("meson", "ninja", "pkg-config", "clang++") if not shutil.which(p)]
    if shutil.which("pkg-config") and subprocess.run(["pkg-config", "--exists", "cmocka"]).returncode:
        missing.append("cmocka (libcmocka-dev)")
    if shutil.which("pkg-config") and subprocess.run(["pkg-config", "--exists", "jansson"]).returncode:
        missing.append("jansson (libjansson-dev)")
    if missing:
        print("skip: this machine lacks %s, which the notebook's package cell would install "
              "with apt-get (not done in a test)" % ", ".join(missing))
        return 77
    cells = cells_of(notebook)
    by_tag = {t: (i, tags, src) for i, tags, src in cells for t in tags}
    for t in ("rg-config", "rg-apt", "rg-fetch", "rg-build", "rg-grade"):
        if t not in by_tag:
            fail("the notebook has no cell tagged %s" % t)
    t_start = time.time()
    tmp = tempfile.mkdtemp()
    try:
        tarball = os.path.join(tmp, "kit.tar.gz")
        subprocess.run(["bash", os.path.join(root, "tools", "student-release.sh"), root, tarball],
                       check=True)
        kit = os.path.join(tmp, "reduction-lab-kit")
        env = dict(os.environ, KIT_URL="file://" + tarball, KIT=kit)
        outputs = {index: run_cell(index, tags, src, env, tmp) for index, tags, src in cells}
        check_release(kit, by_tag["rg-build"][2])

        i, tags, grade = by_tag["rg-grade"]
        if "not attempted" not in outputs[i]:
            fail("the grade cell on the untouched skeleton does not say 'not attempted'")
        shutil.copy(os.path.join(root, "solutions", "01-interleaved", "reduce.cu"),
                    os.path.join(kit, "exercises", "01-interleaved", "reduce.cu"))
        out = run_cell(i, tags, grade, env, tmp)
        if "(exit 0: passed)" not in out or "exercise 01" not in out:
            fail("the grade cell did not show a passing report for 01's solution")

        i, tags, fetch = by_tag["rg-fetch"]
        placeholder = {}
        run_cell(*by_tag["rg-config"], placeholder, tmp)
        env2 = dict(os.environ, KIT_URL=placeholder["KIT_URL"], KIT=os.path.join(tmp, "none"))
        if "Set KIT_URL" not in run_cell(i, tags, fetch, env2, tmp, expect_rc=1):
            fail("the fetch cell with the placeholder address does not say to set KIT_URL")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("ok: every cell of %s ran against this tree's student release (%.0f s)"
          % (os.path.basename(notebook), time.time() - t_start))
    return 0


if __name__ == "__main__":
    sys.exit(main())
