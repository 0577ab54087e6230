package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.Variant;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.ResumePoint;
import dev.hakem.verdict.usecase.History;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reading the resume member of a move request: a resume point an earlier answer gave, in place of
 * the whole history (docs/resume-point.md). Each fault is a problem naming the member.
 */
public final class ResumeInputs {
    private ResumeInputs() {}

    /** The version answers write now; every version from 1 up to it is read. */
    public static final int VERSION = 1;

    /**
     * The most moves a resume point may hold: the 150 plies after which the seventy-five-move rule
     * has ended any game, with a margin for resume points a caller cut less tightly by hand.
     */
    public static final int MAX_MOVES = ResumePoint.MAX_MOVES + 50;

    /** The highest ply a resume point may start at: above the longest game the seventy-five-move rule allows. */
    public static final int MAX_PLY = 100_000;

    private static final Set<String> MEMBERS = Set.of("version", "ply", "fen", "moves");

    /** A resume point as a request gave it: its position (with the FEN's warnings), moves and ply. */
    public record Resume(int version, int ply, LoadedPosition start, List<String> moves) {

        /** The history the resume point stands for: its moves are read strictly, as answers write them. */
        public History history() {
            return History.resume(ply, start.position(), moves);
        }
    }

    /** The resume point of a request in {@code variant} (the request's own: a resume point does not name it). */
    public static Resume read(JsonNode node, Variant variant) {
        if (!node.isObject()) throw Problems.invalidMember("resume", Phrase.of("detail.resume_object"));
        for (var names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!MEMBERS.contains(name))
                throw Problems.invalidMember("resume." + name, Phrase.of("detail.resume_unknown_member", Problems.abbreviate(name)));
        }
        JsonNode version = node.get("version");
        if (version == null || !version.isIntegralNumber() || !version.canConvertToInt() || version.asInt() < 1
                || version.asInt() > VERSION)
            throw Problems.invalidMember("resume.version", Phrase.of("detail.resume_version", VERSION));
        JsonNode ply = node.get("ply");
        if (ply == null || !ply.isIntegralNumber() || !ply.canConvertToInt() || ply.asInt() < 0 || ply.asInt() > MAX_PLY)
            throw Problems.invalidMember("resume.ply", Phrase.of("detail.resume_ply", MAX_PLY));
        JsonNode fen = node.get("fen");
        if (fen == null || !fen.isTextual()) throw Problems.invalidMember("resume.fen", Phrase.of("detail.resume_object"));
        JsonNode moves = node.get("moves");
        if (moves == null || !moves.isArray()) throw Problems.invalidMember("resume.moves", Phrase.of("detail.resume_moves"));
        if (moves.size() > MAX_MOVES)
            throw Problems.resumeTooLong(MAX_MOVES);
        List<String> list = new ArrayList<>(moves.size());
        for (JsonNode m : moves) {
            if (!m.isTextual()) throw Problems.invalidMember("resume.moves", Phrase.of("detail.resume_moves"));
            list.add(m.asText());
        }
        return new Resume(version.asInt(), ply.asInt(), Inputs.position(fen.asText(), "resume.fen", variant), list);
    }
}
