#!/usr/bin/env bash
# runtime-gap.sh — writes harness/backend/emu/simt/include/simt_rt_gap.h on
# stdout: every function of a CUDA toolkit's cuda_runtime_api.h that the
# emulator's shim does not declare, each defined to end its case as the
# emulator's gap where it runs (simt_gap_rt_call, gap_call.c), so that a
# file naming one builds and is graded wherever the call does not run.
#
# The prototypes come from the toolkit's header preprocessed by clang++ (its
# macros gone, default arguments kept, parameter names dropped); the names
# the shim lacks from one probe compiled against the shim with an empty
# simt_rt_gap.h.  A type a prototype needs that the shim lacks is declared
# as the toolkit declares it when that costs no definition (a handle's or a
# scalar's typedef, a function pointer's), opaque otherwise (struct X; an
# enum with its underlying type int).  The header is then compiled against
# the shim; a function whose definition does not build (a struct it takes
# or returns by value, which only its full definition would allow) is left
# out, and listed in the header's last comment.
#
# A function the grader refuses by name (harness/build/compile_symbols.c:
# the copies behind its watch, graphs and capture) is only declared, extern
# "C" as simt_graph.h declares the common graph calls: a call of it leaves
# the name in the object, where that check refuses it as on a GPU.
#
#   runtime-gap.sh CUDA_INCLUDE_DIR > harness/backend/emu/simt/include/simt_rt_gap.h
set -eu
cuda=$1
kit=$(cd "$(dirname "$0")/.." && pwd)
shim=$kit/harness/backend/emu/simt/include
command -v python3 >/dev/null || { echo "runtime-gap.sh: needs python3" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$shim" "$tmp/shim"
: >"$tmp/shim/simt_rt_gap.h"
echo '#include <cuda_runtime_api.h>' >"$tmp/api.cpp"
clang++ -E -P -x c++ -std=c++17 -I"$cuda" "$tmp/api.cpp" >"$tmp/api.txt"
# cuda_runtime.h's C++ overloads (templates over the kernel or the pointer
# type), which it defines for nvcc's builds only.
echo '#include <cuda_runtime.h>' >"$tmp/rt.cpp"
clang++ -E -P -x c++ -std=c++17 -D__CUDACC__ -I"$cuda" "$tmp/rt.cpp" >"$tmp/rt.txt"
ver=$(awk '$1 == "#define" && $2 == "CUDART_VERSION" { print int($3 / 1000) "." ($3 % 1000) / 10 }' \
  "$cuda/cuda_runtime_api.h")
exec python3 - "$tmp" "${ver:-13}" "$kit/harness/build/compile_symbols.c" <<'PY'
import re, subprocess, sys, textwrap
tmp, ver = sys.argv[1], sys.argv[2]
symbols = open(sys.argv[3]).read()
refused = [n for a in ('behind_watch_prefixes', 'graph_prefixes')
           for n in re.findall(r'"(\w+)"', symbols.split(a + '[] = {')[1].split('};')[0])]
text = re.sub(r'\s+', ' ', open(tmp + '/api.txt').read())

def build(src):
    """Compiles src against the shim: clang's error lines."""
    open(tmp + '/probe.cpp', 'w').write(src)
    r = subprocess.run(['clang++', '-fsyntax-only', '-x', 'c++', '-std=c++17', '-fdeclspec',
                        '-ferror-limit=0', '-I' + tmp + '/shim', '-include', 'simt_cuda.h',
                        tmp + '/probe.cpp'], capture_output=True, text=True)
    return [l for l in r.stderr.splitlines() if 'probe.cpp:' in l and ' error: ' in l]

def line_of(err):
    return int(err.split('probe.cpp:')[1].split(':')[0])

protos = {}
for m in re.finditer(r'extern ([^;{}"]*?)\b(cuda\w+) ?\(([^;{}]*)\) ?;', text):
    protos.setdefault(m.group(2), (m.group(1).strip(), m.group(3).strip()))
names = sorted(protos)
errs = build(''.join('static const void *p%d = (const void *)&%s;\n' % (i, n)
                     for i, n in enumerate(names)))
missing = sorted({names[line_of(e) - 1] for e in errs if 'undeclared identifier' in e})

def split_top(s):
    out, depth, cur = [], 0, ''
    for ch in s:
        depth += ch in '(<'
        depth -= ch in ')>'
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    return out + [cur.strip()] if cur.strip() else out

def param(p):
    """A parameter without its name, elaborated keywords dropped."""
    decl, eq, dflt = p.partition(' = ')
    decl = re.sub(r'\b(struct|enum) ', '', decl)
    if re.search(r'\( ?\* ?\w+ ?\)', decl):
        decl = re.sub(r'\( ?\* ?\w+ ?\)', '(*)', decl)
    elif decl != 'void':
        decl = re.sub(r'\s*\b\w+\s*(\[\w*\])?$', r'\1', decl)
    decl = re.sub(r'\s*(\*+)\s*', r' \1', re.sub(r'\s+', ' ', decl)).strip()
    return decl + (' = ' + dflt.strip() if eq else '')

def fn_line(name):
    ret, params = protos[name]
    ps = ', '.join(param(p) for p in split_top(params)) or 'void'
    old = ret.startswith('__attribute__((deprecated))')
    ret = re.sub(r'__attribute__\(\(deprecated\)\) ?', '', ret)
    ret = re.sub(r'\b(struct|enum) ', '', ret)
    if any(name.startswith(r) for r in refused):
        return 'SIMT_RT_REFUSED(%s, %s, (%s))' % (ret, name, ps)
    if ret == 'cudaError_t':
        return 'SIMT_RT_GAP%s(%s, (%s))' % ('_OLD' if old else '', name, ps)
    return 'SIMT_RT_GAP_R(%s, %s, (%s))' % (ret, name, ps)

def braced(i, s=text, pair='{}'):
    """The index just past the brace that closes the one at s[i]."""
    depth = 0
    while True:
        depth += {pair[0]: 1, pair[1]: -1}.get(s[i], 0)
        i += 1
        if depth == 0:
            return i

def definitions():
    """Each struct or enum CUDA's header defines: name -> its definition."""
    out = {}
    for m in re.finditer(r'(typedef )?(struct|enum) (\w+)? ?\{', text):
        end = braced(m.end() - 1)
        n = re.match(r' ?(\w*) ?;', text[end:])
        if not n:
            continue
        d = text[m.start():end + n.end()]
        if m.group(3):
            out.setdefault(m.group(3), d)
        if m.group(1) and n.group(1):
            out.setdefault(n.group(1), d)
    return out

defined = definitions()

def type_decl(t):
    """How CUDA's header declares or defines type t, or None."""
    m = re.search(r'(typedef [^;{}()]*\b%s ?;)' % t, text) or \
        re.search(r'(typedef [^;{}]*\( ?\* ?%s ?\) ?\([^;{}]*\) ?;)' % t, text)
    if not m:
        return defined.get(t)
    tag = re.match(r'typedef (?:struct|enum) (\w+) \w+ ?;', m.group(1))
    if tag and tag.group(1) in defined:  # a typedef of a type by value: its definition first
        return defined[tag.group(1)] + ' ' + m.group(1)
    return m.group(1)

# The types CUDA's header declares that the shim lacks (one probe), then
# those the missing functions need, with what their definitions need in
# turn, each after what it uses.
words = lambda s: set(re.findall(r'\b[A-Za-z_]\w*\b', s))
cands = sorted(w for w in words(text) if type_decl(w))
errs = build(''.join('typedef %s t%d;\n' % (w, i) for i, w in enumerate(cands)))
lacking = {cands[line_of(e) - 1] for e in errs if 'unknown type name' in e}
types, seen = [], set()

def need(t):
    if t in seen:
        return
    seen.add(t)
    d = type_decl(t)
    for w in sorted(words(d) & lacking - {t}):
        need(w)
    if d not in types:
        types.append(d)

for n in missing:
    for w in sorted(words(' '.join(protos[n])) & lacking):
        need(w)

def opaque(d):
    """A definition of CUDA's as a declaration: a struct incomplete, an enum
    with its underlying type int (a member's name may be a macro of the
    shim's: dim3 gridDim)."""
    m = re.match(r'(typedef )?(struct|enum) (\w+)? ?\{', d)
    if not m:
        return d
    name = re.search(r'\} ?(\w*) ?;$', d).group(1)
    tag = m.group(3) or name
    head = '%s %s%s;' % (m.group(2), tag, ' : int' if m.group(2) == 'enum' else '')
    return head + (' typedef %s %s %s;' % (m.group(2), tag, name) if m.group(1) else '')

kept, dropped = list(missing), {}
while True:
    src = ''.join(types) and '\n'.join(types) + '\n'
    body = [fn_line(n) for n in kept]
    macro = ('#define SIMT_RT_GAP(N, P) inline cudaError_t N P { return cudaErrorNotSupported; }\n'
             '#define SIMT_RT_GAP_OLD SIMT_RT_GAP\n'
             '#define SIMT_RT_GAP_R(R, N, P) inline R N P { return R(); }\n'
             '#define SIMT_RT_REFUSED(R, N, P) extern "C" R N P;\n')
    first = len((macro + src).splitlines()) + 1
    errs = build(macro + src + '\n'.join(body) + '\n')
    if not errs:
        break
    lines = (macro + src).splitlines()
    broken = {lines[line_of(e) - 1] for e in errs if line_of(e) < first}
    if broken:  # a definition that does not build beside the shim: opaque
        for d in broken:
            if opaque(d) == d:
                sys.exit('runtime-gap.sh: a type declaration does not build: ' + d)
            types[types.index(d)] = opaque(d)
        continue
    bad = {kept[line_of(e) - first] for e in errs if line_of(e) >= first}
    for n in bad:
        dropped[n] = [e.split(' error: ')[1] for e in errs
                      if line_of(e) >= first and kept[line_of(e) - first] == n][0]
    kept = [n for n in kept if n not in bad]

# cuda_runtime.h's definitions of the same names (their templates and C++
# overloads, each forwarding to the C function): as CUDA writes them, less
# nvcc's host attribute; one whose non-dependent part does not build beside
# the shim, or that holds a directive, is left out.
rtext = re.sub(r'\s+', ' ', open(tmp + '/rt.txt').read())

def overloads(name):
    out = []
    for m in re.finditer(r'\b%s ?\(' % name, rtext):
        start = max(rtext.rfind(';', 0, m.start()), rtext.rfind('}', 0, m.start())) + 1
        head = rtext[start:m.start()]
        if 'extern' in head or not re.search(r'\b(template|__inline__|inline)\b', head):
            continue
        i = braced(m.end() - 1, rtext, '()')
        if not re.match(r' ?\{', rtext[i:i + 2]):
            continue
        d = rtext[start:braced(rtext.index('{', i), rtext)].strip()
        d = re.sub(r' ?__attribute__\(\((host|device)\)\)', '', d)
        if '#' not in d and d not in out:
            out.append(d)
    return out

pre = macro + src + '\n'.join(body) + '\n'
first = len(pre.splitlines()) + 1
tpls, tpl_left = [d for n in kept for d in overloads(n)], 0
while True:
    errs = build(pre + '\n'.join(tpls) + '\n')
    bad = {tpls[line_of(e) - first] for e in errs if line_of(e) >= first}
    if errs and not bad:
        sys.exit('runtime-gap.sh: does not build: ' + errs[0])
    if not errs:
        break
    tpl_left += len(bad)
    tpls = [d for d in tpls if d not in bad]

print('''/* simt_rt_gap.h — the functions of CUDA %s's runtime API (cuda_runtime_api.h)
 * the shim does not model: %d of them, declared with their CUDA signatures,
 * %d of them only declared (the calls the grader refuses by name),
 * written by tools/runtime-gap.sh from the toolkit's header; included by
 * simt_cuda.h.  Each body ends its case as the emulator's gap (simt_gap_rt_call,
 * gap_call.c: `emulator-unsupported`, the file not graded), so a file is not
 * graded only where such a call runs: a mention in code that never runs
 * builds, and the rest of the file is graded.  Do not edit: run the script.
 */
#ifndef SIMT_RT_GAP_H
#define SIMT_RT_GAP_H

#define SIMT_RT_GAP(NAME, PARAMS)                                                        \\
  SIMT_INL cudaError_t NAME PARAMS                                                       \\
  {                                                                                      \\
    simt_gap_rt_call(#NAME);                                                             \\
    return cudaErrorNotSupported;                                                        \\
  }
#define SIMT_RT_GAP_OLD(NAME, PARAMS)                                                    \\
  SIMT_INL __attribute__((deprecated)) cudaError_t NAME PARAMS                           \\
  {                                                                                      \\
    simt_gap_rt_call(#NAME);                                                             \\
    return cudaErrorNotSupported;                                                        \\
  }
#define SIMT_RT_GAP_R(R, NAME, PARAMS)                                                   \\
  SIMT_INL R NAME PARAMS                                                                 \\
  {                                                                                      \\
    simt_gap_rt_call(#NAME);                                                             \\
    return R();                                                                          \\
  }
/* A call the grader refuses by name (compile_symbols.c): declared, never
 * defined, so that the call leaves the name in the object for that check. */
#define SIMT_RT_REFUSED(R, NAME, PARAMS) extern "C" R NAME PARAMS;

/* ---- the types their prototypes need that the shim lacks (%d): as CUDA
 * declares them, or opaque ---- */''' % (ver, len(kept),
    sum(1 for n in kept if any(n.startswith(r) for r in refused)), len(types)))
for t in types:  # one declaration, wrapped at 100 columns
    print('\n'.join(textwrap.wrap(t, 100, subsequent_indent='  ', break_long_words=False,
                                   break_on_hyphens=False)))
print('\n/* ---- the functions ---- */')
for n in kept:
    print(fn_line(n))
print('\n/* ---- cuda_runtime.h\'s C++ overloads of them (%d; %d left out) ---- */'
      % (len(tpls), tpl_left))
for d in tpls:
    print('\n'.join(textwrap.wrap(d, 100, subsequent_indent='  ', break_long_words=False,
                                   break_on_hyphens=False)))
print('\n#undef SIMT_RT_GAP\n#undef SIMT_RT_GAP_OLD\n#undef SIMT_RT_GAP_R\n#undef SIMT_RT_REFUSED\n')
print('/* Left out (%d): their definitions would need a type the shim has no '
      'full\n * definition of (a struct taken or returned by value):' % len(dropped))
for n in sorted(dropped):
    print(' *   %s: %s' % (n, dropped[n]))
print(' */\n\n#endif /* SIMT_RT_GAP_H */')
PY
