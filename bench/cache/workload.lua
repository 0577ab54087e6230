-- wrk script: GET a path for a position chosen at random with its real frequency, and count how the
-- cache in front answered (X-Cache-Status). POSITIONS names the file of CacheWorkloadMain (count<TAB>FEN);
-- PATH_PREFIX is the path and query up to the FEN (default /v1/position/highlights?fen=); LANGUAGE the
-- Accept-Language sent. Prints one machine-readable RESULT line at the end.
local file = assert(os.getenv("POSITIONS"), "set POSITIONS to the positions file")
local prefix = os.getenv("PATH_PREFIX") or "/v1/position/highlights?fen="
local language = os.getenv("LANGUAGE") or "en-US,en;q=0.9"

local function encode(s)
  return (s:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local paths, cumulative, total = {}, {}, 0
for line in io.lines(file) do
  local count, fen = line:match("^(%d+)\t(.+)$")
  if count then
    total = total + tonumber(count)
    paths[#paths + 1] = prefix .. encode(fen)
    cumulative[#cumulative + 1] = total
  end
end
assert(total > 0, "no positions in " .. file)

local threads = {}
function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() * 1000 + id)
  hit, miss, other, nostatus, non200 = 0, 0, 0, 0, 0
end

function request()
  local r = math.random(total)
  local lo, hi = 1, #cumulative
  while lo < hi do
    local mid = math.floor((lo + hi) / 2)
    if cumulative[mid] < r then lo = mid + 1 else hi = mid end
  end
  return wrk.format("GET", paths[lo], { ["Accept-Language"] = language, ["Accept"] = "application/json" })
end

function response(status, headers, body)
  if status ~= 200 then non200 = non200 + 1 end
  local s = headers["X-Cache-Status"]
  if s == nil then nostatus = nostatus + 1
  elseif s == "HIT" then hit = hit + 1
  elseif s == "MISS" then miss = miss + 1
  else other = other + 1 end
end

function done(summary, latency, requests)
  local h, m, o, n, bad = 0, 0, 0, 0, 0
  for _, t in ipairs(threads) do
    h = h + t:get("hit"); m = m + t:get("miss"); o = o + t:get("other"); n = n + t:get("nostatus"); bad = bad + t:get("non200")
  end
  local seconds = summary.duration / 1e6
  local e = summary.errors
  local counted = h + m + o
  io.write(string.format("RESULT rps=%.1f p50_us=%d p99_us=%d mean_us=%.0f requests=%d non200=%d sockerr=%d hit=%d miss=%d other=%d nostatus=%d hit_ratio=%.4f positions=%d weight=%d\n",
    summary.requests / seconds, latency:percentile(50), latency:percentile(99), latency.mean, summary.requests,
    bad, e.connect + e.read + e.write + e.timeout, h, m, o, n, counted > 0 and h / counted or 0, #paths, total))
end
