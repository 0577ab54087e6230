package dev.hakem.bench;

import dev.hakem.chess.Move;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.pgn.PgnError;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The inputs the benchmarks share: the six standard perft positions, the real games of
 * {@code src/test/resources/pgn} as canonical SAN, an evenly spread selection of them for the
 * side-by-side runs, and long generated games full of repetitions.
 */
final class BenchGames {
    private BenchGames() {}

    /** Where the real games are read from, relative to the checkout (the benchmarks run from its root). */
    static final Path PGN_DIR = Path.of(System.getProperty("bench.pgn", "src/test/resources/pgn"));

    /** The six positions of chessprogramming.org "Perft Results", by their usual names. */
    static final List<String> PERFT_NAMES = List.of("start", "kiwipete", "position3", "position4", "position5", "position6");

    static String perftFen(String name) {
        return switch (name) {
            case "start" -> "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            case "kiwipete" -> "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
            case "position3" -> "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
            case "position4" -> "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
            case "position5" -> "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
            case "position6" -> "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
            default -> throw new IllegalArgumentException("unknown position " + name);
        };
    }

    /** A game from the standard start, as canonical SAN (what hakem writes), with where it came from. */
    record SanGame(String source, List<String> san) {}

    /**
     * Every game of the PGN files (in file-name order) that starts from the standard position and
     * that the FIDE rules let run to its last written move, rewritten as canonical SAN.
     */
    static List<SanGame> realGames() {
        List<SanGame> out = new ArrayList<>();
        Position start = Position.start();
        for (Path file : pgnFiles()) {
            List<PgnGame> games;
            try {
                games = PgnReader.readAll(Files.readString(file, StandardCharsets.ISO_8859_1));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (PgnError e) {
                throw new IllegalStateException(file + ": " + e, e);
            }
            for (int i = 0; i < games.size(); i++) {
                PgnGame g = games.get(i);
                if (g.tag("FEN") != null || g.moves().isEmpty()) continue;
                try {
                    Replay.Result r = Replay.play(start, g.moves(), RuleSet.FIDE, true);
                    if (r.endPly() >= 0 && r.endPly() != g.moves().size()) continue;
                    List<String> san = new ArrayList<>(r.game().plies());
                    for (MoveInfo m : r.game().moves()) san.add(m.san());
                    out.add(new SanGame(file.getFileName() + "#" + (i + 1), san));
                } catch (Replay.IllegalMove e) {
                    // A game with an unreadable move is left out: every side must play every game.
                }
            }
        }
        return out;
    }

    /** {@code count} games spread evenly over {@link #realGames()} (every k-th), so every file is represented. */
    static List<SanGame> spread(List<SanGame> all, int count) {
        if (count >= all.size()) return all;
        List<SanGame> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) out.add(all.get((int) ((long) i * all.size() / count)));
        return out;
    }

    /** Reads games written one per line, moves separated by spaces (the format the peers read too). */
    static List<SanGame> readLines(Path file) throws IOException {
        List<SanGame> out = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            out.add(new SanGame(file.getFileName() + ":" + (out.size() + 1), List.of(line.trim().split(" +"))));
        }
        return out;
    }

    static void writeLines(List<SanGame> games, Path file) throws IOException {
        StringBuilder b = new StringBuilder();
        b.append("# ").append(games.size()).append(" games from the standard position, canonical SAN, one per line\n");
        for (SanGame g : games) b.append(String.join(" ", g.san())).append('\n');
        Files.writeString(file, b, StandardCharsets.UTF_8);
    }

    private static List<Path> pgnFiles() {
        try (Stream<Path> s = Files.list(PGN_DIR)) {
            return s.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + PGN_DIR.toAbsolutePath(), e);
        }
    }

    /**
     * A long game from the standard position that keeps coming back to the same positions:
     * stretches of up to {@code maxStretch} quiet piece moves (no capture, pawn move, castling or
     * check), each chosen at random but preferring a position that already stood once or twice (so
     * threefold claims come up all the time; no quiet move makes a position stand a fourth time),
     * separated by a pawn push (or, when no pawn can move, any move). Stops at {@code plies}, or
     * before a move that would mate.
     */
    static SanGame repetitive(long seed, int plies, int maxStretch) {
        Random random = new Random(seed);
        Game game = Game.of(Position.start());
        List<String> san = new ArrayList<>();
        int stretch = 0, stretchLength = 20 + random.nextInt(maxStretch - 19);
        while (game.plies() < plies) {
            Position p = game.last();
            List<MoveInfo> legal = MoveInfo.all(p);
            List<MoveInfo> quiet = new ArrayList<>(), seen = new ArrayList<>(), pushes = new ArrayList<>();
            for (MoveInfo m : legal) {
                if (m.check() || !m.after().hasLegalMove()) continue;
                // Only plain moves: a capture, castling or promotion would change what can repeat.
                if (!(m.move() instanceof Move.Normal n) || n.capture() != null) continue;
                if (n.role() == Role.PAWN) {
                    pushes.add(m);
                    continue;
                }
                int times = game.count(m.after(), game.plies());
                if (times >= 3) continue;
                quiet.add(m);
                if (times >= 1) seen.add(m);
            }
            MoveInfo next;
            if (stretch < stretchLength && !quiet.isEmpty()) {
                List<MoveInfo> pool = !seen.isEmpty() && random.nextInt(10) != 0 ? seen : quiet;
                next = pool.get(random.nextInt(pool.size()));
                stretch++;
            } else if (!pushes.isEmpty()) {
                next = pushes.get(random.nextInt(pushes.size()));
                stretch = 0;
                stretchLength = 20 + random.nextInt(maxStretch - 19);
            } else if (!legal.isEmpty()) {
                // Nothing quiet and no push (pawns blocked, or in check): any move, often a capture.
                next = legal.get(random.nextInt(legal.size()));
                if (next.checkmate()) break;
                stretch = 0;
            } else {
                break;
            }
            game = game.play(next);
            san.add(next.san());
        }
        return new SanGame("repetitive seed " + seed, san);
    }
}
