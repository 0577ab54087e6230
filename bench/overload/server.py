"""The service under test: the packaged jar started as the pod runs it, on loopback only.

JVM settings as the pod's: one CPU (taskset and -XX:ActiveProcessorCount=1), the heap the
Dockerfile's -XX:MaxRAMPercentage gives under the Deployment's memory limit, ExitOnOutOfMemoryError,
and every entry of the ConfigMap as an environment variable.
"""
import os
import re
import shutil
import signal
import socket
import subprocess
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def configmap_env(path):
    """The data entries of k8s/base/configmap.yaml (flat KEY: "value" lines)."""
    env, in_data = {}, False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if re.match(r"^data:\s*$", line):
                in_data = True
                continue
            if in_data:
                if line.strip().startswith("#") or not line.strip():
                    continue
                m = re.match(r"^\s+([A-Z0-9_]+):\s*(.*?)\s*$", line)
                if not m:
                    if not line.startswith(" "):
                        in_data = False
                    continue
                value = m.group(2)
                if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
                    value = value[1:-1]
                env[m.group(1)] = value
    return env


def pod_heap(deployment, dockerfile):
    """-Xmx from the Deployment's memory limit times the Dockerfile's MaxRAMPercentage (307m)."""
    try:
        text = open(deployment, encoding="utf-8").read()
        limits = text.split("limits:", 1)[1]
        m = re.search(r"memory:\s*(\d+)(Mi|Gi)", limits)
        mib = int(m.group(1)) * (1024 if m.group(2) == "Gi" else 1)
        pct = float(re.search(r"MaxRAMPercentage=([\d.]+)", open(dockerfile, encoding="utf-8").read()).group(1))
        return f"{int(mib * pct / 100)}m"
    except (OSError, AttributeError, IndexError, ValueError):
        return "307m"


def get(url, timeout=2.0):
    """(status, body) of a GET, or (None, error) when nothing came back."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()
    except OSError as e:
        return None, str(e)


class Server:
    def __init__(self, root, jar, out, cpu, heap, env, jvm_opts, pid_file, mgmt_port, probe_base, log):
        self.root, self.jar, self.out, self.cpu, self.heap = root, jar, out, cpu, heap
        self.env, self.jvm_opts, self.pid_file, self.log = env, jvm_opts, pid_file, log
        self.fixed_mgmt_port, self.fixed_probe_base = mgmt_port, probe_base
        self.proc = None
        self.starts = 0
        self.port = None
        self.mgmt_port = None
        self.probe_base = None
        self.log_path = None

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}"

    def command(self):
        cmd = []
        if self.cpu != "" and shutil.which("taskset"):
            cmd += ["taskset", "-c", self.cpu]
        cmd += ["java", "-XX:ActiveProcessorCount=1", f"-Xmx{self.heap}", "-XX:+ExitOnOutOfMemoryError"]
        cmd += self.jvm_opts
        cmd += ["-jar", self.jar]
        return cmd

    def start(self, timeout=90.0):
        self.starts += 1
        self.port = free_port()
        self.mgmt_port = self.fixed_mgmt_port or free_port()
        env = dict(os.environ)
        env.update(self.env)
        env.update({
            "QUARKUS_HTTP_PORT": str(self.port),
            "QUARKUS_HTTP_HOST": "127.0.0.1",
            # Harmless where the management interface is off; where it is on, its probes are here.
            "QUARKUS_MANAGEMENT_PORT": str(self.mgmt_port),
            "QUARKUS_MANAGEMENT_HOST": "127.0.0.1",
        })
        self.log_path = os.path.join(self.out, f"server-{self.starts}.log")
        logf = open(self.log_path, "wb")
        self.proc = subprocess.Popen(self.command(), env=env, cwd=self.out, stdout=logf,
                                     stderr=subprocess.STDOUT, start_new_session=True)
        logf.close()
        with open(self.pid_file, "a", encoding="utf-8") as f:
            f.write(f"{self.proc.pid}\n")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the service exited at start (code {self.proc.returncode}); see {self.log_path}")
            status, _ = get(self.base + "/v1/position?fen=8/8/8/4k3/8/8/8/4K3%20w%20-%20-%200%201", 1.0)
            if status == 200:
                break
            time.sleep(0.3)
        else:
            raise RuntimeError(f"the service did not answer within {timeout:.0f} s; see {self.log_path}")
        self.probe_base = self.find_probe_base()
        self.log(f"service started: pid {self.proc.pid}, port {self.port}, probes at {self.probe_base}")

    def find_probe_base(self):
        """The management interface's health if it answers there, else the main port's."""
        if self.fixed_probe_base:
            return self.fixed_probe_base.replace("{port}", str(self.port)).replace("{mgmt}", str(self.mgmt_port))
        mgmt = f"http://127.0.0.1:{self.mgmt_port}/q/health"
        for _ in range(10):
            status, _ = get(mgmt + "/live", 1.0)
            if status is not None:
                return mgmt
            time.sleep(0.1)
        return self.base + "/q/health"

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def admitted(self):
        """API requests in flight or queued, from the admission gauges of /q/metrics (None: unknown)."""
        if not self.probe_base or not self.probe_base.endswith("/health"):
            return None
        status, body = get(self.probe_base[: -len("/health")] + "/metrics", 2.0)
        if status != 200:
            return None
        total = 0.0
        for line in body.decode("utf-8", "replace").splitlines():
            if line.startswith(("hakem_admission_in_flight{", "hakem_admission_queued{")):
                try:
                    total += float(line.rsplit(" ", 1)[1])
                except ValueError:
                    return None
        return total

    def exit_code(self):
        return None if self.proc is None else self.proc.poll()

    def heap_after_gc_mb(self):
        """Live heap right after forced full GCs (jcmd GC.run, GC.run_finalization, GC.run, then jstat -gc), in MB.

        The old generation and the survivor spaces, not eden: a full GC leaves eden empty, and
        whatever eden holds by the time jstat reads it was allocated since (a perft still running
        refills it within milliseconds).
        """
        if not self.alive():
            return None
        pid = str(self.proc.pid)
        try:
            # Twice, finalization between: a full GC only queues what has a finalizer or a cleaner (and
            # keeps what that holds); the next one frees it. After an attack the first alone read up to
            # 10 MB more than the second.
            for command in ("GC.run", "GC.run_finalization", "GC.run"):
                subprocess.run(["jcmd", pid, command], capture_output=True, timeout=60, check=True)
            out = subprocess.run(["jstat", "-gc", pid], capture_output=True, text=True, timeout=30, check=True).stdout
        except (subprocess.SubprocessError, OSError):
            return None
        lines = [ln.split() for ln in out.strip().splitlines()]
        if len(lines) < 2:
            return None
        row = dict(zip(lines[0], lines[1]))
        try:
            used_kb = sum(float(row[k]) for k in ("S0U", "S1U", "OU") if k in row)
        except ValueError:
            return None
        return used_kb / 1024.0

    def histogram(self, path, top=25):
        """The heap's largest classes (jcmd GC.class_histogram) into a file, to see what a heap kept."""
        if not self.alive():
            return
        try:
            out = subprocess.run(["jcmd", str(self.proc.pid), "GC.class_histogram"], capture_output=True,
                                 text=True, timeout=60).stdout
        except (subprocess.SubprocessError, OSError):
            return
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(out.splitlines()[: top + 3]) + "\n")

    def error_lines(self):
        """ERROR lines in the log so far (text or JSON log format)."""
        try:
            with open(self.log_path, "rb") as f:
                text = f.read().decode("utf-8", "replace")
        except OSError:
            return 0
        return sum(1 for ln in text.splitlines() if " ERROR " in ln or '"level":"ERROR"' in ln)

    def oom_seen(self):
        try:
            with open(self.log_path, "rb") as f:
                return b"OutOfMemoryError" in f.read()
        except OSError:
            return False

    def stop(self):
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except OSError:
                pass
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                pass

