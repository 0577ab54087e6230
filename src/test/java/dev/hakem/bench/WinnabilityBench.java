package dev.hakem.bench;

import dev.hakem.chess.Fen;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import dev.hakem.chess.text.Wording;
import dev.hakem.verdict.winnability.Winnability.Answer;
import dev.hakem.verdict.winnability.Winnability.Budget;
import dev.hakem.verdict.winnability.Winnability.Result;
import dev.hakem.verdict.winnability.Winnability;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Accuracy, coverage and speed of {@link Winnability#analyze} on labelled positions (compared
 * with a reference verdict) or on a generated mixed set. A plain main, one thread.
 *
 * <pre>
 * java -cp target-wbench/classes:target-wbench/test-classes dev.hakem.bench.WinnabilityBench [options] FILE
 * java -cp ... dev.hakem.bench.WinnabilityBench [options] --mixed
 *   FILE             lines "XY FEN": X is W (White can mate), - (White cannot) or ? (no verdict);
 *                    Y likewise with B for Black; lines starting with '#' are comments
 *   --mixed          generate the positions: random few-piece endgames, locked pawn walls, and
 *                    positions every --every plies of the games in --pgn (no reference verdicts)
 *   --random N       random endgames in the mixed set (default 3000)
 *   --walls N        pawn-wall positions in the mixed set (default 1500)
 *   --every K        plies between sampled game positions (default 10)
 *   --pgn DIR        directory of *.pgn files (default src/test/resources/pgn)
 *   --seed S         seed of the generators (default 1)
 *   --warmup N       positions analysed (both sides) before timing (default 300)
 *   --budget N       nodes per analysis (default Budget.DEFAULT)
 *   --mode M         full (analyze, default), shortest (the shortest helpmate the budget proves) or fast (quick)
 *   --list-unknown   print every UNKNOWN analysis with its FEN
 *   --list-no        print every NO analysis with its reason
 * </pre>
 *
 * A YES must come with a helpmate; each one is replayed (every move legal, ending in checkmate of
 * the other side) and a failure is reported as a bug. Exit status 0 when there was neither a
 * contradiction with the reference nor a replay failure, 1 otherwise, 2 on bad arguments.
 */
public final class WinnabilityBench {
    private WinnabilityBench() {}

    /** What the reference says about one side. */
    enum Ref { CAN, CANNOT, NONE }

    record Case(String label, String fen, Position position, Ref[] ref) {}

    /** One analysis: the result, its wall and thread CPU time, the outcome of the helpmate replay (null when fine). */
    record Run(Result result, long nanos, long cpuNanos, String replayProblem) {}

    static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    static Budget budget = Budget.DEFAULT;
    /** full: {@link Winnability#analyze}; shortest: {@link Winnability#shortest}; fast: {@link Winnability#quick}. */
    static String mode = "full";

    static Result analyse(Position p, Color c) {
        return switch (mode) {
            case "fast" -> Winnability.quick(p, c);
            case "shortest" -> Winnability.shortest(p, c, budget);
            default -> Winnability.analyze(p, c, budget);
        };
    }
    static boolean listUnknown, listNo;

    public static void main(String[] args) throws IOException {
        String file = null;
        boolean mixed = false;
        int random = 3000, walls = 1500, every = 10, warmup = 300;
        long seed = 1;
        Path pgnDir = Path.of("src/test/resources/pgn");
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--mixed" -> mixed = true;
                    case "--random" -> random = Integer.parseInt(args[++i]);
                    case "--walls" -> walls = Integer.parseInt(args[++i]);
                    case "--every" -> every = Integer.parseInt(args[++i]);
                    case "--pgn" -> pgnDir = Path.of(args[++i]);
                    case "--seed" -> seed = Long.parseLong(args[++i]);
                    case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                    case "--budget" -> {
                        budget = new Budget(Long.parseLong(args[++i]));
                    }
                    case "--mode" -> {
                        mode = args[++i];
                        if (!List.of("full", "shortest", "fast").contains(mode)) throw new IllegalArgumentException("--mode full|shortest|fast");
                    }
                    case "--list-unknown" -> listUnknown = true;
                    case "--list-no" -> listNo = true;
                    default -> {
                        if (args[i].startsWith("--") || file != null) throw new IllegalArgumentException("unexpected " + args[i]);
                        file = args[i];
                    }
                }
            }
            if (mixed == (file != null)) throw new IllegalArgumentException("give either a FILE or --mixed");
            if (every < 1) throw new IllegalArgumentException("--every must be at least 1");
        } catch (RuntimeException e) {
            System.err.println("WinnabilityBench: " + e.getMessage()
                    + "\nusage: WinnabilityBench [--warmup N] [--budget NODES] [--list-unknown] [--list-no] FILE"
                    + "\n       WinnabilityBench [--random N] [--walls N] [--every K] [--pgn DIR] [--seed S] --mixed");
            System.exit(2);
            return;
        }

        System.out.printf(Locale.ROOT, "# java=%s vm=%s cpus=%d maxheap_mb=%d budget_nodes=%d mode=%s%n",
                System.getProperty("java.version"), System.getProperty("java.vm.name"),
                Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20,
                budget.maxNodes(), mode);
        List<Case> cases = new ArrayList<>();
        List<String> invalid = new ArrayList<>();
        if (file != null) {
            readVectors(Path.of(file), cases, invalid);
            System.out.printf(Locale.ROOT, "# source=%s positions=%d invalid_fens=%d%n", file, cases.size(), invalid.size());
        } else {
            Random rnd = new Random(seed);
            int before = 0;
            for (int i = 0; i < random; i++) cases.add(new Case("random-endgame", null, randomEndgame(rnd), none()));
            int r = cases.size() - before;
            before = cases.size();
            for (int i = 0; i < walls; i++) cases.add(new Case("pawn-wall", null, pawnWall(rnd), none()));
            int w = cases.size() - before;
            before = cases.size();
            int[] games = readGames(pgnDir, every, cases);
            System.out.printf(Locale.ROOT, "# source=mixed seed=%d random_endgames=%d pawn_walls=%d game_positions=%d "
                    + "(every %d plies of %d games from %s, %d games stopped on an unreadable move)%n",
                    seed, r, w, cases.size() - before, every, games[0], pgnDir, games[1]);
        }
        for (String s : invalid) System.out.println("INVALID " + s);
        if (cases.isEmpty()) {
            System.out.println("no positions");
            System.exit(2);
        }

        // Warm-up: the same work as the timed pass, on the first positions, results discarded.
        long t0 = System.nanoTime();
        int nWarm = Math.min(warmup, cases.size());
        for (int i = 0; i < nWarm; i++)
            for (Color c : Color.values()) analyse(cases.get(i).position(), c);
        System.out.printf(Locale.ROOT, "# warmup positions=%d seconds=%.1f%n", nWarm, (System.nanoTime() - t0) / 1e9);

        Run[][] runs = new Run[cases.size()][2];
        long wall0 = System.nanoTime();
        for (int i = 0; i < cases.size(); i++) {
            Case k = cases.get(i);
            for (Color c : Color.values()) {
                long cpu = THREADS.getCurrentThreadCpuTime();
                long a = System.nanoTime();
                Result res = analyse(k.position(), c);
                long ns = System.nanoTime() - a;
                cpu = THREADS.getCurrentThreadCpuTime() - cpu;
                runs[i][c.ordinal()] = new Run(res, ns, cpu,
                        res.answer() == Answer.YES ? replay(k.position(), c, res.helpmate()) : null);
            }
        }
        long wall = System.nanoTime() - wall0;
        boolean ok = report(cases, runs, wall, file != null);
        System.exit(ok ? 0 : 1);
    }

    static Ref[] none() {
        return new Ref[] {Ref.NONE, Ref.NONE};
    }

    // ------------------------------------------------------------------ input

    static void readVectors(Path file, List<Case> out, List<String> invalid) throws IOException {
        int lineNo = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNo++;
            String s = line.strip();
            if (s.isEmpty() || s.startsWith("#")) continue;
            if (s.length() < 4 || s.charAt(2) != ' ') {
                invalid.add("line " + lineNo + ": not 'XY FEN': " + s);
                continue;
            }
            Ref white = ref(s.charAt(0), 'W'), black = ref(s.charAt(1), 'B');
            if (white == null || black == null) {
                invalid.add("line " + lineNo + ": bad label: " + s);
                continue;
            }
            String fen = s.substring(3).strip();
            FenResult r = Fen.read(fen);
            if (r instanceof FenResult.Valid v) out.add(new Case(s.substring(0, 2), fen, v.position(), new Ref[] {white, black}));
            else invalid.add("line " + lineNo + ": " + fen + " -> " + ((FenResult.Invalid) r).errors());
        }
    }

    static Ref ref(char c, char can) {
        if (c == can) return Ref.CAN;
        if (c == '-') return Ref.CANNOT;
        if (c == '?') return Ref.NONE;
        return null;
    }

    /** Kings and one to five other men on random squares, until the FEN reader accepts the position. */
    static Position randomEndgame(Random rnd) {
        char[] men = {'Q', 'R', 'B', 'N', 'P', 'P', 'B', 'N'};
        while (true) {
            char[] board = new char[64];
            Arrays.fill(board, '.');
            board[rnd.nextInt(64)] = 'K';
            place(board, 'k', rnd, false);
            int extra = 1 + rnd.nextInt(5);
            for (int i = 0; i < extra; i++) {
                char m = men[rnd.nextInt(men.length)];
                place(board, rnd.nextBoolean() ? m : Character.toLowerCase(m), rnd, m == 'P');
            }
            FenResult r = Fen.read(placement(board) + (rnd.nextBoolean() ? " w" : " b") + " - - 0 1");
            if (r instanceof FenResult.Valid v) return v.position();
        }
    }

    static void place(char[] board, char man, Random rnd, boolean pawn) {
        while (true) {
            int sq = rnd.nextInt(64);
            if (board[sq] != '.' || (pawn && (sq < 8 || sq >= 56))) continue;
            board[sq] = man;
            return;
        }
    }

    /**
     * A chain of head-on blocked pawn pairs across 3 to 7 files or the whole board (adjacent files
     * differ in rank, so no pawn can capture), the kings on random free squares and up to two
     * bishops or knights.
     */
    static Position pawnWall(Random rnd) {
        while (true) {
            char[] board = new char[64];
            Arrays.fill(board, '.');
            int files = rnd.nextBoolean() ? 8 : 3 + rnd.nextInt(5); // half of them span the board
            int first = rnd.nextInt(9 - files);
            int rank = 1 + rnd.nextInt(5); // white pawn rank index 1..5, black pawn just above
            for (int f = first; f < first + files; f++) {
                board[rank * 8 + f] = 'P';
                board[(rank + 1) * 8 + f] = 'p';
                int step = rnd.nextBoolean() ? 1 : -1;
                if (rank + step < 1 || rank + step > 5) step = -step;
                rank += step;
            }
            place(board, 'K', rnd, false);
            place(board, 'k', rnd, false);
            int extra = rnd.nextInt(3);
            for (int i = 0; i < extra; i++) {
                char m = rnd.nextInt(4) == 0 ? 'N' : 'B';
                place(board, rnd.nextBoolean() ? m : Character.toLowerCase(m), rnd, false);
            }
            FenResult r = Fen.read(placement(board) + (rnd.nextBoolean() ? " w" : " b") + " - - 0 1");
            if (r instanceof FenResult.Valid v) return v.position();
        }
    }

    static String placement(char[] board) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) sb.append(empty);
                empty = 0;
                sb.append(c);
            }
            if (empty > 0) sb.append(empty);
            if (rank > 0) sb.append('/');
        }
        return sb.toString();
    }

    private static final Pattern TAG = Pattern.compile("\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\]");

    /** Positions every {@code every} plies of every game; returns {games read, games cut short}. */
    static int[] readGames(Path dir, int every, List<Case> out) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
        }
        int games = 0, cut = 0;
        for (Path f : files) {
            String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).replace("\r", "");
            // Split into games at each tag section that follows movetext.
            List<String[]> parsed = splitGames(text);
            for (String[] g : parsed) {
                String fen = g[0], movetext = g[1];
                Position p;
                try {
                    p = fen == null ? Position.start() : Fen.position(fen);
                } catch (IllegalArgumentException e) {
                    cut++;
                    continue;
                }
                List<String> tokens = tokens(movetext);
                if (tokens.isEmpty()) continue;
                games++;
                int ply = 0;
                boolean whole = true;
                for (String t : tokens) {
                    try {
                        p = p.play(San.parse(p, t, true).move());
                    } catch (MoveError e) {
                        cut++;
                        whole = false;
                        break;
                    }
                    ply++;
                    if (ply % every == 0) out.add(new Case("game", null, p, none()));
                }
                // The last position of a game is where a flag falls or a result is claimed.
                if (whole && ply > 0) out.add(new Case("game-end", null, p, none()));
            }
        }
        return new int[] {games, cut};
    }

    /** Each game as {FEN tag or null, movetext}. */
    static List<String[]> splitGames(String text) {
        List<String[]> games = new ArrayList<>();
        String fen = null;
        StringBuilder moves = new StringBuilder();
        boolean inMoves = false;
        for (String line : text.split("\n")) {
            String s = line.strip();
            if (s.startsWith("[") && !inBrace(moves)) {
                if (inMoves) {
                    games.add(new String[] {fen, moves.toString()});
                    moves.setLength(0);
                    fen = null;
                    inMoves = false;
                }
                Matcher m = TAG.matcher(s);
                if (m.find() && m.group(1).equals("FEN")) fen = m.group(2);
                continue;
            }
            if (!s.isEmpty()) inMoves = true;
            moves.append(line).append('\n');
        }
        if (inMoves) games.add(new String[] {fen, moves.toString()});
        return games;
    }

    static boolean inBrace(CharSequence s) {
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '{') depth++;
            else if (s.charAt(i) == '}') depth--;
        }
        return depth > 0;
    }

    /** SAN tokens of a movetext: comments, variations, NAGs, move numbers and results removed. */
    static List<String> tokens(String movetext) {
        StringBuilder sb = new StringBuilder();
        int brace = 0, paren = 0;
        boolean lineComment = false;
        for (int i = 0; i < movetext.length(); i++) {
            char c = movetext.charAt(i);
            if (lineComment) {
                if (c == '\n') lineComment = false;
                continue;
            }
            if (brace > 0) {
                if (c == '}') brace--;
                continue;
            }
            if (c == '{') brace++;
            else if (c == ';') lineComment = true;
            else if (c == '(') paren++;
            else if (c == ')') paren = Math.max(0, paren - 1);
            else if (paren == 0) sb.append(c);
        }
        List<String> out = new ArrayList<>();
        for (String t : sb.toString().split("\\s+")) {
            String s = t.replaceFirst("^\\d+\\.(\\.\\.)?", "").replaceFirst("^\\.+", "");
            if (s.isEmpty() || s.startsWith("$") || s.equals("1-0") || s.equals("0-1") || s.equals("1/2-1/2")
                    || s.equals("*") || s.matches("\\d+\\.*")) continue;
            out.add(s);
        }
        return out;
    }

    // ------------------------------------------------------------------ checks

    /** Null when the line is a legal series of moves ending in checkmate of the loser; else what is wrong. */
    static String replay(Position p, Color winner, int[] line) {
        if (line == null) return "YES without a helpmate";
        Position q = p;
        for (int i = 0; i < line.length; i++) {
            if (!q.isLegal(line[i])) return "move " + (i + 1) + " (code " + line[i] + ") is not legal";
            q = q.play(line[i]);
        }
        if (q.turn() != winner.other() || !q.isCheckmate())
            return "the line does not end in checkmate of " + winner.other().label() + ": " + Fen.write(q);
        return null;
    }

    static String uciLine(Position p, int[] line) {
        if (line == null) return "-";
        StringBuilder sb = new StringBuilder();
        Position q = p;
        for (int m : line) {
            if (!q.isLegal(m)) return sb + " <illegal " + m + ">";
            if (sb.length() > 0) sb.append(' ');
            sb.append(Uci.of(q, m));
            q = q.play(m);
        }
        return sb.toString();
    }

    static String reasonClass(Result r) {
        String s = Wording.english(r.reason());
        if (s.startsWith("only a bare king")) return "bare king";
        if (s.startsWith("a king and a knight")) return "K+N v K";
        if (s.startsWith("bishops of one colour")) return "bishops of one colour";
        if (s.startsWith("the pawn wall")) return "pawn wall";
        if (s.startsWith("every position reachable")) return "exhausted reachable positions";
        if (s.startsWith("the game is over")) return "game over (mate/stalemate on the board)";
        return s;
    }

    /** Rough shape of a position, to group what the analysis leaves undecided. */
    static String shape(Position p) {
        Board b = p.board();
        long pawns = b.pawns();
        long pieces = b.occupied() & ~pawns & ~b.kings();
        String men = pieces == 0 ? "kings" : (pieces & ~b.bishops()) == 0 ? "bishops" : (pieces & ~b.knights()) == 0
                ? "knights" : (pieces & ~(b.bishops() | b.knights())) == 0 ? "minor pieces" : "rooks/queens";
        if (pawns == 0) return "no pawns, " + men;
        long white = b.pieces(Color.WHITE, Role.PAWN), black = b.pieces(Color.BLACK, Role.PAWN);
        boolean allBlocked = ((white << 8) & ~pawns) == 0 && ((black >>> 8) & ~pawns) == 0;
        if (!allBlocked) return "mobile pawns, " + men;
        return "all pawns blocked head-on, " + men;
    }

    static String material(Position p) {
        Board b = p.board();
        StringBuilder sb = new StringBuilder();
        for (Color c : Color.values()) {
            if (c == Color.BLACK) sb.append(" v ");
            sb.append('K');
            for (Role r : new Role[] {Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT, Role.PAWN})
                sb.append(String.valueOf(r.upper()).repeat(Long.bitCount(b.pieces(c, r))));
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ report

    static boolean report(List<Case> cases, Run[][] runs, long wallNanos, boolean withRef) {
        int n = cases.size();
        long[] side = new long[2 * n], pos = new long[n], cpuSide = new long[2 * n], cpuPos = new long[n];
        long total = 0, cpuTotal = 0;
        for (int i = 0; i < n; i++) {
            side[2 * i] = runs[i][0].nanos();
            side[2 * i + 1] = runs[i][1].nanos();
            pos[i] = side[2 * i] + side[2 * i + 1];
            total += pos[i];
            cpuSide[2 * i] = runs[i][0].cpuNanos();
            cpuSide[2 * i + 1] = runs[i][1].cpuNanos();
            cpuPos[i] = cpuSide[2 * i] + cpuSide[2 * i + 1];
            cpuTotal += cpuPos[i];
        }
        System.out.println();
        System.out.println("== SPEED (one thread)");
        System.out.printf(Locale.ROOT, "positions=%d analyses=%d analysis_seconds=%.2f wall_seconds=%.2f%n", n, 2 * n,
                total / 1e9, wallNanos / 1e9);
        System.out.printf(Locale.ROOT, "positions_per_second=%.0f (both sides each; analysis time only) %.0f (wall, with replay checks)%n",
                n / (total / 1e9), n / (wallNanos / 1e9));
        System.out.printf(Locale.ROOT, "positions_per_cpu_second=%.0f (thread CPU time of the analyses: less sensitive to machine load)%n",
                n / (cpuTotal / 1e9));
        System.out.println("per side analysis, wall: " + latency(side));
        System.out.println("per side analysis, cpu:  " + latency(cpuSide));
        System.out.println("per position, wall:      " + latency(pos));
        System.out.println("per position, cpu:       " + latency(cpuPos));
        Map<String, List<Long>> byLabel = new TreeMap<>();
        Map<String, long[]> nodesByLabel = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            byLabel.computeIfAbsent(cases.get(i).label(), k -> new ArrayList<>()).add(pos[i]);
            long[] nodes = nodesByLabel.computeIfAbsent(cases.get(i).label(), k -> new long[2]);
            nodes[0] += runs[i][0].result().nodes() + runs[i][1].result().nodes();
            nodes[1] += 2;
        }
        if (byLabel.size() > 1) {
            System.out.println("per position by category (wall):");
            for (var e : byLabel.entrySet()) {
                long[] t = e.getValue().stream().mapToLong(Long::longValue).toArray();
                double sum = Arrays.stream(t).sum();
                long[] nodes = nodesByLabel.get(e.getKey());
                System.out.printf(Locale.ROOT, "  %-16s positions=%6d positions_per_second=%7.0f %s nodes_per_side=%.0f%n",
                        e.getKey(), t.length, t.length / (sum / 1e9), latency(t), (double) nodes[0] / nodes[1]);
            }
        }

        // Answers by category and side.
        System.out.println();
        System.out.println("== ANSWERS (category / side: YES NO UNKNOWN)");
        Map<String, int[]> byCat = new TreeMap<>();
        Map<String, int[]> reasons = new TreeMap<>();
        int unknowns = 0;
        long[] helpLen = new long[2];
        List<Integer> lengths = new ArrayList<>();
        int provedShortest = 0;
        for (int i = 0; i < n; i++) {
            for (int c = 0; c < 2; c++) {
                Result r = runs[i][c].result();
                int[] t = byCat.computeIfAbsent(cases.get(i).label() + " / " + (c == 0 ? "white" : "black"), k -> new int[3]);
                t[r.answer().ordinal()]++;
                if (r.answer() == Answer.NO) reasons.computeIfAbsent(reasonClass(r), k -> new int[1])[0]++;
                if (r.answer() == Answer.UNKNOWN) unknowns++;
                if (r.answer() == Answer.YES) {
                    helpLen[0]++;
                    helpLen[1] += r.helpmate() == null ? 0 : r.helpmate().length;
                    lengths.add(r.helpmate() == null ? 0 : r.helpmate().length);
                    if (r.provedShortest()) provedShortest++;
                }
            }
        }
        for (var e : byCat.entrySet())
            System.out.printf(Locale.ROOT, "%-28s %6d %6d %6d%n", e.getKey(), e.getValue()[0], e.getValue()[1], e.getValue()[2]);
        System.out.println("NO reasons:");
        for (var e : reasons.entrySet()) System.out.printf(Locale.ROOT, "  %6d  %s%n", e.getValue()[0], e.getKey());
        System.out.printf(Locale.ROOT, "UNKNOWN=%d%n", unknowns);
        if (helpLen[0] > 0) {
            lengths.sort(null);
            System.out.printf(Locale.ROOT, "helpmate mean length=%.1f plies p50=%d p99=%d max=%d proved_shortest=%d of %d%n",
                    helpLen[1] / (double) helpLen[0], lengths.get(lengths.size() / 2), lengths.get(lengths.size() * 99 / 100),
                    lengths.get(lengths.size() - 1), provedShortest, lengths.size());
        }
        int dead = 0, provedAlive = 0, open = 0;
        for (int i = 0; i < n; i++) {
            Answer w = runs[i][0].result().answer(), b = runs[i][1].result().answer();
            if (w == Answer.NO && b == Answer.NO) dead++;
            else if (w == Answer.YES || b == Answer.YES) provedAlive++;
            else open++;
        }
        System.out.printf(Locale.ROOT, "positions: proved dead=%d proved alive (a side has a helpmate)=%d undecided=%d%n", dead, provedAlive, open);

        boolean ok = true;
        // Replay failures: always a bug.
        System.out.println();
        System.out.println("== HELPMATE REPLAY");
        int failures = 0, yes = 0;
        for (int i = 0; i < n; i++) {
            for (int c = 0; c < 2; c++) {
                Run r = runs[i][c];
                if (r.result().answer() != Answer.YES) continue;
                yes++;
                if (r.replayProblem() != null) {
                    failures++;
                    System.out.println("REPLAY-FAILURE " + side(c) + " " + fen(cases.get(i)) + " : " + r.replayProblem());
                }
            }
        }
        System.out.printf(Locale.ROOT, "yes=%d replayed_ok=%d failures=%d%n", yes, yes - failures, failures);
        ok &= failures == 0;

        if (withRef) ok &= compare(cases, runs);

        if (listUnknown || listNo) {
            System.out.println();
            System.out.println("== LISTS");
            for (int i = 0; i < n; i++) {
                for (int c = 0; c < 2; c++) {
                    Result r = runs[i][c].result();
                    Case k = cases.get(i);
                    String ref = k.ref()[c] == Ref.CAN ? "ref=can" : k.ref()[c] == Ref.CANNOT ? "ref=cannot" : "ref=none";
                    if (listUnknown && r.answer() == Answer.UNKNOWN)
                        System.out.printf(Locale.ROOT, "UNKNOWN %s %s %s %s [%s | %s] nodes=%d ms=%.1f%n", k.label(), side(c), ref, fen(k),
                                shape(k.position()), material(k.position()), r.nodes(), runs[i][c].nanos() / 1e6);
                    if (listNo && r.answer() == Answer.NO)
                        System.out.printf(Locale.ROOT, "NO %s %s %s %s : %s%n", k.label(), side(c), ref, fen(k), Wording.english(r.reason()));
                }
            }
        }
        return ok;
    }

    /** Contradictions with the reference and coverage of what it decides. */
    static boolean compare(List<Case> cases, Run[][] runs) {
        System.out.println();
        System.out.println("== CONTRADICTIONS");
        int contradictions = 0;
        // coverage[ref][answer]: ref 0 = can, 1 = cannot
        int[][] coverage = new int[2][3];
        Map<String, int[]> gaps = new TreeMap<>();
        int deadPositions = 0, deadDecided = 0;
        for (int i = 0; i < cases.size(); i++) {
            Case k = cases.get(i);
            boolean refDead = k.ref()[0] == Ref.CANNOT && k.ref()[1] == Ref.CANNOT;
            if (refDead) deadPositions++;
            boolean bothNo = true;
            for (int c = 0; c < 2; c++) {
                Result r = runs[i][c].result();
                Ref ref = k.ref()[c];
                if (r.answer() != Answer.NO) bothNo = false;
                if (ref == Ref.NONE) continue;
                coverage[ref == Ref.CAN ? 0 : 1][r.answer().ordinal()]++;
                boolean contra = (ref == Ref.CAN && r.answer() == Answer.NO) || (ref == Ref.CANNOT && r.answer() == Answer.YES);
                if (contra) {
                    contradictions++;
                    System.out.println("CONTRADICTION label=" + k.label() + " side=" + side(c) + " reference="
                            + (ref == Ref.CAN ? "can" : "cannot") + " hakem=" + r.answer() + " fen=" + fen(k));
                    System.out.println("  reason: " + Wording.english(r.reason())
                            + (r.answer() == Answer.YES ? " | helpmate: " + uciLine(k.position(), r.helpmate()) : ""));
                }
                if (r.answer() == Answer.UNKNOWN)
                    gaps.computeIfAbsent((ref == Ref.CAN ? "can    | " : "cannot | ") + shape(k.position()), x -> new int[1])[0]++;
            }
            if (refDead && bothNo) deadDecided++;
        }
        System.out.println("contradictions=" + contradictions);

        System.out.println();
        System.out.println("== COVERAGE (sides the reference decides)");
        System.out.printf(Locale.ROOT, "%-22s %6s %6s %8s %8s%n", "reference says", "YES", "NO", "UNKNOWN", "decided");
        String[] names = {"can mate", "cannot mate"};
        for (int r = 0; r < 2; r++) {
            int all = coverage[r][0] + coverage[r][1] + coverage[r][2];
            System.out.printf(Locale.ROOT, "%-22s %6d %6d %8d %7.1f%%%n", names[r], coverage[r][0], coverage[r][1],
                    coverage[r][2], all == 0 ? 0 : 100.0 * (coverage[r][0] + coverage[r][1]) / all);
        }
        int decided = coverage[0][0] + coverage[0][1] + coverage[1][0] + coverage[1][1];
        int all = decided + coverage[0][2] + coverage[1][2];
        System.out.printf(Locale.ROOT, "overall: %d of %d sides decided (%.1f%%); dead positions (both sides cannot) "
                + "proved dead: %d of %d%n", decided, all, 100.0 * decided / Math.max(1, all), deadDecided, deadPositions);
        System.out.println("UNKNOWN by reference answer and shape:");
        for (var e : gaps.entrySet()) System.out.printf(Locale.ROOT, "  %6d  %s%n", e.getValue()[0], e.getKey());
        return contradictions == 0;
    }

    static String side(int c) {
        return c == 0 ? "white" : "black";
    }

    static String fen(Case k) {
        return k.fen() != null ? k.fen() : Fen.write(k.position());
    }

    static String latency(long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        double mean = Arrays.stream(s).average().orElse(0);
        return String.format(Locale.ROOT, "mean=%.3fms p50=%.3fms p90=%.3fms p99=%.3fms max=%.1fms", mean / 1e6,
                pct(s, 0.50) / 1e6, pct(s, 0.90) / 1e6, pct(s, 0.99) / 1e6, s[s.length - 1] / 1e6);
    }

    static double pct(long[] sorted, double q) {
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }
}
