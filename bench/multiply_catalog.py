#!/usr/bin/env python3
"""Writes COPIES catalog files from one imported catalog, each with every region renamed ("us-east-1-k3"):
the real rows at COPIES times the size, in files the catalog limits accept (16 MiB, 200,000 offers each).
Usage: bench/multiply_catalog.py IMPORTED.json COPIES OUT_DIR"""
import os
import re
import sys

source, copies, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
os.makedirs(out, exist_ok=True)
with open(source, encoding="utf-8") as f:
    text = f.read()
region = re.compile(r'"region": "([^"]+)"')
for k in range(copies):
    with open(os.path.join(out, f"part-{k:02d}.json"), "w", encoding="utf-8") as f:
        f.write(region.sub(lambda m: f'"region": "{m.group(1)}-k{k}"', text))
