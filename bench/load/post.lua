-- wrk script: POST the JSON body read from the file named by $BODY_FILE, and print one
-- machine-readable RESULT line at the end (requests/s, p50/p99 latency in microseconds, errors).
local path = os.getenv("BODY_FILE")
assert(path, "set BODY_FILE to the request body file")
local f = assert(io.open(path, "rb"))
wrk.method = "POST"
wrk.body = f:read("*a")
f:close()
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json"
-- Optional: a Prefer header (bench/move sends return=minimal).
local prefer = os.getenv("PREFER")
if prefer and prefer ~= "" then wrk.headers["Prefer"] = prefer end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local e = summary.errors
  io.write(string.format("RESULT rps=%.1f p50_us=%d p99_us=%d mean_us=%.0f requests=%d non2xx=%d sockerr=%d\n",
    summary.requests / seconds, latency:percentile(50), latency:percentile(99), latency.mean, summary.requests,
    e.status, e.connect + e.read + e.write + e.timeout))
end
