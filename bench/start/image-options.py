#!/usr/bin/env python3
"""Prints the JVM options of the Dockerfile's JVM image (its ENTRYPOINT's, without the AOT cache and
the jar), one line, so that the start benchmarks run the JVM as the image does."""
import json
import pathlib
import re
import sys

dockerfile = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[2] / "Dockerfile")
text = re.sub(r"\\\n", " ", dockerfile.read_text(encoding="utf-8"))
stage = text[text.index(" AS jvm"):]
args = json.loads(re.search(r"^ENTRYPOINT\s+(\[.*\])", stage, re.M).group(1))
options = [a for a in args[1:args.index("-jar")] if not a.startswith("-XX:AOTCache=")]
print(" ".join(options))
