#!/usr/bin/env python3
"""Interleaved before/after CPU-time comparison of benchmark processes.

usage: cpu-interleave.py ROUNDS JOBFILE RAWOUT BEFORE_DIR AFTER_DIR

Each line of JOBFILE is  label|workdir|binary|arguments|env  (env: k=v,...;
'#' starts a comment). For each round and job, BEFORE_DIR/binary and
AFTER_DIR/binary run once each with the arguments in workdir, in an order
that alternates between rounds; the user+system CPU time of each process
(/usr/bin/time) and any "ns/op" lines are appended to RAWOUT. At the end it
prints, per job, the median CPU time of each side and their ratio
(after/before), then the median ns/op ratio of each benchmark line.
Used for docs/benchmarks.md, "Frontier at a time: no regression".
"""
import collections, os, re, statistics, subprocess, sys, tempfile

rounds, jobfile, rawout, dirs = int(sys.argv[1]), sys.argv[2], sys.argv[3], {"before": sys.argv[4], "after": sys.argv[5]}
jobs = [l.rstrip("\n").split("|") for l in open(jobfile) if l.strip() and not l.startswith("#")]
bench = re.compile(r"^(Benchmark\S+)\s+\d+\s+([\d.]+) ns/op", re.M)
cpu, ns = collections.defaultdict(list), collections.defaultdict(list)
tf = tempfile.mktemp()
with open(rawout, "a") as raw:
    for r in range(rounds):
        for label, wd, binary, args, envs in jobs:
            for side in (["before", "after"] if r % 2 == 0 else ["after", "before"]):
                env = dict(os.environ)
                env.update(kv.split("=", 1) for kv in envs.split(",") if kv)
                cmd = ["/usr/bin/time", "-o", tf, "-f", "%U %S %e", os.path.join(dirs[side], binary)] + args.split()
                p = subprocess.run(cmd, cwd=wd, env=env, capture_output=True, text=True)
                u, s, e = open(tf).read().split()[-3:]
                c = float(u) + float(s)
                cpu[(label, side)].append(c)
                for m in bench.finditer(p.stdout):
                    ns[(label, side, m.group(1))].append(float(m.group(2)))
                if p.returncode:
                    print("FAIL", label, side, p.stdout[-500:], p.stderr[-500:], flush=True)
                raw.write(f"{r} {side} {label} cpu={c:.3f} wall={e} " + " ".join(f"{m.group(1)}={m.group(2)}" for m in bench.finditer(p.stdout)) + "\n")
                raw.flush()
for label, *_ in jobs:
    b, a = cpu[(label, "before")], cpu[(label, "after")]
    print(f"{label}: CPU median before {statistics.median(b):.3f}s after {statistics.median(a):.3f}s "
          f"ratio {statistics.median(a) / statistics.median(b):.3f} (rounds {len(b)}; per round "
          + " ".join(f"{x / y:.2f}" for x, y in zip(a, b)) + ")")
    for key in sorted(k for k in ns if k[0] == label and k[1] == "before"):
        nb, na = statistics.median(ns[key]), statistics.median(ns[(label, "after", key[2])])
        print(f"    {key[2]}: ns/op median before {nb:.0f} after {na:.0f} ratio {na / nb:.3f}")
