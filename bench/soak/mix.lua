-- wrk script: POSTs the requests of the file named by $REQUESTS ('PATH<TAB>JSON' a line) in turn,
-- each thread from its own starting point, counts the answers by status, and prints at the end
-- one machine-readable RESULT line and one STATUS line (latencies in microseconds).
local file = os.getenv("REQUESTS")
assert(file, "set REQUESTS to the request file")

local threads = {}
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("id", counter)
  table.insert(threads, thread)
end

local requests = {}
local next_index = 1
statuses = {}

function init(args)
  local headers = {["Content-Type"] = "application/json", ["Accept"] = "application/json"}
  for line in io.lines(file) do
    local path, body = line:match("^([^\t]+)\t(.*)$")
    if path then table.insert(requests, wrk.format("POST", path, headers, body)) end
  end
  assert(#requests > 0, "no requests in " .. file)
  -- Threads start at different places, so that they do not send the same request at once.
  next_index = ((id - 1) * 7919) % #requests + 1
end

function request()
  local r = requests[next_index]
  next_index = next_index % #requests + 1
  return r
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, n in pairs(counts) do total[status] = (total[status] or 0) + n end
  end
  local keys = {}
  for status in pairs(total) do table.insert(keys, status) end
  table.sort(keys)
  local parts = {}
  for _, status in ipairs(keys) do table.insert(parts, status .. "=" .. total[status]) end
  local e = summary.errors
  local seconds = summary.duration / 1e6
  io.write(string.format(
    "RESULT rps=%.1f p50_us=%d p90_us=%d p99_us=%d p999_us=%d max_us=%d mean_us=%.0f requests=%d non2xx3xx=%d "
      .. "connect_errors=%d read_errors=%d write_errors=%d timeouts=%d\n",
    summary.requests / seconds, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency:percentile(99.9), latency.max, latency.mean, summary.requests, e.status, e.connect, e.read, e.write,
    e.timeout))
  io.write("STATUS " .. table.concat(parts, " ") .. "\n")
end
