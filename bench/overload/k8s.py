"""The kubelet's probe settings for the service's container, read from the manifests in k8s/.

The base Deployment (k8s/base/deployment.yaml) is the JVM pod; an overlay (k8s/overlays/<name>/)
may patch its probes (the native one shortens the startup probe), so an overlay's patches are merged
over it as kustomize's strategic merge does for these fields: containers matched by name, a probe's
fields key by key. A field the manifest leaves out takes Kubernetes' default.

Standard library only: a small reader for the block-style YAML the manifests are written in
(mappings, "- " sequences, plain and quoted scalars, flow lists of scalars, comments, several
documents), not a general one.

    python3 bench/overload/k8s.py [ROOT] [OVERLAY]   # prints the probes as the overload test reads them
"""
import json
import os
import re
import sys

# Kubernetes' defaults for the fields of a probe (core/v1 Probe).
DEFAULTS = {"initialDelaySeconds": 0, "periodSeconds": 10, "timeoutSeconds": 1, "successThreshold": 1,
            "failureThreshold": 3}
KINDS = ("startupProbe", "livenessProbe", "readinessProbe")
CONTAINER = "hakem"

_KEY = re.compile(r"""^("[^"]*"|'[^']*'|[^\s"'#\-][^:#]*|-[^\s][^:#]*)\s*:(?:\s+|$)(.*)$""")


def _strip_comment(line):
    """The line without a trailing comment (a # at its start or after a space, outside quotes)."""
    quote = None
    for i, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c == "#" and (i == 0 or line[i - 1] in " \t"):
            return line[:i]
    return line


def _scalar(text):
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if text in ("true", "false"):
        return text == "true"
    if text in ("null", "~", ""):
        return None
    if text == "{}":
        return {}
    if text.startswith("[") and text.endswith("]") and not re.search(r"[\[\]{}]", text[1:-1]):
        return [_scalar(v) for v in text[1:-1].split(",") if v.strip()]  # a flow list of scalars
    return text  # other flow collections stay text


def _lines(text):
    out = []
    for raw in text.splitlines():
        line = _strip_comment(raw).rstrip()
        if line.strip():
            out.append((len(line) - len(line.lstrip(" ")), line.strip()))
    return out


def _block(lines, i, indent):
    """Parses the mapping or sequence whose lines start at lines[i] with this indent; (value, next i)."""
    if lines[i][1] == "-" or lines[i][1].startswith("- "):
        return _sequence(lines, i, indent)
    return _mapping(lines, i, indent)


def _value_after_key(lines, i, indent):
    """The value of a key with nothing after its colon, on the lines that follow (i is the next line)."""
    if i < len(lines) and lines[i][0] > indent:
        return _block(lines, i, lines[i][0])
    if i < len(lines) and lines[i][0] == indent and (lines[i][1] == "-" or lines[i][1].startswith("- ")):
        return _sequence(lines, i, indent)  # a sequence may sit at its key's indent
    return None, i


def _mapping(lines, i, indent):
    out = {}
    while i < len(lines) and lines[i][0] == indent and not (lines[i][1] == "-" or lines[i][1].startswith("- ")):
        m = _KEY.match(lines[i][1])
        if not m:
            raise ValueError(f"not a key: {lines[i][1]!r}")
        key, rest = _scalar(m.group(1)), m.group(2).strip()
        if rest and rest not in ("|", ">"):
            out[key] = _scalar(rest)
            i += 1
        else:
            out[key], i = _value_after_key(lines, i + 1, indent)
    return out, i


def _sequence(lines, i, indent):
    out = []
    while i < len(lines) and lines[i][0] == indent and (lines[i][1] == "-" or lines[i][1].startswith("- ")):
        item = lines[i][1][1:].lstrip()
        if not item:
            value, i = _value_after_key(lines, i + 1, indent)
            out.append(value)
            continue
        inner = indent + (len(lines[i][1]) - len(item))
        if _KEY.match(item):
            # "- key: value" opens a mapping whose other keys sit at the item's indent.
            sub = [(inner, item)]
            j = i + 1
            while j < len(lines) and lines[j][0] >= inner:
                sub.append(lines[j])
                j += 1
            value, _ = _mapping(sub, 0, inner)
            out.append(value)
            i = j
        else:
            out.append(_scalar(item))
            i += 1
    return out, i


def parse_yaml(text):
    """Every document of a file of block-style YAML, as dicts, lists and scalars."""
    docs = []
    for part in re.split(r"(?m)^---\s*$", text):
        lines = _lines(part)
        if lines:
            value, _ = _block(lines, 0, lines[0][0])
            docs.append(value)
    return docs


def _load(path):
    with open(path, encoding="utf-8") as f:
        return parse_yaml(f.read())


def _container(doc, name):
    try:
        containers = doc["spec"]["template"]["spec"]["containers"]
    except (KeyError, TypeError):
        return None
    for c in containers or []:
        if isinstance(c, dict) and c.get("name") == name:
            return c
    return None


def _patch_paths(overlay_dir):
    """The strategic-merge patch files an overlay's kustomization.yaml names."""
    kustomization = os.path.join(overlay_dir, "kustomization.yaml")
    if not os.path.exists(kustomization):
        return []
    docs = _load(kustomization)
    k = docs[0] if docs else {}
    paths = [p["path"] for p in k.get("patches") or [] if isinstance(p, dict) and p.get("path")]
    paths += [p for p in k.get("patchesStrategicMerge") or [] if isinstance(p, str)]
    return [os.path.join(overlay_dir, p) for p in paths]


def probes(root, overlay="jvm", container=CONTAINER):
    """{"startup"|"liveness"|"readiness": {path, port, periodSeconds, timeoutSeconds, failureThreshold, ...,
    "set": the fields the manifests give (the rest are Kubernetes' defaults)}}, and the files read."""
    base = os.path.join(root, "k8s", "base", "deployment.yaml")
    sources = [base]
    deployment = next((d for d in _load(base) if isinstance(d, dict) and d.get("kind") == "Deployment"), None)
    c = _container(deployment, container) if deployment else None
    if c is None:
        raise ValueError(f"no container {container!r} in {base}")
    found = {kind: dict(c.get(kind) or {}) for kind in KINDS}
    if overlay:
        overlay_dir = os.path.join(root, "k8s", "overlays", overlay)
        if not os.path.isdir(overlay_dir):
            raise ValueError(f"no overlay {overlay_dir}")
        for path in _patch_paths(overlay_dir):
            for doc in _load(path):
                if not isinstance(doc, dict) or doc.get("kind") != "Deployment":
                    continue
                pc = _container(doc, container)
                if not pc:
                    continue
                patched = [kind for kind in KINDS if pc.get(kind)]
                for kind in patched:
                    found[kind].update(pc[kind])
                if patched:
                    sources.append(path)
    out = {}
    for kind in KINDS:
        p = found[kind]
        if not p:
            continue
        http = p.get("httpGet") or {}
        settings = dict(DEFAULTS)
        settings.update({k: v for k, v in p.items() if k in DEFAULTS and isinstance(v, int)})
        settings.update(path=http.get("path"), port=http.get("port"),
                        set=sorted(k for k in p if k in DEFAULTS))
        out[kind[: -len("Probe")]] = settings
    return out, [os.path.relpath(s, root) for s in sources]


def describe(name, p):
    """One line: a probe's settings, its defaulted fields marked."""
    def field(k, unit=""):
        return f"{k} {p[k]}{unit}" + ("" if k in p["set"] else " (default)")
    return (f"{name} `{p['path']}`: " + ", ".join([field("periodSeconds", " s"), field("timeoutSeconds", " s"),
                                                     field("failureThreshold")]))


if __name__ == "__main__":
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
    found, files = probes(root, sys.argv[2] if len(sys.argv) > 2 else "jvm")
    print(json.dumps({"files": files, "probes": found}, indent=1))
