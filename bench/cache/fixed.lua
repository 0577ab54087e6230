-- wrk script: GET one path (TARGET), with If-None-Match: $IF_NONE_MATCH when set, to compare the cost of a
-- 304 with the cost of the 200 it stands for. Prints one RESULT line; status counts 200 and 304 apart.
local target = assert(os.getenv("TARGET"), "set TARGET to a path")
local inm = os.getenv("IF_NONE_MATCH")
local headers = { ["Accept"] = "application/json" }
if inm and inm ~= "" then headers["If-None-Match"] = inm end
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) ok, notmodified, other = 0, 0, 0 end
function request() return wrk.format("GET", target, headers) end
function response(status, h, body)
  if status == 200 then ok = ok + 1 elseif status == 304 then notmodified = notmodified + 1 else other = other + 1 end
end
function done(summary, latency, requests)
  local o, n, x = 0, 0, 0
  for _, t in ipairs(threads) do o = o + t:get("ok"); n = n + t:get("notmodified"); x = x + t:get("other") end
  io.write(string.format("RESULT rps=%.1f p50_us=%d p99_us=%d mean_us=%.0f requests=%d s200=%d s304=%d other=%d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99), latency.mean,
    summary.requests, o, n, x))
end
